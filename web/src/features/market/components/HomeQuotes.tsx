import { Skeleton } from 'antd-mobile'
import { HistogramOutline, RightOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { Link } from '@/lib/router'
import { StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import '../market.css'
import { useQuotation } from '../queries'
import { allQuotes, changeTone, formatChange, topBySort, topGainers } from '../quotes'
import { useOpenQuote } from './QuoteList'
import { FlashPrice, QuoteRow } from './QuoteRow'

const CARDS = 3
const GAINERS = 5

/** Home's quotes: the first three pairs as cards, then the five largest 24 h gains. */
export function HomeQuotes() {
  const { t } = useTranslation()
  const { data, isPending, isError, refetch } = useQuotation()
  const open = useOpenQuote()
  const items = allQuotes(data)
  const title = (
    <h3 className="section-title">
      {t('home.markets_title')}
      {items.length > 0 && (
        <Link className="home-more" to={ROUTES.market}>
          {t('quotes.more')}
          <RightOutline />
        </Link>
      )}
    </h3>
  )
  if (isPending) {
    return (
      <section className="card home-quotes">
        {title}
        <Skeleton.Paragraph lineCount={4} animated />
      </section>
    )
  }
  if (items.length === 0) {
    return (
      <section className="card home-quotes">
        {title}
        <StateView
          icon={<HistogramOutline />}
          title={t(isError ? 'quotes.load_failed' : 'quotes.empty_title')}
          action={isError ? { label: t('common.retry'), onClick: () => void refetch() } : undefined}
        />
      </section>
    )
  }
  return (
    <section className="card home-quotes">
      {title}
      <div className="quote-cards">
        {topBySort(items, CARDS).map((item) => (
          <button type="button" key={item.id} className="quote-card" onClick={() => open(item)}>
            <span className="quote-card-symbol">{item.symbol}</span>
            <FlashPrice item={item} className={`quote-card-price ${changeTone(item.change)}`} />
            <span className={`quote-card-change num ${changeTone(item.change)}`}>{formatChange(item.change)}</span>
          </button>
        ))}
      </div>
      <h4 className="quote-subtitle">{t('quotes.gainers')}</h4>
      {topGainers(items, GAINERS).map((item) => (
        <QuoteRow key={item.id} item={item} onOpen={() => open(item)} />
      ))}
    </section>
  )
}
