import { Button, Form } from 'antd-mobile'
import type { ReactNode } from 'react'
import './form.css'

type FormInstance = ReturnType<typeof Form.useForm>[0]

interface AuthFormProps<T> {
  form?: FormInstance
  busy: boolean
  submitText: string
  onFinish: (values: T) => void
  children: ReactNode
}

/** The vertical form with one full-width submit button that every account screen uses. */
export function AuthForm<T>({ form, busy, submitText, onFinish, children }: AuthFormProps<T>) {
  return (
    <Form
      form={form}
      className="auth-form"
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={(values: T) => onFinish(values)}
      footer={
        <Button className="submit" block type="submit" color="primary" loading={busy}>
          {submitText}
        </Button>
      }
    >
      {children}
    </Form>
  )
}
