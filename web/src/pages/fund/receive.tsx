import { Button, Form, Input, List } from 'antd-mobile'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { Page } from '@/app/Page'
import { LoadingView, StateView } from '@/app/StateView'
import { chargeReq } from '@/features/wallet/api/chargeReq'
import { getDepositAddress } from '@/features/wallet/api/getDepositAddress'
import { QrCode } from '@/features/wallet/components/QrCode'
import { isAmount, newIdempotencyKey } from '@/features/wallet/money'
import { walletKeys } from '@/features/wallet/queries'
import '@/features/wallet/wallet.css'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { toast } from '@/lib/toast'

/** Files a deposit claim: the amount sent and the sending address or transaction hash. */
function DepositClaimForm({ currency }: { currency: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [amount, setAmount] = useState('')
  const [account, setAccount] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      const params = { currency, amount: amount.trim(), account: account.trim(), type: 0 as const }
      toast.success(await chargeReq(params, newIdempotencyKey()))
      void queryClient.invalidateQueries({ queryKey: walletKeys.all })
      void navigate(`${ROUTES.fundRecords}?tab=deposits`)
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }
  return (
    <section>
      <List header={t('fund.claim_title')} />
      <p className="wallet-note">{t('fund.claim_note')}</p>
      <Form layout="vertical" className="wallet-form">
        <Form.Item label={t('fund.amount')}>
          <Input name="claim_amount" inputMode="decimal" value={amount} onChange={setAmount} />
        </Form.Item>
        <Form.Item label={t('fund.claim_account')}>
          <Input name="claim_account" placeholder={t('fund.claim_account_placeholder')} value={account} onChange={setAccount} />
        </Form.Item>
      </Form>
      <div className="wallet-form">
        <Button block color="primary" loading={busy} disabled={!isAmount(amount) || !account.trim()} onClick={() => void submit()}>
          {t('fund.claim_submit')}
        </Button>
      </div>
    </section>
  )
}

/** The deposit address of an asset, per network, with copy buttons, and a form to claim a deposit. */
export default function ReceiveScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const currency = Number(params.get('currency') ?? 0)
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['user', 'wallet', 'address', currency],
    queryFn: () => getDepositAddress(currency),
    retry: false,
  })
  const addresses: [string, string][] = typeof data === 'string' ? [['', data]] : Object.entries(data ?? {})
  const closed = error instanceof RequestError && error.error === 'deposit_disabled'
  const copy = (text: string) => {
    const done = () => toast.success(t('fund.copied'))
    void navigator.clipboard?.writeText(text).then(done, () => toast.show(t('fund.copy_failed')))
  }
  const records = (
    <div className="wallet-form">
      <Button block fill="none" onClick={() => void navigate(`${ROUTES.fundRecords}?tab=deposits`)}>
        {t('fund.records')}
      </Button>
    </div>
  )
  if (isPending) {
    return (
      <Page title={t('fund.deposit')}>
        <LoadingView label={t('common.loading')} />
      </Page>
    )
  }
  if (error) {
    return (
      <Page title={t('fund.deposit')}>
        {closed ? (
          <StateView title={t('fund.deposit_closed_title')} text={t('fund.deposit_closed_text')} />
        ) : (
          <StateView title={t('fund.load_failed')} action={{ label: t('common.retry'), onClick: () => void refetch() }} />
        )}
        {records}
      </Page>
    )
  }
  return (
    <Page title={t('fund.deposit')}>
      {addresses.map(([network, address]) => (
        <section key={network || address}>
          {network && <List header={network.toUpperCase()} />}
          <div className="qr-box">
            <QrCode text={address} label={t('fund.deposit')} />
          </div>
          <div className="address-box">
            {address}
          </div>
          <div className="wallet-form">
            <Button block onClick={() => copy(address)}>
              {t('fund.copy_address')}
            </Button>
          </div>
        </section>
      ))}
      <p className="wallet-note">{t('fund.deposit_note')}</p>
      <DepositClaimForm currency={currency} />
      {records}
    </Page>
  )
}
