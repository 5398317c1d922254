import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { Fact } from '@/components/Fact'
import { formatCountdown, remainingMs } from '../countdown'
import { plain } from '../terms'
import type { QuickBuyQuote } from '../types'

interface QuoteCardProps {
  quote: QuickBuyQuote
  now: number
  /** The server answered `quote_expired` even if the clock here has not run out. */
  expired: boolean
  requoting: boolean
  onRequote: () => void
}

/** The locked price: what is paid and received, and how long the price holds; a new quote once it has run out. */
export function QuoteCard({ quote, now, expired, requoting, onRequote }: QuoteCardProps) {
  const { t } = useTranslation()
  const left = remainingMs(quote.expires_at_ts, now)
  const over = expired || left === 0
  return (
    <section className="ui-card qb-card qb-quote" data-quote={quote.id}>
      <h3 className="qb-card-title">{t('quickbuy.quote_title')}</h3>
      <dl className="ui-facts">
        <Fact label={t('quickbuy.quote_amount')} className="qb-quote-amount">
          {plain(quote.amount)} {quote.fiat}
        </Fact>
        <Fact label={t('quickbuy.quote_receive')} className="qb-quote-receive qb-strong">
          {plain(quote.receive)} {quote.currency_name}
        </Fact>
        <div className="wide">
          <dt>{t('quickbuy.price')}</dt>
          <dd className="qb-quote-price">
            1 {quote.currency_name} = {plain(quote.price)} {quote.fiat}
          </dd>
        </div>
      </dl>
      {over ? (
        <div className="qb-expired" role="alert">
          <p>{t('quickbuy.quote_expired')}</p>
          <Button size="small" color="primary" className="qb-requote" loading={requoting} onClick={onRequote}>
            {t('quickbuy.requote')}
          </Button>
        </div>
      ) : (
        <p className="qb-note qb-quote-countdown" aria-live="polite">
          {t('quickbuy.quote_expires_in', { time: formatCountdown(left) })}
        </p>
      )}
    </section>
  )
}
