import type { FormRule } from 'antd'
import type { TextKey } from '../lib/i18n'
import type { Check } from '../lib/validation'

/** An antd form rule from one of the console's checks, its message in the current language. */
export function rule(check: Check, t: (key: TextKey) => string, required = true): FormRule {
  return {
    required,
    validator: async (_, value: unknown) => {
      if (!required && (value === undefined || value === null || value === '')) return
      const problem = check(value)
      if (problem) throw new Error(t(problem))
    },
  }
}
