import type { Form } from 'antd-mobile'
import type { ReactNode } from 'react'
import { AuthForm } from '@/components/form/AuthForm'
import { CodeItem } from '@/components/form/CodeAndPasswordItems'
import { Sheet } from '@/components/Sheet'
import { useTranslation } from '@/lib/i18n'

interface BindSheetProps<T> {
  visible: boolean
  onClose: () => void
  title: string
  form: ReturnType<typeof Form.useForm<T>>[0]
  busy: boolean
  onFinish: (values: T) => void
  /** Sends the code to the address being bound. */
  onSendCode: () => Promise<void>
  /** The address field (e-mail or mobile). */
  children: ReactNode
}

/**
 * The sheet's `onFinish`: sends the bind call what `toRequest` makes of the form's values and, once bound, empties
 * the form and calls `onBound`; a failure has been shown by the request wrapper.
 */
export function bindOnFinish<T, V>(
  form: ReturnType<typeof Form.useForm<T>>[0],
  binding: { mutate: (variables: V, options: { onSuccess: () => void }) => void },
  toRequest: (values: T) => V,
  onBound: () => void,
): (values: T) => void {
  return (values) =>
    binding.mutate(toRequest(values), {
      onSuccess: () => {
        form.resetFields()
        onBound()
      },
    })
}

/** The sheet that binds an address: the address, the code sent to it, and the bind button. */
export function BindSheet<T>({
  visible,
  onClose,
  title,
  form,
  busy,
  onFinish,
  onSendCode,
  children,
}: BindSheetProps<T>) {
  const { t } = useTranslation()
  return (
    <Sheet visible={visible} onClose={onClose} title={title}>
      <div className="form-sheet">
        <AuthForm form={form} busy={busy} submitText={t('security.bind_button')} onFinish={onFinish}>
          {children}
          <CodeItem onSendCode={onSendCode} />
        </AuthForm>
      </div>
    </Sheet>
  )
}
