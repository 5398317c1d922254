/** What other features and the pages use of the market data: quotes, their widgets and the quotation query. */
export { HomeQuotes } from './components/HomeQuotes'
export { InstrumentHeader, PairStats } from './components/InstrumentHeader'
export { FoldableKline } from './components/FoldableKline'
export { KlineCard } from './components/KlineCard'
export { OrderBook } from './components/OrderBook'
export { PairPicker } from './components/LazyPairPicker'
export { FlashPrice } from './components/QuoteRow'
export { RecentTrades } from './components/RecentTrades'
export { TradingHours } from './components/TradingHours'
export { useQuotation } from './queries'
export {
  allQuotes,
  changeTone,
  defaultPair,
  findPair,
  formatChange,
  isSpot,
  markOf,
  markPrice,
  spotPairs,
} from './quotes'
export type { Currency, QuoteGroup, QuoteItem } from './types'
