import { Form, Row, type FormInstance } from 'antd'
import dayjs from 'dayjs'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../../lib/i18n'
import { render, waitFor } from '../../test/render'
import { answer } from '../../test/server'
import { ArtistField, CurrencyField, SaleTimeFields } from './SaleFields'

const ada = {
  id: 7,
  user_id: 70,
  account: 'ada@example.com',
  nickname: 'Ada',
  head_portrait: '',
  signature: '',
  status: 1,
  created_ts: 0,
}

/** The shared fields in a form of their own, with the form handed back to drive it. */
async function showFields() {
  setLang('en')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/getSiteConfig')) return answer({ timezone: '+02:00' })
      if (url.startsWith('/admin/api/nft/artists?')) return answer({ data: [ada], total: 1 })
      if (url.startsWith('/api/bind_box/getNftCurrency')) return answer([{ id: 3, name: 'USDT' }])
      return answer(null)
    }),
  )
  const held: { form?: FormInstance } = {}
  function Fields() {
    const [form] = Form.useForm()
    held.form = form
    return (
      <Form form={form} name="sale" layout="vertical">
        <Row>
          <ArtistField />
          <CurrencyField md={6} />
          <SaleTimeFields md={5} />
        </Row>
      </Form>
    )
  }
  await render(<Fields />)
  return held.form!
}

const labels = () => [...document.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent)
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)

describe('nft sale fields', () => {
  it('asks for the artist, the currency and the sale times in the display zone, each required', async () => {
    const form = await showFields()
    await waitFor(() => expect(labels()).toContain('Sale starts (UTC+2)'))
    expect(labels()).toEqual(['Artist', 'Currency', 'Sale starts (UTC+2)', 'Sale ends (UTC+2)'])
    expect(document.querySelectorAll('.ant-col-md-5')).toHaveLength(2)
    expect(document.querySelectorAll('.ant-col-md-6')).toHaveLength(1)
    expect(document.querySelectorAll('.ant-col-md-8')).toHaveLength(1)
    await act(async () => {
      await form.validateFields().catch(() => undefined)
    })
    await waitFor(() => expect(errors()).toEqual(['Required.', 'Required.', 'Required.', 'Required.']))
  })

  it('refuses a sale that ends before it starts', async () => {
    const form = await showFields()
    const start = dayjs('2026-03-02T10:00:00')
    await act(async () => {
      form.setFieldsValue({ artist_id: 7, currency_id: 3, start, end: start.subtract(1, 'hour') })
      await form.validateFields().catch(() => undefined)
    })
    await waitFor(() => expect(errors()).toEqual(['The sale must end after it starts.']))
    expect(form.getFieldError('end')).toEqual(['The sale must end after it starts.'])
    await act(async () => {
      form.setFieldsValue({ end: start.add(1, 'day') })
      await form.validateFields().catch(() => undefined)
    })
    expect(form.getFieldsError().flatMap((field) => field.errors)).toEqual([])
  })
})
