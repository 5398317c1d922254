import { Popup, SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { StateView } from '@/components/StateView'
import '../market.css'
import { searchQuotes } from '../quotes'
import type { QuoteItem } from '../types'
import { QuoteRow } from './QuoteRow'

export interface PairPickerProps<P extends QuoteItem> {
  visible: boolean
  pairs: P[]
  onPick: (pair: P) => void
  onClose: () => void
}

/** A sheet listing the spot pairs, with a search box, to switch the trade screen's pair. */
export default function PairPicker<P extends QuoteItem>({ visible, pairs, onPick, onClose }: PairPickerProps<P>) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const rows = searchQuotes(pairs, text)
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="pair-picker" destroyOnClose>
      <h3 className="pair-picker-title">{t('trade.switch_pair')}</h3>
      <SearchBar placeholder={t('quotes.search_placeholder')} value={text} onChange={setText} />
      <div className="pair-picker-list">
        {rows.length === 0 ? (
          <StateView title={t('quotes.search_empty')} />
        ) : (
          rows.map((item) => <QuoteRow key={item.id} item={item} onOpen={() => onPick(item)} />)
        )}
      </div>
    </Popup>
  )
}
