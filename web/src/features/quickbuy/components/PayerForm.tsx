import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Input } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { RequestError } from '@/lib/request'
import { toast } from '@/lib/toast'
import { EMPTY_PAYER, isRequired, payerFields, payerProblems, payerToSend, type PayerField } from '../payer'
import { useCreateOrder } from '../queries'
import type { QuickBuyQuote, QuickPayer } from '../types'
import { FieldError } from '@/components/form/UnitInput'

const INPUT_MODES: Partial<Record<PayerField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' }

interface PayerFormProps {
  quote: QuickBuyQuote
  expired: boolean
  /** The server found the quote expired. */
  onExpired: () => void
  onOrdered: (id: number) => void
}

/** Who pays, as the method asks (a bank transfer asks for the payer's bank account), then the order at the quote. */
export function PayerForm({ quote, expired, onExpired, onOrdered }: PayerFormProps) {
  const { t } = useTranslation()
  const ordering = useCreateOrder()
  const [payer, setPayer] = useState<QuickPayer>(EMPTY_PAYER)
  const [tried, setTried] = useState(false)
  const fields = payerFields(quote.method)
  const problems = payerProblems(payer, quote.method)
  const messages = { required: t('quickbuy.field_required'), email: t('quickbuy.email_invalid') }

  const submit = () => {
    setTried(true)
    if (expired || Object.keys(problems).length > 0) return
    ordering.mutate(
      { quoteId: quote.id, payer: payerToSend(payer, quote.method), key: newIdempotencyKey() },
      {
        onSuccess: (id) => {
          toast.success(t('quickbuy.ordered'))
          onOrdered(Number(id))
        },
        onError: (error) => {
          if (error instanceof RequestError && error.error === 'quote_expired') onExpired()
        },
      },
    )
  }

  return (
    <section className="ui-card qb-card qb-payer">
      <h3 className="qb-card-title">{t('quickbuy.payer_title')}</h3>
      {quote.method === 'bank' && <p className="qb-note">{t('quickbuy.payer_bank_note')}</p>}
      {fields.map((field) => {
        const problem = tried ? problems[field] : undefined
        const required = isRequired(field, quote.method)
        return (
          <div className="ui-field qb-field" key={field}>
            <label className="qb-field-label" htmlFor={`qb-payer-${field}`}>
              {t(`quickbuy.${field}`)}
              {!required && <small className="qb-optional"> ({t('quickbuy.optional')})</small>}
            </label>
            <div className="ui-input">
              <Input
                id={`qb-payer-${field}`}
                name={field}
                inputMode={INPUT_MODES[field]}
                value={payer[field]}
                onChange={(value) => setPayer((p) => ({ ...p, [field]: value }))}
              />
            </div>
            <FieldError>{problem && messages[problem]}</FieldError>
          </div>
        )
      })}
      <PrimaryButton className="qb-place-order" disabled={expired} loading={ordering.isPending} onClick={submit}>
        {t('quickbuy.place_order')}
      </PrimaryButton>
    </section>
  )
}
