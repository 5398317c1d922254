import { Button } from 'antd-mobile'
import { Sheet } from '@/components/Sheet'
import { toDec } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { toast } from '@/lib/toast'
import { useAvailable, useBuy } from '../queries'
import { plain } from '../rules'
import type { NftRow } from '../types'

interface BuySheetProps {
  row: NftRow
  /** The key that buys it once; the sheet shows while set. */
  review: string | null
  onClose: () => void
}

/** The price and the caller's balance before a fixed-price artwork is bought. */
export function BuySheet({ row, review, onClose }: BuySheetProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const buying = useBuy()
  const available = useAvailable(row.currency_name)
  const short = available !== undefined && (toDec(available)?.lessThan(toDec(row.price) ?? 0) ?? false)
  const confirm = () => {
    if (!review) return
    buying.mutate(
      { code: row.code, key: review },
      {
        onSuccess: () => {
          toast.success(t('nft.bought'))
          onClose()
          void navigate(ROUTES.nftMy)
        },
        onError: onClose,
      },
    )
  }
  return (
    <Sheet visible={review !== null} title={t('nft.buy_title')} onClose={onClose}>
      <div className="nft-sheet">
        <dl className="ui-summary">
          <dt>{t('nft.artwork')}</dt>
          <dd>{row.name}</dd>
          <dt>{t('nft.price')}</dt>
          <dd className="nft-sheet-price">
            {plain(row.price)} {row.currency_name}
          </dd>
          <dt>{t('nft.available')}</dt>
          <dd className="nft-available">
            {available === undefined ? '--' : `${plain(available)} ${row.currency_name}`}
          </dd>
        </dl>
        {short && (
          <p className="ui-error" role="alert">
            {t('nft.insufficient')}
          </p>
        )}
        <Button
          block
          color="primary"
          size="large"
          className="nft-confirm"
          disabled={short}
          loading={buying.isPending}
          onClick={confirm}
        >
          {t('nft.confirm_buy', { price: plain(row.price), currency: row.currency_name })}
        </Button>
      </div>
    </Sheet>
  )
}
