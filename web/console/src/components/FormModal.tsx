import { Modal, type FormInstance, type ModalProps } from 'antd'
import { useI18n } from '../lib/i18n'
import { showOnField } from './serverErrors'

interface FormModalProps<V> extends Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading' | 'destroyOnHidden'> {
  form: FormInstance<V>
  /** Sends the checked values; the dialog closes once the server has taken them. */
  onSave: (values: V) => Promise<unknown>
  /** Whether the values are on their way. */
  saving: boolean
  /** The fields a refusal of the server may name, shown on the field. */
  fields: readonly string[]
  onClose: () => void
}

/**
 * A dialog around a form: OK (Save unless told) checks the form, sends it and closes; a refusal that names one of
 * `fields` is shown on it, any other by the request's own notice.
 */
export function FormModal<V>({ form, onSave, saving, fields, onClose, okText, children, ...modal }: FormModalProps<V>) {
  const { t } = useI18n()
  return (
    <Modal
      {...modal}
      okText={okText ?? t('common.save')}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        void form
          .validateFields()
          .then(onSave)
          .then(onClose)
          .catch((error: unknown) => showOnField(form, error, fields))
      }
    >
      {children}
    </Modal>
  )
}
