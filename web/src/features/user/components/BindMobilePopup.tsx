import { Form } from 'antd-mobile'
import { DownFill } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { AreaCodeSelect } from '@/components/form/AreaCodeSelect'
import { TextField } from '@/components/form/fields'
import { check, required } from '@/components/form/rules'
import { toast } from '@/lib/toast'
import { isMobileFor } from '@/lib/validators'
import { useAreaCode } from '../areaCode'
import { useBindMobile, useSendMobileCode } from '../mutations'
import { BindSheet, bindOnFinish } from './BindSheet'

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

  return (
    <BindSheet
      visible={visible}
      onClose={onClose}
      title={t('security.bind_mobile')}
      form={form}
      busy={binding.isPending}
      onFinish={bindOnFinish(
        form,
        binding,
        (values) => ({ mobile: values.mobile.trim(), code: values.code.trim(), area_code: areaCode }),
        onBound,
      )}
      onSendCode={onSendCode}
    >
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
    </BindSheet>
  )
}
