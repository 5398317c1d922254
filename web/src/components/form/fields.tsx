import { Input } from 'antd-mobile'
import { EyeInvisibleOutline, EyeOutline } from '@/components/icons'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { CodeButton } from './CodeButton'
import './form.css'

interface FieldProps {
  value?: string
  onChange?: (value: string) => void
  placeholder?: string
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'password'
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  autoComplete?: string
  maxLength?: number
  prefix?: ReactNode
  suffix?: ReactNode
}

/** A filled input box (88 rpx high) used by every form; Form.Item supplies value and onChange. */
export function TextField({ prefix, suffix, value = '', onChange, ...input }: TextFieldProps) {
  return (
    <div className="field">
      {prefix}
      <Input {...input} value={value} onChange={(v) => onChange?.(v)} clearable />
      {suffix}
    </div>
  )
}

export function PasswordField({
  maxLength = 64,
  ...props
}: FieldProps & { autoComplete?: string; inputMode?: 'numeric'; maxLength?: number }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={maxLength}
      suffix={
        <button
          type="button"
          className="field-icon"
          aria-label={t(visible ? 'auth.hide_password' : 'auth.show_password')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    />
  )
}

export function CodeField(props: FieldProps & { onSend: () => Promise<void> }) {
  const { onSend, ...field } = props
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      suffix={<CodeButton onSend={onSend} />}
    />
  )
}
