import { Form, Popup } from 'antd-mobile'
import { DownFill } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isMobileFor } from '@/features/auth/account'
import '@/features/auth/auth.css'
import { AreaCodeSelect } from '@/features/auth/components/AreaCodeSelect'
import { CodeField, TextField } from '@/features/auth/components/fields'
import { check, required } from '@/features/auth/rules'
import '@/features/settings/settings.css'
import { toast } from '@/lib/toast'
import { isCode } from '@/lib/validators'
import { bindMobile } from '../api/bindMobile'
import { sendMobileCode } from '../api/sendMobileCode'
import { useAreaCode } from '../areaCode'
import { AuthForm } from '@/features/auth/components/AuthForm'

interface BindMobileForm {
  mobile: string
  code: string
}

interface BindMobilePopupProps {
  visible: boolean
  onClose: () => void
  onBound: () => void
  /** Opens the area-code screen; without it the code is picked in place. */
  onPickArea?: () => void
}

/** Sheet that binds a mobile number: /sms_send for the code, then /safe/mobile. */
export function BindMobilePopup({ visible, onClose, onBound, onPickArea }: BindMobilePopupProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<BindMobileForm>()
  const { code: areaCode, setCode: setAreaCode } = useAreaCode()
  const [busy, setBusy] = useState(false)

  const mobile = (): string => String(form.getFieldValue('mobile') ?? '').trim()

  const onSendCode = async () => {
    await form.validateFields(['mobile'])
    toast.success(await sendMobileCode({ area_code: areaCode, mobile: mobile() }))
  }

  const submit = async (values: BindMobileForm) => {
    setBusy(true)
    try {
      toast.success(await bindMobile({ mobile: values.mobile.trim(), code: values.code.trim(), area_code: areaCode }))
      form.resetFields()
      onBound()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" showCloseButton>
      <h3 className="sheet-title">{t('security.bind_mobile')}</h3>
      <div className="form-sheet">
        <AuthForm form={form} busy={busy} submitText={t('security.bind_button')} onFinish={(values: BindMobileForm) => void submit(values)}>
          <Form.Item
            name="mobile"
            label={t('auth.mobile')}
            rules={[
              required(t('auth.errors.mobile_required')),
              check((v) => isMobileFor(areaCode, v), t('auth.errors.mobile_invalid')),
            ]}
          >
            <TextField
              type="tel"
              inputMode="tel"
              maxLength={15}
              placeholder={t('auth.mobile_placeholder')}
              prefix={
                onPickArea ? (
                  <button type="button" className="area-code" onClick={onPickArea} aria-label={t('auth.area_code')}>
                    +{areaCode}
                    <DownFill fontSize={10} />
                  </button>
                ) : (
                  <AreaCodeSelect value={areaCode} onChange={setAreaCode} />
                )
              }
            />
          </Form.Item>
          <Form.Item name="code" label={t('auth.code')} rules={[check((v) => isCode(v), t('auth.errors.code_invalid'))]}>
            <CodeField placeholder={t('auth.code_placeholder')} onSend={onSendCode} />
          </Form.Item>
        </AuthForm>
      </div>
    </Popup>
  )
}
