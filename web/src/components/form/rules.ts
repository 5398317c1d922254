import type { FormItemProps } from 'antd-mobile'

export type Rule = NonNullable<FormItemProps['rules']>[number]

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** A form rule that passes when `test` accepts the trimmed input, else shows `message`. */
export function check(test: (value: string) => boolean, message: string): Rule {
  return {
    validator: (_rule, value: unknown) => (test(text(value)) ? Promise.resolve() : Promise.reject(new Error(message))),
  }
}

export function required(message: string): Rule {
  return check((value) => value !== '', message)
}

/** Passes when the input is empty or accepted by `test`. */
export function optional(test: (value: string) => boolean, message: string): Rule {
  return check((value) => value === '' || test(value), message)
}

/** Confirmation rule: the input must equal the value of `field`. */
export function sameAs(field: string, message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
  })
}
