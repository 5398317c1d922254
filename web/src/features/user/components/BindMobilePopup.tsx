import { Form } from 'antd-mobile'
import { DownFill } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { AreaCodeSelect } from '@/components/form/AreaCodeSelect'
import { AuthForm } from '@/components/form/AuthForm'
import { CodeField, TextField } from '@/components/form/fields'
import { check, required } from '@/components/form/rules'
import { Sheet } from '@/components/Sheet'
import { toast } from '@/lib/toast'
import { isCode, isMobileFor } from '@/lib/validators'
import { useAreaCode } from '../areaCode'
import { useBindMobile, useSendMobileCode } from '../mutations'

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
  const sending = useSendMobileCode()
  const binding = useBindMobile()

  const mobile = (): string => String(form.getFieldValue('mobile') ?? '').trim()

  const onSendCode = async () => {
    await form.validateFields(['mobile'])
    toast.success(await sending.mutateAsync({ area_code: areaCode, mobile: mobile() }))
  }

  const submit = (values: BindMobileForm) => {
    // A failure has been shown by the request wrapper.
    binding.mutate(
      { mobile: values.mobile.trim(), code: values.code.trim(), area_code: areaCode },
      {
        onSuccess: () => {
          form.resetFields()
          onBound()
        },
      },
    )
  }

  return (
    <Sheet visible={visible} onClose={onClose} title={t('security.bind_mobile')}>
      <div className="form-sheet">
        <AuthForm form={form} busy={binding.isPending} submitText={t('security.bind_button')} onFinish={submit}>
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
          <Form.Item
            name="code"
            label={t('auth.code')}
            rules={[check((v) => isCode(v), t('auth.errors.code_invalid'))]}
          >
            <CodeField placeholder={t('auth.code_placeholder')} onSend={onSendCode} />
          </Form.Item>
        </AuthForm>
      </div>
    </Sheet>
  )
}
