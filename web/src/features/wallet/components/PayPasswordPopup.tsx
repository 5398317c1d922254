import { Button, Input, Popup } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { isPin } from '@/lib/validators'

interface PayPasswordPopupProps {
  visible: boolean
  busy: boolean
  /** Lines shown above the input, such as the amount about to leave. */
  summary?: ReactNode
  onClose: () => void
  /** Called with the six digits; resolves true when the popup may close. */
  onConfirm: (pin: string) => Promise<boolean>
}

/** Asks for the 6-digit pay password that confirms a withdrawal. */
export function PayPasswordPopup({ visible, busy, summary, onClose, onConfirm }: PayPasswordPopupProps) {
  const { t } = useTranslation()
  const [pin, setPin] = useState('')
  const close = () => {
    setPin('')
    onClose()
  }
  const confirm = async () => {
    const done = await onConfirm(pin)
    setPin('')
    if (done) onClose()
  }
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
        <Button block color="primary" size="large" loading={busy} disabled={!isPin(pin)} onClick={() => void confirm()}>
          {t('fund.confirm_withdraw')}
        </Button>
        <Button block fill="none" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </Popup>
  )
}
