import { PrimaryButton } from '@/components/form/PrimaryButton'
import { useState } from 'react'
import { Sheet } from '@/components/Sheet'
import { FieldError, UnitInput } from '@/components/form/UnitInput'
import { toDec } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useBid } from '../queries'
import { bidProblem, hasBid, minimumBid, plain } from '../rules'
import type { NftRow } from '../types'

interface BidSheetProps {
  row: NftRow
  /** The key that places this bid once; the sheet shows while set. */
  review: string | null
  onClose: () => void
}

/**
 * The bid's amount, at least the current bid plus the increment (the starting price for the first bid), and what
 * placing it does to the balance: the whole bid is frozen until it is outbid or pays for the artwork.
 */
function BidForm({ row, review, onClose }: BidSheetProps) {
  const { t } = useTranslation()
  const bidding = useBid()
  const [text, setText] = useState('')
  const value = text.trim()
  const min = plain(minimumBid(row).toFixed())
  const currency = row.currency_name
  const problem = value ? bidProblem(value, row) : null
  const ready = value !== '' && problem === null
  const submit = () => {
    if (!ready || !review) return
    bidding.mutate(
      { code: row.code, price: value, key: review },
      {
        onSuccess: () => {
          toast.success(t('nft.bid_placed'))
          onClose()
        },
      },
    )
  }
  return (
    <div className="nft-sheet">
      <dl className="ui-summary">
        <dt>{hasBid(row) ? t('nft.current_bid') : t('nft.start_price')}</dt>
        <dd className="nft-sheet-current">
          {plain(hasBid(row) ? row.current_bid : row.price)} {currency}
        </dd>
        <dt>{t('nft.per_increase')}</dt>
        <dd>
          {plain(row.per_increase)} {currency}
        </dd>
        <dt>{t('nft.min_bid')}</dt>
        <dd className="nft-bid-min">
          {min} {currency}
        </dd>
      </dl>
      <p className="nft-note nft-bid-rule">
        {hasBid(row)
          ? t('nft.bid_rule', { current: plain(row.current_bid), increment: plain(row.per_increase), min, currency })
          : t('nft.bid_first_rule', { min, currency })}
      </p>
      <p className="nft-note nft-bid-frozen">
        {toDec(row.margin)?.gt(0)
          ? t('nft.bid_frozen_margin', { margin: plain(row.margin), currency })
          : t('nft.bid_frozen')}
      </p>
      <UnitInput
        name="bid"
        inputMode="decimal"
        aria-label={t('nft.your_bid')}
        placeholder={t('nft.bid_placeholder', { min })}
        value={text}
        onChange={setText}
        unit={currency}
      />
      <FieldError className="nft-bid-error">
        {problem && (problem === 'too_low' ? t('nft.bid_too_low', { min, currency }) : t('nft.bid_invalid'))}
      </FieldError>
      <PrimaryButton className="nft-confirm" disabled={!ready} loading={bidding.isPending} onClick={submit}>
        {t('nft.place_bid')}
      </PrimaryButton>
    </div>
  )
}

/** A popup that bids on an auction. */
export function BidSheet(props: BidSheetProps) {
  const { t } = useTranslation()
  return (
    <Sheet visible={props.review !== null} title={t('nft.bid_title')} onClose={props.onClose}>
      {props.review !== null && <BidForm key={props.review} {...props} />}
    </Sheet>
  )
}
