import type { MicroOrder } from './types'

/** An option as the server sends it, for tests: 100 USDT on BTC/USDT going up for 30 s at 85 %, entered at 95000. */
export function testOption(extra: Partial<MicroOrder> = {}): MicroOrder {
  return {
    id: 31,
    match_id: 1,
    currency_id: 3,
    currency_name: 'USDT',
    symbol_name: 'BTC/USDT',
    type: 1,
    type_name: '',
    seconds: 30,
    number: '100.00000000',
    open_price: '95000.00',
    end_price: null,
    profit_ratio: '85.00',
    fee: '0.00000000',
    status: 1,
    status_name: '',
    fact_profits: '0',
    profit_result: 0,
    profit_result_name: '',
    created_at: '2026-01-02 10:00:00',
    handled_at: null,
    open_price_ts: 1767319200000,
    end_price_ts: null,
    price_source: 'index',
    end_price_source: null,
    formula: '',
    remain_milli_seconds: 30_000,
    ...extra,
  }
}

/** The same option settled at `end` (a win for an up option when `end` is above 95000). */
export function settledOption(
  end: string,
  result: MicroOrder['profit_result'],
  profit: string,
  extra: Partial<MicroOrder> = {},
): MicroOrder {
  return testOption({
    status: 3,
    end_price: end,
    end_price_ts: 1767319230000,
    profit_result: result,
    fact_profits: profit,
    handled_at: '2026-01-02 10:00:30',
    ...extra,
  })
}
