import { Button, Form, Input, Selector } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { changeWallet } from '@/features/wallet/api/changeWallet'
import { available, destinations, newIdempotencyKey } from '@/features/wallet/money'
import { useWalletList, walletKeys } from '@/features/wallet/queries'
import type { AccountKind } from '@/features/wallet/types'
import '@/features/wallet/wallet.css'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'

const FROM: AccountKind[] = ['change', 'legal', 'lever', 'micro']

/** Moves funds between the user's own accounts along the published pairs. */
export default function FundTransferScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data } = useWalletList()
  const [from, setFrom] = useState<AccountKind>('change')
  const [to, setTo] = useState<AccountKind>('lever')
  const [currency, setCurrency] = useState(3)
  const [amount, setAmount] = useState('')
  const [busy, setBusy] = useState(false)
  const row = data?.[`${from}_wallet`].balance.find((r) => r.currency === currency)
  const free = row ? available(row, from) : '0'

  const pickFrom = (next: AccountKind) => {
    setFrom(next)
    if (!destinations(next).includes(to)) setTo(destinations(next)[0] ?? 'change')
  }

  const submit = async () => {
    setBusy(true)
    try {
      toast.success(await changeWallet({ currency_id: currency, number: amount.trim(), from_field: from, to_field: to }, newIdempotencyKey()))
      setAmount('')
      void queryClient.invalidateQueries({ queryKey: walletKeys.all })
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={t('fund.transfer')}>
      <Form layout="vertical" className="wallet-form">
        <Form.Item label={t('fund.from')}>
          <Selector columns={4} value={[from]} onChange={(v) => v[0] && pickFrom(v[0])} options={FROM.map((k) => ({ value: k, label: t(`fund.account_${k}`) }))} />
        </Form.Item>
        <Form.Item label={t('fund.to')}>
          <Selector columns={4} value={[to]} onChange={(v) => v[0] && setTo(v[0])} options={destinations(from).map((k) => ({ value: k, label: t(`fund.account_${k}`) }))} />
        </Form.Item>
        <Form.Item label={t('fund.asset')}>
          <Selector
            columns={4}
            value={[currency]}
            onChange={(v) => v[0] && setCurrency(v[0])}
            options={(data?.change_wallet.balance ?? []).map((r) => ({ value: r.currency, label: r.currency_name }))}
          />
        </Form.Item>
        <Form.Item label={t('fund.amount')} extra={<a onClick={() => setAmount(free)}>{t('fund.all')}</a>}>
          <Input inputMode="decimal" placeholder={t('fund.available', { amount: free })} value={amount} onChange={setAmount} />
        </Form.Item>
      </Form>
      <div className="wallet-form">
        <Button block color="primary" size="large" loading={busy} disabled={!amount.trim()} onClick={() => void submit()}>
          {t('fund.transfer_submit')}
        </Button>
        <Button block fill="none" onClick={() => void navigate(ROUTES.fundTransferHistory)}>
          {t('fund.transfer_history')}
        </Button>
      </div>
    </Page>
  )
}
