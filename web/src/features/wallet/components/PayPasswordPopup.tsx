import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button, Input, Popup } from 'antd-mobile'
import { Suspense, useState, type ReactNode } from 'react'
import { TotpCodeInput } from '@/features/auth'
import { useTranslation } from '@/lib/i18n'
import { isPin } from '@/lib/validators'

interface PayPasswordPopupProps {
  visible: boolean
  busy: boolean
  /** Lines shown above the input, such as the amount about to leave. */
  summary?: ReactNode
  /** Asks for the authenticator code too (the user turned the second factor on). */
  needsCode?: boolean
  onClose: () => void
  /** Called with the six digits and the authenticator code ('' unless asked for); resolves true when the popup may close. */
  onConfirm: (pin: string, code: string) => Promise<boolean>
}

/** Asks for the 6-digit pay password that confirms a withdrawal, and the authenticator code once that is on. */
export function PayPasswordPopup({ visible, busy, summary, needsCode, onClose, onConfirm }: PayPasswordPopupProps) {
  const { t } = useTranslation()
  const [pin, setPin] = useState('')
  const [code, setCode] = useState('')
  const close = () => {
    setPin('')
    setCode('')
    onClose()
  }
  const confirm = async () => {
    const done = await onConfirm(pin, needsCode ? code : '')
    setPin('')
    setCode('')
    if (done) onClose()
  }
  const ready = isPin(pin) && (!needsCode || /^\d{6}$/.test(code))
  return (
    <Popup visible={visible} onMaskClick={close} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="pin-popup">
        <h3>{t('fund.pay_password_title')}</h3>
        {summary}
        <Input
          name="pay_password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder={t('pay_password.placeholder')}
          value={pin}
          onChange={(v) => setPin(v.replace(/\D/g, ''))}
        />
        {needsCode && (
          <Suspense fallback={null}>
            <TotpCodeInput value={code} onChange={setCode} />
          </Suspense>
        )}
        <PrimaryButton loading={busy} disabled={!ready} onClick={() => void confirm()}>
          {t('fund.confirm_withdraw')}
        </PrimaryButton>
        <Button block fill="none" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </Popup>
  )
}
