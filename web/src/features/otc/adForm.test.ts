import { describe, expect, it } from 'vitest'
import { adInput, adProblems, draftOf } from './adForm'
import { testAd, testConfig } from './fixtures'

const filled = {
  ...draftOf(testConfig),
  price: '7.25',
  total: '1000',
  min: '100',
  max: '5000',
  methods: ['bank' as const],
  window: '15',
}

describe('the ad form', () => {
  it('accepts a complete fixed-price ad and sends its methods as a comma list, without a margin', () => {
    expect(adProblems(filled, testConfig.rules)).toEqual([])
    const input = adInput({ ...filled, methods: ['bank', 'wechat'] })
    expect(input).toEqual({
      id: 0,
      side: 1,
      currency: 3,
      fiat: 'CNY',
      price_type: 0,
      price: '7.25',
      total: '1000',
      min: '100',
      max: '5000',
      methods: 'bank,wechat',
      window: 15,
      remark: '',
    })
  })

  it('names every field that breaks the published rules', () => {
    const problems = adProblems(
      { ...filled, price: '7.255', total: '0', min: '200', max: '100', methods: [], window: '5' },
      testConfig.rules,
    )
    expect(problems).toEqual(['price', 'total', 'max', 'methods', 'window'])
  })

  it('keeps a floating margin within the published bound and sends it instead of a price', () => {
    const floating = { ...filled, priceType: 1 as const, price: '' }
    expect(adProblems({ ...floating, margin: '20.5' }, testConfig.rules)).toEqual(['margin'])
    expect(adProblems({ ...floating, margin: '-20' }, testConfig.rules)).toEqual([])
    const input = adInput({ ...floating, margin: '-1.5' })
    expect(input.margin).toBe('-1.5')
    expect('price' in input).toBe(false)
  })

  it('starts from an existing ad when editing it', () => {
    const draft = draftOf(testConfig, testAd({ price_type: 1, margin: '2' }))
    expect(draft).toMatchObject({
      id: 7,
      priceType: 1,
      margin: '2',
      price: '',
      methods: ['bank', 'alipay'],
      window: '15',
    })
  })
})
