import { PrimaryButton } from '@/components/form/PrimaryButton'
import { PickOne } from '@/components/form/PickOne'
import { useState } from 'react'
import { Sheet } from '@/components/Sheet'
import { Available, UnitField } from '@/components/form/UnitInput'
import { useWalletList } from '@/features/wallet'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { Link, useNavigate } from '@/lib/router'
import { useAd, useCreateOrder } from '../queries'
import { amountProblem, coinScale, fiatText, fiatTotal, coinText, type TradeTab } from '../rules'
import type { OtcAdView, OtcMethod } from '../types'
import { MerchantStats } from './MerchantStats'

/** What the caller has available of a coin in the legal account, which a sale escrows from. */
function useLegalBalance(currencyId: number): string | undefined {
  const wallet = useWalletList()
  if (!wallet.data) return undefined
  const row = wallet.data.legal_wallet?.balance?.find((r) => r.currency === currencyId)
  return row?.legal_balance ?? '0'
}

/**
 * The amount, the fiat it comes to and the method of one order on an ad. The order names the price shown; when the
 * server answers that it has moved, the ad is asked for again and its new price shown with the server's message.
 */
function TakeForm({ ad: listed, tab }: { ad: OtcAdView; tab: TradeTab }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const creating = useCreateOrder()
  const [repriced, setRepriced] = useState<string | null>(null)
  const fresh = useAd(listed.id, repriced !== null)
  const ad = fresh.data ?? listed
  const balance = useLegalBalance(ad.currency_id)
  const [amount, setAmount] = useState('')
  const [picked, setPicked] = useState<OtcMethod | undefined>(undefined)
  const method = picked ?? (ad.methods.length === 1 ? ad.methods[0] : undefined)
  const currency = ad.currency_name
  const problem = amount.trim() ? amountProblem(amount, ad) : null
  const total = amount.trim() && problem !== 'invalid' ? fiatTotal(amount.trim(), ad.price) : null
  const ready = amount.trim() !== '' && problem === null && method !== undefined && !fresh.isFetching
  const messages = {
    invalid: t('otc.amount_invalid', { scale: coinScale(ad) }),
    below_min: t('otc.amount_below_min', { min: fiatText(ad.min), fiat: ad.fiat }),
    above_max: t('otc.amount_above_max', { max: fiatText(ad.max), fiat: ad.fiat }),
    above_remaining: t('otc.amount_above_remaining', { remaining: coinText(ad.remaining), currency }),
  }

  const submit = () => {
    if (!ready || !method) return
    setRepriced(null)
    creating.mutate(
      { adId: ad.id, amount: amount.trim(), method, price: ad.price, key: newIdempotencyKey() },
      {
        onSuccess: (id) => void navigate(`${ROUTES.otcOrder}?id=${id}`),
        onError: (error) => {
          if (error instanceof RequestError && error.error === 'price_changed') setRepriced(error.message)
        },
      },
    )
  }

  return (
    <div className="otc-sheet otc-take-form">
      <MerchantStats merchant={ad.merchant} />
      <dl className="ui-summary otc-summary">
        <dt>{t('otc.price')}</dt>
        <dd className="otc-take-price">
          {fiatText(ad.price)} {ad.fiat}
        </dd>
        {repriced !== null && (
          <dd className="ui-error otc-error otc-price-changed" role="alert">
            {repriced}
          </dd>
        )}
        <dt>{t('otc.limits')}</dt>
        <dd>
          {fiatText(ad.min)} – {fiatText(ad.max)} {ad.fiat}
        </dd>
        <dt>{t('otc.remaining')}</dt>
        <dd>
          {coinText(ad.remaining)} {currency}
        </dd>
        <dt>{t('otc.window')}</dt>
        <dd>{t('otc.minutes', { count: ad.window })}</dd>
      </dl>
      <UnitField
        id="otc-amount"
        label={t(tab === 'buy' ? 'otc.amount_buy' : 'otc.amount_sell')}
        labelClassName="otc-field-label"
        aside={
          tab === 'sell' && (
            <Available className="otc-available" label={t('otc.available_legal')} balance={balance} unit={currency} />
          )
        }
        name="amount"
        inputMode="decimal"
        placeholder={t('otc.amount_placeholder')}
        value={amount}
        onChange={setAmount}
        boxClassName="otc-input"
        unit={currency}
        error={problem && messages[problem]}
        errorClassName="otc-error"
      />
      <p className="otc-total">
        {t(tab === 'buy' ? 'otc.you_pay' : 'otc.you_receive')}{' '}
        <strong className="otc-fiat-total">
          {fiatText(total)} {ad.fiat}
        </strong>
      </p>
      <p className="otc-field-label">{t('otc.method')}</p>
      <PickOne
        className="otc-method-picker"
        columns={3}
        value={method || undefined}
        onPick={setPicked}
        options={ad.methods.map((m) => ({ value: m, label: t(`otc.method_${m}`) }))}
      />
      {tab === 'sell' && (
        <p className="otc-note">
          {t('otc.sell_note')} <Link to={ROUTES.fundTransfer}>{t('otc.transfer')}</Link>
        </p>
      )}
      {ad.remark && <p className="otc-note otc-remark">{ad.remark}</p>}
      <PrimaryButton className="otc-submit" disabled={!ready} loading={creating.isPending} onClick={submit}>
        {t(tab === 'buy' ? 'otc.buy_coin' : 'otc.sell_coin', { currency })}
      </PrimaryButton>
    </div>
  )
}

/** A popup that takes an ad: the amount in coins with its fiat total, the method, and on to the order. */
export function TakeAdSheet({ ad, tab, onClose }: { ad: OtcAdView | null; tab: TradeTab; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Sheet
      visible={ad !== null}
      title={ad ? t(tab === 'buy' ? 'otc.buy_coin' : 'otc.sell_coin', { currency: ad.currency_name }) : ''}
      onClose={onClose}
    >
      {ad && <TakeForm key={ad.id} ad={ad} tab={tab} />}
    </Sheet>
  )
}
