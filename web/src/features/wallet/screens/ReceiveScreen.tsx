import { Button, Form, Input, List } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate, useSearchParams } from '@/lib/router'
import '@/components/form/money.css'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { toast } from '@/lib/toast'
import { termsFor } from '../chain'
import { DepositTerms, RecentDeposits } from '../components/ChainDeposits'
import { QrCode } from '../components/QrCode'
import { symbolOf } from '../coins'
import { isAmount } from '../money'
import { useDepositClaim } from '../mutations'
import { useChainDeposits, useDepositAddress, usePaymentCoins } from '../queries'
import '../wallet.css'

/** Files a deposit claim: the amount sent and the sending address or transaction hash. */
function DepositClaimForm({ currency }: { currency: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const claiming = useDepositClaim()
  const [amount, setAmount] = useState('')
  const [account, setAccount] = useState('')
  const submit = () => {
    const params = { currency, amount: amount.trim(), account: account.trim(), type: 0 as const }
    // A failure has been shown by the request wrapper.
    claiming.mutate(
      { params, key: newIdempotencyKey() },
      { onSuccess: () => void navigate(`${ROUTES.fundRecords}?tab=deposits`) },
    )
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
          <Input
            name="claim_account"
            placeholder={t('fund.claim_account_placeholder')}
            value={account}
            onChange={setAccount}
          />
        </Form.Item>
      </Form>
      <div className="wallet-form">
        <Button
          block
          color="primary"
          loading={claiming.isPending}
          disabled={!isAmount(amount) || !account.trim()}
          onClick={submit}
        >
          {t('fund.claim_submit')}
        </Button>
      </div>
    </section>
  )
}

/**
 * The deposit address of an asset, per network, with copy buttons and each network's terms, the user's transfers
 * seen on chain, and a form to claim a deposit on a network no watcher credits.
 */
export function ReceiveScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const currency = Number(params.get('currency') ?? 0)
  const { data, isPending, error, refetch } = useDepositAddress(currency)
  const chain = useChainDeposits(currency)
  const coin = usePaymentCoins().data?.list.find((c) => c.currency_id === currency)
  const terms = chain.data?.terms ?? []
  const sightings = chain.data?.list ?? []
  // Where a watcher credits every network of the asset, there is nothing to claim.
  const allWatched = terms.length > 0 && terms.every((n) => n.watched)
  const symbol = coin ? symbolOf(coin) : (sightings[0]?.name ?? '')
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
          <StateView
            title={t('fund.load_failed')}
            action={{ label: t('common.retry'), onClick: () => void refetch() }}
          />
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
          <div className="address-box">{address}</div>
          <DepositTerms terms={termsFor(terms, network)} symbol={symbol} />
          <div className="wallet-form">
            <Button block onClick={() => copy(address)}>
              {t('fund.copy_address')}
            </Button>
          </div>
        </section>
      ))}
      <p className="wallet-note">{t(allWatched ? 'fund.deposit_note_watched' : 'fund.deposit_note')}</p>
      {(sightings.length > 0 || terms.some((n) => n.watched)) && <RecentDeposits list={sightings} />}
      {!allWatched && <DepositClaimForm currency={currency} />}
      {records}
    </Page>
  )
}
