import type { Pager } from '@/features/wallet'
import type { LeverTx } from './types'

/** A contract row as the server sends it, for tests: a 2-lot 10x long of BTC/USDT opened at 95000. */
export function testTx(extra: Partial<LeverTx> = {}): LeverTx {
  return {
    id: 7,
    type: 1,
    type_name: '',
    status: 1,
    status_name: '',
    symbol: 'BTC/USDT',
    currency: 1,
    legal: 3,
    price: '95000.00',
    update_price: '95000.00',
    share: 2,
    number: '0.02000000',
    multiple: 10,
    caution_money: '190.00000000',
    origin_caution_money: '190.00000000',
    trade_fee: '1.90000000',
    overnight_money: '0.00000000',
    spread: '0.0500',
    overnight_rate: '0.0500',
    liquidation_rate: '50.0000',
    target_profit_price: '0',
    stop_loss_price: '0',
    profits: '0.00000000',
    fact_profits: '0.00000000',
    order_type: 1,
    copy_trader: null,
    transaction_time: '2026-01-02 10:00:00',
    create_time: '2026-01-02 10:00:00',
    complete_time: null,
    close_price: null,
    close_reason: null,
    close_price_ts: null,
    price_source: '',
    open_price_source: null,
    open_price_ts: null,
    close_mark: null,
    insurance_paid: '0.00000000',
    ...extra,
  }
}

/** One page holding every row, in the Pager shape the server answers, for tests. */
export function testPager(rows: LeverTx[], perPage = 20): Pager<LeverTx> {
  return {
    current_page: 1,
    data: rows,
    first_page_url: '/?page=1',
    from: rows.length > 0 ? 1 : null,
    last_page: 1,
    last_page_url: '/?page=1',
    next_page_url: null,
    path: '/',
    per_page: perPage,
    prev_page_url: null,
    to: rows.length > 0 ? rows.length : null,
    total: rows.length,
  }
}
