import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Dialog, Form, Input, Selector } from 'antd-mobile'
import { UserOutline } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate, useSearchParams } from '@/lib/router'
import '@/components/form/money.css'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { useTotpStatus } from '@/features/auth'
import { useUserInfo } from '@/features/user'
import { formatBalance } from '@/lib/amount'
import { Dec } from '@/lib/decimal'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { PayPasswordPopup } from '../components/PayPasswordPopup'
import { arrivalAmount, isAmount, limitLeft, maxWithdrawable, totalDebit, withdrawFee } from '../money'
import { useWithdraw } from '../mutations'
import { useWithdrawInfo } from '../queries'
import '../wallet.css'

/** Withdrawals need identity level 1 (the published default): a user below it is sent to verify first. */
const WITHDRAW_LEVEL = 1

/**
 * A withdrawal: network, address and amount with the fee the server will charge, then the pay password (and the
 * authenticator code when the user turned the second factor on). A user
 * whose identity is not verified is told so, with a way to the identity screen, before any form is shown.
 */
export function WithdrawScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const user = useUserInfo()
  if (user.isPending) {
    return (
      <Page title={t('fund.withdraw')}>
        <LoadingView label={t('common.loading')} />
      </Page>
    )
  }
  if (user.data && user.data.real_level < WITHDRAW_LEVEL) {
    const reviewing = user.data.review_status === 1
    return (
      <Page title={t('fund.withdraw')}>
        <StateView
          icon={<UserOutline />}
          title={t('fund.identity_title')}
          text={t(reviewing ? 'fund.identity_reviewing' : 'fund.identity_text')}
          action={{ label: t('fund.identity_action'), onClick: () => void navigate(ROUTES.realMark) }}
        />
      </Page>
    )
  }
  return <WithdrawForm />
}

function WithdrawForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const currency = Number(params.get('currency') ?? 0)
  const info = useWithdrawInfo(currency)
  const withdrawing = useWithdraw()
  const totp = useTotpStatus()
  const needsCode = !!totp.data?.enabled
  const [network, setNetwork] = useState('')
  const [address, setAddress] = useState('')
  const [amount, setAmount] = useState('')
  const [asking, setAsking] = useState(false)

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
  const chosen = data.networks.includes(network) ? network : (data.networks[0] ?? '')
  const fee = withdrawFee(amount, data.rate, data.fee_min)
  const debit = totalDebit(amount, data.rate, data.fee_min)
  const belowMinimum = isAmount(amount) && new Dec(amount.trim()).lessThan(data.min_number)
  const overBalance = isAmount(amount) && new Dec(debit).greaterThan(data.change_balance)
  const ready = isAmount(amount) && address.trim() !== '' && !belowMinimum && !overBalance

  /** Sends the withdrawal; true when the popup may close (done, or nothing more to try there). */
  const submit = async (pin: string, totpCode: string): Promise<boolean> => {
    try {
      const request = {
        currency,
        number: amount.trim(),
        address: address.trim(),
        type: chosen,
        rate: data.rate,
        pay_password: pin,
        ...(totpCode ? { totp_code: totpCode } : {}),
      }
      await withdrawing.mutateAsync({ params: request, key: newIdempotencyKey() })
      void navigate(`${ROUTES.fundRecords}?tab=withdrawals`, { replace: true })
      return true
    } catch (err) {
      const code = err instanceof RequestError ? err.error : ''
      if (code === 'pay_password_wrong' || code === 'totp_invalid') return false
      // The second factor was turned on elsewhere: ask for its code too.
      if (code === 'totp_required') {
        void totp.refetch()
        return false
      }
      if (code === 'pay_password_not_set') {
        setAsking(false)
        const go = await Dialog.confirm({
          content: t('fund.set_pay_password'),
          confirmText: t('pay_password.title'),
          cancelText: t('common.cancel'),
        })
        if (go) void navigate(ROUTES.payPassword)
      }
      if (code === 'fee_changed') void info.refetch()
      return true
    }
  }

  return (
    <Page title={`${t('fund.withdraw')} ${data.name}`}>
      <Form layout="vertical" className="wallet-form">
        {data.networks.length > 1 && (
          <Form.Item label={t('fund.network')}>
            <Selector
              columns={3}
              value={[chosen]}
              onChange={(v) => v[0] && setNetwork(v[0])}
              options={data.networks.map((n) => ({ value: n, label: n }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('fund.address')}>
          <Input
            name="address"
            placeholder={t('fund.address_placeholder', { network: chosen })}
            value={address}
            onChange={setAddress}
          />
        </Form.Item>
        <Form.Item
          label={t('fund.amount')}
          extra={
            <a onClick={() => setAmount(maxWithdrawable(data.change_balance, data.rate, data.fee_min))}>
              {t('fund.all')}
            </a>
          }
        >
          <Input
            name="amount"
            inputMode="decimal"
            placeholder={t('fund.minimum', { amount: data.min_number })}
            value={amount}
            onChange={setAmount}
          />
        </Form.Item>
      </Form>
      <div className="wallet-summary">
        <span>{t('fund.available_label')}</span>
        <span>{formatBalance(data.change_balance)}</span>
        <span>
          {new Dec(data.fee_min || 0).isZero()
            ? t('fund.fee', { rate: new Dec(data.rate).toString() })
            : t('fund.fee_with_min', {
                rate: new Dec(data.rate).toString(),
                min: new Dec(data.fee_min).toString(),
                symbol: data.name,
              })}
        </span>
        <span>{formatBalance(fee)}</span>
        <span>{t('fund.arrival')}</span>
        <span>{formatBalance(arrivalAmount(amount))}</span>
        <span>{t('fund.total_debit')}</span>
        <span>{formatBalance(debit)}</span>
        <span>{t('fund.limit_used')}</span>
        <span>
          {formatBalance(data.used_24h)} / {formatBalance(data.limit_24h)} BTC
        </span>
        <span>{t('fund.limit_remaining')}</span>
        <span>{formatBalance(limitLeft(data.limit_24h, data.used_24h))} BTC</span>
      </div>
      {belowMinimum && <p className="wallet-note value-down">{t('fund.minimum', { amount: data.min_number })}</p>}
      {overBalance && <p className="wallet-note value-down">{t('fund.over_balance')}</p>}
      <p className="wallet-note">{t('fund.withdraw_note')}</p>
      <div className="wallet-form">
        <PrimaryButton disabled={!ready} onClick={() => setAsking(true)}>
          {t('fund.withdraw_submit')}
        </PrimaryButton>
      </div>
      <PayPasswordPopup
        visible={asking}
        busy={withdrawing.isPending}
        needsCode={needsCode}
        summary={
          <div className="wallet-summary">
            <span>{t('fund.arrival')}</span>
            <span>
              {formatBalance(arrivalAmount(amount))} {data.name}
            </span>
            <span>{t('fund.total_debit')}</span>
            <span>
              {formatBalance(debit)} {data.name}
            </span>
          </div>
        }
        onClose={() => setAsking(false)}
        onConfirm={submit}
      />
    </Page>
  )
}
