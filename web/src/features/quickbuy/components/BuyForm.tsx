import { PrimaryButton } from '@/components/form/PrimaryButton'
import { PickOne } from '@/components/form/PickOne'
import { localizeDays } from '@/lib/duration'
import { useState } from 'react'
import { CoinName } from '@/components/CoinIcon'
import { FieldError, UnitField } from '@/components/form/UnitInput'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { isLang, languageOption } from '@/lib/languages'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { useNavigate } from '@/lib/router'
import { isExpired } from '../countdown'
import { countryName } from '../country'
import { useQuote } from '../queries'
import { amountProblem, estimateReceive, plain } from '../terms'
import type { QuickBuyConfig, QuickBuyMethod, QuickBuyQuote, QuickQuoteInput } from '../types'
import { PayerForm } from './PayerForm'
import { QuoteCard } from './QuoteCard'

const METHODS: readonly QuickBuyMethod[] = ['bank', 'card', 'wallet']

type Choice = 'select_country' | 'select_method'

/** Picks country, coin, method and a whole fiat amount, locks a quote, then takes the payer and opens the order. */
export function BuyForm({ config }: { config: QuickBuyConfig }) {
  const { t, i18n } = useTranslation()
  const tag = isLang(i18n.language) ? languageOption(i18n.language).tag : 'en'
  const navigate = useNavigate()
  const quoting = useQuote()
  // The only country on offer is chosen already, so its methods can be picked at once.
  const [countryCode, setCountryCode] = useState<string | undefined>(
    config.countries.length === 1 ? config.countries[0].code : undefined,
  )
  const [coinId, setCoinId] = useState<number | undefined>(config.currencies[0]?.currency_id)
  const [method, setMethod] = useState<QuickBuyMethod | undefined>(undefined)
  const [amount, setAmount] = useState('')
  const [missing, setMissing] = useState<Choice | null>(null)
  const [tried, setTried] = useState(false)
  const [refusal, setRefusal] = useState('')
  const [quote, setQuote] = useState<QuickBuyQuote | null>(null)
  const [serverExpired, setServerExpired] = useState(false)
  const now = useNow({ running: quote !== null })

  const country = config.countries.find((c) => c.code === countryCode)
  const coin = config.currencies.find((c) => c.currency_id === coinId)
  const methods = country?.methods ?? []
  const chosenMethod = method && methods.includes(method) ? method : undefined
  const fiat = country?.fiat ?? ''
  const amountIssue = country && (amount.trim() || tried) ? amountProblem(amount, country) : null
  const estimate =
    country && coin && amount.trim() && amountIssue === null
      ? estimateReceive(amount, coin, country, config.rules)
      : null
  const expired = quote !== null && (serverExpired || isExpired(quote.expires_at_ts, now))

  /** Any change of what is bought drops the quote: it was locked for the old choice. */
  const changed = () => {
    setQuote(null)
    setServerExpired(false)
    setRefusal('')
    setMissing(null)
  }

  const ask = (params: QuickQuoteInput) => {
    setRefusal('')
    quoting.mutate(params, {
      onSuccess: (locked) => {
        setServerExpired(false)
        setQuote(locked)
      },
      onError: (error) => {
        if (error instanceof RequestError && error.error === 'region_not_supported') {
          setQuote(null)
          setRefusal(error.message)
        }
      },
    })
  }

  const getQuote = () => {
    if (!country || !coin) return setMissing('select_country')
    if (!chosenMethod) return setMissing('select_method')
    setMissing(null)
    setTried(true)
    if (amountProblem(amount, country) !== null) return
    ask({ country: country.code, currency: coin.currency_id, method: chosenMethod, amount: amount.trim() })
  }

  const requote = () => {
    if (!quote) return
    ask({ country: quote.country, currency: quote.currency_id, method: quote.method, amount: quote.amount })
  }

  const amountMessages = {
    invalid: t('quickbuy.amount_invalid'),
    below_min: t('quickbuy.amount_below_min', { min: plain(country?.min_amount), fiat }),
    above_max: t('quickbuy.amount_above_max', { max: plain(country?.max_amount), fiat }),
  }

  if (config.countries.length === 0 || config.currencies.length === 0) {
    return <p className="qb-note qb-unavailable">{t('quickbuy.unavailable')}</p>
  }

  return (
    <div className="qb-form">
      <section className="ui-card qb-card">
        <h3 className="qb-card-title">{t('quickbuy.country')}</h3>
        <PickOne
          className="qb-countries"
          columns={3}
          value={countryCode || undefined}
          onPick={(value) => {
            setCountryCode(value)
            changed()
          }}
          options={config.countries.map((c) => ({
            value: c.code,
            label: (
              <span className="qb-option">
                <span>{countryName(c, tag)}</span>
                <small>{c.fiat}</small>
              </span>
            ),
          }))}
        />

        <h3 className="qb-card-title qb-spaced">{t('quickbuy.coin')}</h3>
        <PickOne
          className="qb-coins"
          columns={3}
          value={coinId}
          onPick={(value) => {
            setCoinId(value)
            changed()
          }}
          options={config.currencies.map((c) => ({
            value: c.currency_id,
            label: <CoinName symbol={c.currency_name} />,
          }))}
        />

        <h3 className="qb-card-title qb-spaced">{t('quickbuy.method')}</h3>
        <PickOne
          className="qb-methods"
          columns={3}
          value={chosenMethod || undefined}
          onPick={(value) => {
            setMethod(METHODS.find((m) => m === value))
            changed()
          }}
          options={(country ? methods : METHODS).map((m) => ({
            value: m,
            label: t(`quickbuy.method_${m}`),
            disabled: !country,
          }))}
        />
        {chosenMethod === 'bank' && (
          <p className="qb-note qb-bank-days">
            {t('quickbuy.bank_days', { days: localizeDays(config.rules.bank_days, t) })}
          </p>
        )}
      </section>

      <section className="ui-card qb-card ui-field">
        <UnitField
          id="qb-amount"
          label={t('quickbuy.amount')}
          labelClassName="qb-field-label"
          aside={
            country && (
              <span className="qb-limits">
                {t('quickbuy.amount_range', { min: plain(country.min_amount), max: plain(country.max_amount), fiat })}
              </span>
            )
          }
          name="amount"
          inputMode="numeric"
          placeholder={country ? `${plain(country.min_amount)} – ${plain(country.max_amount)}` : ''}
          value={amount}
          onChange={(value) => {
            setAmount(value)
            changed()
          }}
          unit={fiat}
          error={amountIssue && amountMessages[amountIssue]}
          errorClassName="qb-amount-error"
        />
        <dl className="ui-facts">
          <div className="wide">
            <dt>{t('quickbuy.estimate')}</dt>
            <dd className="qb-estimate qb-strong">
              {estimate && coin ? `≈ ${estimate.toFixed()} ${coin.currency_name}` : '--'}
            </dd>
          </div>
        </dl>
        <p className="qb-note">{t('quickbuy.estimate_note', { spread: plain(config.rules.spread) })}</p>
        <FieldError className="qb-missing">
          {missing && t(missing === 'select_country' ? 'quickbuy.select_country' : 'quickbuy.select_method')}
        </FieldError>
        <FieldError className="qb-refusal">{refusal && refusal}</FieldError>
        {!quote && (
          <PrimaryButton
            className="qb-get-quote"
            disabled={amountIssue !== null}
            loading={quoting.isPending}
            onClick={getQuote}
          >
            {t('quickbuy.get_quote')}
          </PrimaryButton>
        )}
      </section>

      {quote && (
        <>
          <QuoteCard quote={quote} now={now} expired={expired} requoting={quoting.isPending} onRequote={requote} />
          <PayerForm
            key={quote.method}
            quote={quote}
            expired={expired}
            onExpired={() => setServerExpired(true)}
            onOrdered={(id) => void navigate(`${ROUTES.quickbuyOrder}?id=${id}`)}
          />
        </>
      )}

      <section className="ui-card qb-card qb-rules">
        <h3 className="qb-card-title">{t('quickbuy.rules_title')}</h3>
        <ol>
          <li>{t('quickbuy.rule_quote', { seconds: config.rules.quote_seconds })}</li>
          <li>{t('quickbuy.rule_pay', { minutes: config.rules.pay_minutes })}</li>
          <li>{t('quickbuy.rule_bank', { days: localizeDays(config.rules.bank_days, t) })}</li>
        </ol>
      </section>
    </div>
  )
}
