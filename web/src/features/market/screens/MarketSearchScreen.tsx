import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import { QuoteList } from '../components/QuoteList'
import '../market.css'
import { useFavouriteIds, useQuotation } from '../queries'
import { allQuotes, searchQuotes } from '../quotes'
import { QuotationPending } from '@/components/trade/QuotationPending'

/** Searches every quote by symbol or asset name, with favourite stars. */
export function MarketSearchScreen() {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const quotation = useQuotation()
  const { data, isPending, isError } = quotation
  const favourites = useFavouriteIds()
  const items = searchQuotes(allQuotes(data), text)
  let body
  if (isPending || (isError && !data)) body = <QuotationPending quotation={quotation} />
  else {
    body = (
      <QuoteList
        items={items}
        favourites={favourites}
        empty={<StateView title={t('quotes.search_empty')} text={t('quotes.search_empty_text')} />}
      />
    )
  }
  return (
    <Page title={t('quotes.search_title')}>
      <div className="quote-search">
        <SearchBar placeholder={t('quotes.search_placeholder')} value={text} onChange={setText} autoFocus />
      </div>
      {body}
    </Page>
  )
}
