import { Button } from 'antd-mobile'
import { Sheet } from '@/components/Sheet'
import { toDec } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useAvailable, useMargin, useNftRules } from '../queries'
import { plain } from '../rules'
import type { NftRow } from '../types'

interface MarginSheetProps {
  row: NftRow
  /** The key that freezes the margin once; the sheet shows while set. */
  review: string | null
  onClose: () => void
}

/** What the auction margin is and when it comes back, before it is frozen. */
export function MarginSheet({ row, review, onClose }: MarginSheetProps) {
  const { t } = useTranslation()
  const rules = useNftRules()
  const paying = useMargin()
  const available = useAvailable(row.currency_name)
  const short = available !== undefined && (toDec(available)?.lessThan(toDec(row.margin) ?? 0) ?? false)
  const hours = rules.data?.pay_hours ?? 24
  const confirm = () => {
    if (!review) return
    paying.mutate(
      { code: row.code, key: review },
      {
        onSuccess: () => {
          toast.success(t('nft.margin_paid'))
          onClose()
        },
        onError: onClose,
      },
    )
  }
  return (
    <Sheet visible={review !== null} title={t('nft.margin_title')} onClose={onClose}>
      <div className="nft-sheet">
        <dl className="ui-summary">
          <dt>{t('nft.margin')}</dt>
          <dd className="nft-sheet-margin">
            {plain(row.margin)} {row.currency_name}
          </dd>
          <dt>{t('nft.available')}</dt>
          <dd className="nft-available">
            {available === undefined ? '--' : `${plain(available)} ${row.currency_name}`}
          </dd>
        </dl>
        <ul className="nft-notes">
          <li>{t('nft.margin_why')}</li>
          <li>{t('nft.margin_returned')}</li>
          <li className="nft-margin-forfeit">{t('nft.margin_forfeit', { hours })}</li>
        </ul>
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
          loading={paying.isPending}
          onClick={confirm}
        >
          {t('nft.confirm_margin', { margin: plain(row.margin), currency: row.currency_name })}
        </Button>
      </div>
    </Sheet>
  )
}
