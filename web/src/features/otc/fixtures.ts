import type { OtcAdView, OtcConfig, OtcOrderView } from './types'

/** Answers shaped as docs/api/otc.md describes them, for the tests. */

export const testConfig: OtcConfig = {
  currencies: [
    { currency_id: 3, currency_name: 'USDT', currency_logo: '', price: '1' },
    { currency_id: 1, currency_name: 'BTC', currency_logo: '', price: '95000' },
  ],
  fiats: [
    { code: 'CNY', rate: '7.2' },
    { code: 'USD', rate: '1' },
  ],
  methods: ['bank', 'alipay', 'wechat'],
  rules: {
    deposit_currency: 'USDT',
    deposit: '500',
    appeal_minutes: 15,
    window_min: 10,
    window_max: 120,
    margin_max: '20',
    fee: '0',
    requirements: '',
  },
}

export function testAd(overrides: Partial<OtcAdView> = {}): OtcAdView {
  return {
    id: 7,
    side: 1,
    currency_id: 3,
    currency_name: 'USDT',
    fiat: 'CNY',
    price_type: 0,
    price: '7.23',
    margin: '0',
    total: '1000.00000000',
    remaining: '800.00000000',
    min: '100.00',
    max: '5000.00',
    methods: ['bank', 'alipay'],
    window: 15,
    remark: '',
    status: 1,
    merchant: {
      user_id: 11,
      name: 'Harbour Desk',
      completed: 42,
      completion_rate: '97.67',
      rating: '4.8',
      ratings: 30,
      since: '2025-01-02',
      since_ts: 1735776000000,
    },
    created_at: '2025-06-01 10:00:00',
    created_at_ts: 1748743200000,
    ...overrides,
  }
}

export function testOrder(overrides: Partial<OtcOrderView> = {}): OtcOrderView {
  return {
    id: 31,
    ad_id: 7,
    side: 1,
    role: 'buyer',
    currency_id: 3,
    currency_name: 'USDT',
    fiat: 'CNY',
    price: '7.23',
    amount: '100.00000000',
    fiat_amount: '723.00',
    method: 'bank',
    payee: {
      real_name: 'Li Wei',
      bank_name: 'Harbour Bank',
      bank_account: '6222 0000 1111',
      alipay_account: '',
      wechat_account: '',
    },
    buyer: { user_id: 20, name: 'buyer@example.com' },
    seller: { user_id: 11, name: 'Harbour Desk' },
    merchant_id: 11,
    status: 0,
    cancel_reason: '',
    voucher: '',
    pay_by: '2025-06-01 10:15:00',
    pay_by_ts: 1748744100000,
    paid_at: '',
    paid_at_ts: 0,
    appeal_at_ts: 0,
    closed_at: '',
    closed_at_ts: 0,
    dispute: null,
    rating: 0,
    created_at: '2025-06-01 10:00:00',
    created_at_ts: 1748743200000,
    ...overrides,
  }
}
