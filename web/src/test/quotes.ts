import type { DaymarketPush, QuoteGroup, QuoteItem } from '@/features/market/types'

/** A quote as the server sends it, for tests. */
export function testQuote(extra: Partial<QuoteItem> = {}): QuoteItem {
  return {
    id: 1,
    currency_id: 1,
    legal_id: 3,
    currency_name: 'BTC',
    legal_name: 'USDT',
    symbol: 'BTC/USDT',
    logo: '',
    now_price: '95000.00',
    index_price: '',
    change: '+1.20',
    volume: '1234.5',
    high: '96000.00',
    low: '93000.00',
    rmb_relation: '684000.00',
    market_from: 1,
    market_from_name: 'spot',
    category: 'crypto',
    category_text: 'Crypto',
    open_coin_trade: 1,
    open_lever: 1,
    open_microtrade: 1,
    sort: 1,
    simulated: 0,
    price_scale: 2,
    qty_scale: 6,
    min_qty: '0.000010',
    min_notional: '5.00000000',
    lever_share_num: '0',
    lever_min_share: 0,
    lever_max_share: 0,
    lever_trade_fee: '0.0000',
    overnight: '0.0000',
    spread: '0.0000',
    trading_hours: '',
    trading_open: 1,
    ...extra,
  }
}

/** BTC, ETH and a simulated stock against USDT, as `/currency/quotation_new` answers. */
export function testQuotation(): QuoteGroup[] {
  return [
    {
      id: 3,
      name: 'USDT',
      logo: '',
      scale: 8,
      is_legal: 0,
      is_lever: 0,
      is_match: 1,
      is_micro: 0,
      is_transfer: 1,
      quotation: [
        testQuote(),
        testQuote({
          id: 2,
          currency_id: 2,
          currency_name: 'ETH',
          symbol: 'ETH/USDT',
          now_price: '3500.00',
          change: '-2.50',
          sort: 2,
        }),
        testQuote({
          id: 9,
          currency_id: 20,
          currency_name: 'AAPL',
          symbol: 'AAPL/USDT',
          now_price: '210.50',
          change: '+3.10',
          market_from: 2,
          market_from_name: 'index',
          category: 'stock',
          category_text: 'stock',
          simulated: 1,
          sort: 3,
          trading_hours: '13:30-20:00',
          trading_open: 0,
        }),
      ],
    },
  ]
}

/** A `daymarket` ticker of BTC/USDT as the server pushes it, for tests. */
export function testDaymarket(extra: Partial<DaymarketPush> = {}): DaymarketPush {
  return {
    type: 'daymarket',
    period: '1day',
    match_id: 1,
    currency_id: 1,
    legal_id: 3,
    currency_name: 'BTC',
    legal_name: 'USDT',
    symbol: 'BTC/USDT',
    'base-currency': 'BTC',
    'quote-currency': 'USDT',
    time: 1767319200000,
    add_time: '2026-01-02 10:00:00',
    open: '94000.00',
    close: '95000.00',
    now_price: '95000.00',
    index_price: '',
    change: '+1.20',
    volume: '1234.5',
    high: '96000.00',
    low: '93000.00',
    trading_hours: '',
    trading_open: 1,
    ...extra,
  }
}
