import type { FormInstance } from 'antd'
import { ApiError } from '../lib/api'

/** Puts the server's message on the form field it names (when the form has that field); answers whether it did. */
export function showOnField(form: FormInstance, error: unknown, fields: readonly string[]): boolean {
  if (error instanceof ApiError && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [error.message] }])
    return true
  }
  return false
}
