import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button, Form, Input, Selector } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import '@/components/form/money.css'
import { Page } from '@/components/Page'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { formatBalance } from '@/lib/amount'
import { CoinName } from '@/components/CoinIcon'
import { destinations, isAmount, pairFrom, sources, swapPair, transferAll } from '../money'
import { useTransferFunds } from '../mutations'
import { useWalletList } from '../queries'
import type { AccountKind } from '../types'
import '../wallet.css'

/** USDT, the asset most moves are made in (seeded ids are fixed, API contract §3). */
const DEFAULT_CURRENCY = 3

/** Moves funds between the user's own accounts along the published pairs. */
export function FundTransferScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const transferring = useTransferFunds()
  const { data } = useWalletList()
  const [pair, setPair] = useState<{ from: AccountKind; to: AccountKind }>({ from: 'change', to: 'lever' })
  const [picked, setPicked] = useState(0)
  const [amount, setAmount] = useState('')
  const rows = data?.[`${pair.from}_wallet`].balance ?? []
  const currency =
    rows.find((r) => r.currency === picked)?.currency ??
    rows.find((r) => r.currency === DEFAULT_CURRENCY)?.currency ??
    rows[0]?.currency ??
    0
  const free = transferAll(data, pair.from, currency)

  const submit = () => {
    const params = { currency_id: currency, number: amount.trim(), from_field: pair.from, to_field: pair.to }
    // A failure has been shown by the request wrapper.
    transferring.mutate({ params, key: newIdempotencyKey() }, { onSuccess: () => setAmount('') })
  }

  const kindOptions = (kinds: AccountKind[]) => kinds.map((k) => ({ value: k, label: t(`fund.account_${k}`) }))
  return (
    <Page title={t('fund.transfer')}>
      <Form layout="vertical" className="wallet-form">
        <Form.Item label={t('fund.from')}>
          <Selector
            className="chip-selector"
            value={[pair.from]}
            onChange={(v) => v[0] && setPair(pairFrom(v[0], pair.to))}
            options={kindOptions(sources())}
          />
        </Form.Item>
        <div className="transfer-swap">
          <Button size="mini" fill="none" onClick={() => setPair(swapPair(pair.from, pair.to))}>
            <span aria-hidden="true">⇅</span> {t('fund.swap')}
          </Button>
        </div>
        <Form.Item label={t('fund.to')}>
          <Selector
            className="chip-selector"
            value={[pair.to]}
            onChange={(v) => v[0] && setPair({ from: pair.from, to: v[0] })}
            options={kindOptions(destinations(pair.from))}
          />
        </Form.Item>
        <Form.Item label={t('fund.asset')}>
          <Selector
            className="chip-selector"
            value={[currency]}
            onChange={(v) => v[0] && setPicked(v[0])}
            options={rows.map((r) => ({ value: r.currency, label: <CoinName symbol={r.currency_name} /> }))}
          />
        </Form.Item>
        <Form.Item label={t('fund.amount')} extra={<a onClick={() => setAmount(free)}>{t('fund.all')}</a>}>
          <Input
            name="amount"
            inputMode="decimal"
            placeholder={t('fund.available', { amount: formatBalance(free) })}
            value={amount}
            onChange={setAmount}
          />
        </Form.Item>
      </Form>
      <div className="wallet-form">
        <PrimaryButton loading={transferring.isPending} disabled={!isAmount(amount) || currency === 0} onClick={submit}>
          {t('fund.transfer_submit')}
        </PrimaryButton>
        <Button block fill="none" onClick={() => void navigate(ROUTES.fundTransferHistory)}>
          {t('fund.transfer_history')}
        </Button>
      </div>
    </Page>
  )
}
