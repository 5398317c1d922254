import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { SearchOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { NftGrid } from '../components/NftGrid'
import '../nft.css'
import { useNftList } from '../queries'
import { useNftStrings } from '../strings'

function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation()
  const list = useNftList({ keyword })
  return (
    <NftGrid query={list} empty={<StateView icon={<SearchOutline />} title={t('nft.no_results', { keyword })} />} />
  )
}

/** Artworks and boxes found by a keyword (`?keyword=`), searched when submitted. */
export function SearchScreen() {
  const { t } = useNftStrings()
  const [params, setParams] = useSearchParams()
  const keyword = params.get('keyword')?.trim() ?? ''
  const [text, setText] = useState(keyword)
  const search = (value: string) => {
    const next = value.trim()
    setParams(next ? { keyword: next } : {}, { replace: true })
  }
  return (
    <Page title={t('nft.search')}>
      <div className="nft">
        <SearchBar
          className="nft-search"
          placeholder={t('nft.search_placeholder')}
          value={text}
          onChange={setText}
          onSearch={search}
          onClear={() => search('')}
        />
        {keyword ? (
          <Results key={keyword} keyword={keyword} />
        ) : (
          <StateView icon={<SearchOutline />} title={t('nft.search_hint')} />
        )}
      </div>
    </Page>
  )
}
