import { useTranslation } from '@/lib/i18n'
import type { OtcMethod } from '../types'

/** The payment methods of an ad or an order as tags. */
export function Methods({ methods }: { methods: readonly OtcMethod[] }) {
  const { t } = useTranslation()
  return (
    <span className="otc-methods">
      {methods.map((method) => (
        <span key={method} className={`ui-tag otc-method otc-method-${method}`}>
          {t(`otc.method_${method}`)}
        </span>
      ))}
    </span>
  )
}
