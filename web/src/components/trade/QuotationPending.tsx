import { DownFill } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { LoadingView, StateView } from '../StateView'

/** The quotation's spinner while it first loads, or its failure with a retry when no quotes came. */
export function QuotationPending({
  quotation,
}: {
  quotation: { isPending: boolean; refetch: () => Promise<unknown> }
}) {
  const { t } = useTranslation()
  if (quotation.isPending) return <LoadingView label={t('common.loading')} />
  return (
    <StateView
      title={t('quotes.load_failed')}
      action={{ label: t('common.retry'), onClick: () => void quotation.refetch() }}
    />
  )
}

/** The title of a trade screen: the instrument's symbol, a button that opens the instrument switch. */
export function PairSwitch({ symbol, label, onClick }: { symbol: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="pair-switch" onClick={onClick} aria-label={label}>
      {symbol}
      <DownFill />
    </button>
  )
}
