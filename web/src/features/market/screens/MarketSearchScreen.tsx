import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { QuoteList } from '../components/QuoteList'
import '../market.css'
import { useFavouriteIds, useQuotation } from '../queries'
import { allQuotes, searchQuotes } from '../quotes'

/** Searches every quote by symbol or asset name, with favourite stars. */
export function MarketSearchScreen() {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const { data, isPending, isError, refetch } = useQuotation()
  const favourites = useFavouriteIds()
  const items = searchQuotes(allQuotes(data), text)
  let body
  if (isPending) body = <LoadingView label={t('common.loading')} />
  else if (isError && !data) {
    body = (
      <StateView title={t('quotes.load_failed')} action={{ label: t('common.retry'), onClick: () => void refetch() }} />
    )
  } else {
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
