import { Button, Dialog, Form, Input, Selector } from 'antd-mobile'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { Page } from '@/app/Page'
import { LoadingView, StateView } from '@/app/StateView'
import { getWithdrawInfo } from '@/features/wallet/api/getWithdrawInfo'
import { withdraw } from '@/features/wallet/api/withdraw'
import { newIdempotencyKey, totalDebit, withdrawFee } from '@/features/wallet/money'
import { walletKeys } from '@/features/wallet/queries'
import '@/features/wallet/wallet.css'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { Dec } from '@/lib/decimal'
import { toast } from '@/lib/toast'

/** A withdrawal: network, address and amount with the fee the server will charge, then the pay password. */
export default function WithdrawScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const currency = Number(params.get('currency') ?? 0)
  const info = useQuery({ queryKey: ['user', 'wallet', 'withdrawInfo', currency], queryFn: () => getWithdrawInfo(currency), retry: false })
  const [network, setNetwork] = useState('')
  const [address, setAddress] = useState('')
  const [amount, setAmount] = useState('')
  const [pin, setPin] = useState('')
  const [busy, setBusy] = useState(false)

  if (info.isPending) {
    return (
      <Page title={t('fund.withdraw')}>
        <LoadingView label={t('common.loading')} />
      </Page>
    )
  }
  if (!info.data) {
    return (
      <Page title={t('fund.withdraw')}>
        <StateView title={t('fund.withdraw_closed')} />
      </Page>
    )
  }
  const data = info.data
  const chosen = network || data.networks[0] || ''
  const fee = withdrawFee(amount, data.rate, data.fee_min)

  const submit = async () => {
    setBusy(true)
    try {
      toast.success(
        await withdraw({ currency, number: amount.trim(), address: address.trim(), type: chosen, rate: data.rate, pay_password: pin }, newIdempotencyKey()),
      )
      void queryClient.invalidateQueries({ queryKey: walletKeys.all })
      void navigate(`${ROUTES.fundRecords}?tab=withdrawals`, { replace: true })
    } catch (err) {
      if (err instanceof RequestError && err.error === 'pay_password_not_set') {
        const go = await Dialog.confirm({ content: t('fund.set_pay_password'), confirmText: t('pay_password.title'), cancelText: t('common.cancel') })
        if (go) void navigate(ROUTES.payPassword)
      }
      if (err instanceof RequestError && err.error === 'fee_changed') void info.refetch()
    } finally {
      setBusy(false)
      setPin('')
    }
  }

  return (
    <Page title={`${t('fund.withdraw')} ${data.name}`}>
      <Form layout="vertical" className="wallet-form">
        {data.networks.length > 1 && (
          <Form.Item label={t('fund.network')}>
            <Selector columns={3} value={[chosen]} onChange={(v) => v[0] && setNetwork(v[0])} options={data.networks.map((n) => ({ value: n, label: n }))} />
          </Form.Item>
        )}
        <Form.Item label={t('fund.address')}>
          <Input name="address" placeholder={t('fund.address_placeholder', { network: chosen })} value={address} onChange={setAddress} />
        </Form.Item>
        <Form.Item label={t('fund.amount')} extra={<a onClick={() => setAmount(data.change_balance)}>{t('fund.all')}</a>}>
          <Input name="amount" inputMode="decimal" placeholder={t('fund.minimum', { amount: data.min_number })} value={amount} onChange={setAmount} />
        </Form.Item>
        <Form.Item label={t('fund.pay_password')}>
          <Input name="pay_password" type="password" inputMode="numeric" maxLength={6} value={pin} onChange={setPin} />
        </Form.Item>
      </Form>
      <div className="wallet-summary">
        <span>{t('fund.available_label')}</span>
        <span>{data.change_balance}</span>
        <span>{t('fund.fee', { rate: new Dec(data.rate).toString() })}</span>
        <span>{fee}</span>
        <span>{t('fund.total_debit')}</span>
        <span>{totalDebit(amount, data.rate, data.fee_min)}</span>
        <span>{t('fund.limit_left')}</span>
        <span>
          {data.used_24h} / {data.limit_24h} BTC
        </span>
      </div>
      <div className="wallet-form">
        <Button block color="primary" size="large" loading={busy} disabled={!amount.trim() || !address.trim() || pin.length !== 6} onClick={() => void submit()}>
          {t('fund.withdraw_submit')}
        </Button>
      </div>
    </Page>
  )
}
