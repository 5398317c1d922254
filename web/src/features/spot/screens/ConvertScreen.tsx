import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button, Dialog, Form, Input, Selector } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { isAmount } from '@/features/wallet'
import { Dec } from '@/lib/decimal'
import { newIdempotencyKey } from '@/lib/idempotency'
import { formatBalance } from '@/lib/amount'
import { CoinName } from '@/components/CoinIcon'
import { convertBalance, convertFee, convertRate, convertReceive } from '../convertMath'
import { useAccountFeed, useConvert, useConvertFee, useConvertList } from '../queries'
import '../spot.css'

/** Coin conversion in the spot account: from one asset to another at index prices, less the published fee. */
export function ConvertScreen() {
  const { t } = useTranslation()
  const list = useConvertList()
  const converting = useConvert()
  const [picked, setPicked] = useState({ from: 0, to: 0 })
  const [amount, setAmount] = useState('')
  useAccountFeed(true)

  const assets = list.data?.transfer ?? []
  const from = assets.some((a) => a.id === picked.from) ? picked.from : (assets[0]?.id ?? 0)
  const to =
    assets.some((a) => a.id === picked.to) && picked.to !== from
      ? picked.to
      : (assets.find((a) => a.id !== from)?.id ?? 0)
  const quote = useConvertFee(from, to)
  const nameOf = (id: number) => assets.find((a) => a.id === id)?.name ?? ''
  const balance = convertBalance(list.data?.wallet, from)
  const rate = convertRate(quote.data)
  const receive = convertReceive(amount, quote.data)
  const fee = convertFee(amount, quote.data)
  const valid = isAmount(amount)
  const over = valid && new Dec(amount.trim()).greaterThan(balance)
  const ready = valid && !over && from > 0 && to > 0 && quote.data !== undefined

  if (list.isPending) {
    return (
      <Page title={t('convert.title')}>
        <LoadingView label={t('common.loading')} />
      </Page>
    )
  }
  if (assets.length < 2) {
    return (
      <Page title={t('convert.title')}>
        <StateView
          title={t(list.isError ? 'convert.load_failed' : 'convert.unavailable')}
          action={list.isError ? { label: t('common.retry'), onClick: () => void list.refetch() } : undefined}
        />
      </Page>
    )
  }

  const submit = async () => {
    const confirmed = await Dialog.confirm({
      title: t('convert.confirm_title'),
      content: (
        <div className="wallet-summary">
          <span>{t('convert.pay')}</span>
          <span>
            {amount.trim()} {nameOf(from)}
          </span>
          <span>{t('convert.fee', { rate: quote.data?.fee ?? '0' })}</span>
          <span>
            {fee} {nameOf(to)}
          </span>
          <span>{t('convert.receive')}</span>
          <span>
            ≈ {receive} {nameOf(to)}
          </span>
        </div>
      ),
      confirmText: t('convert.submit'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    // A failure has been shown by the request wrapper.
    converting.mutate(
      { params: { number: amount.trim(), from_currency_id: from, to_currency_id: to }, key: newIdempotencyKey() },
      { onSuccess: () => setAmount('') },
    )
  }

  const options = (except: number) =>
    assets.filter((a) => a.id !== except).map((a) => ({ value: a.id, label: <CoinName symbol={a.name} /> }))
  return (
    <Page title={t('convert.title')}>
      <Form layout="vertical" className="wallet-form">
        <Form.Item label={t('convert.from')}>
          <Selector
            className="chip-selector"
            value={[from]}
            onChange={(v) => v[0] && setPicked({ from: v[0], to: v[0] === to ? from : to })}
            options={assets.map((a) => ({ value: a.id, label: <CoinName symbol={a.name} /> }))}
          />
        </Form.Item>
        <div className="transfer-swap">
          <Button size="mini" fill="none" onClick={() => setPicked({ from: to, to: from })}>
            <span aria-hidden="true">⇅</span> {t('convert.swap')}
          </Button>
        </div>
        <Form.Item label={t('convert.to')}>
          <Selector
            className="chip-selector"
            value={[to]}
            onChange={(v) => v[0] && setPicked({ from, to: v[0] })}
            options={options(from)}
          />
        </Form.Item>
        <Form.Item label={t('convert.amount')} extra={<a onClick={() => setAmount(balance)}>{t('convert.all')}</a>}>
          <Input
            name="amount"
            inputMode="decimal"
            placeholder={t('convert.available', { amount: formatBalance(balance), asset: nameOf(from) })}
            value={amount}
            onChange={setAmount}
          />
        </Form.Item>
      </Form>
      <div className="wallet-summary">
        <span>{t('convert.balance')}</span>
        <span>
          {formatBalance(balance)} {nameOf(from)}
        </span>
        <span>{t('convert.rate')}</span>
        <span>{rate ? `1 ${nameOf(from)} ≈ ${rate} ${nameOf(to)}` : '--'}</span>
        <span>{t('convert.fee', { rate: quote.data ? new Dec(quote.data.fee || 0).toString() : '--' })}</span>
        <span>
          {fee} {nameOf(to)}
        </span>
        <span>{t('convert.receive')}</span>
        <span className="convert-receive">
          ≈ {receive} {nameOf(to)}
        </span>
      </div>
      {over && <p className="wallet-note value-down">{t('convert.over_balance')}</p>}
      <p className="wallet-note">{t('convert.note')}</p>
      <div className="wallet-form">
        <PrimaryButton loading={converting.isPending} disabled={!ready} onClick={() => void submit()}>
          {t('convert.submit')}
        </PrimaryButton>
      </div>
    </Page>
  )
}
