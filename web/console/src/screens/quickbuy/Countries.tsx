import { useQuery } from '@tanstack/react-query'
import { Button, Checkbox, Col, Form, Input, Row, Space, Tag, Typography } from 'antd'
import type { FormRule } from 'antd'
import { useState } from 'react'
import { FormModal } from '../../components/FormModal'
import { OnOffField } from '../../components/OnOffField'
import { QueryTable } from '../../components/Paging'
import { rule } from '../../components/rules'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n, type TextKey } from '../../lib/i18n'
import type { QuickCountry, QuickReceiving } from '../../lib/types'
import { checkPositiveAmount, checkRequired } from '../../lib/validation'
import { checkWholeAmount, methodLabel, METHODS, methodsOf } from './shared'

interface CountryValues {
  code: string
  name: string
  fiat: string
  rate: string
  methods: string[]
  min_amount: string
  max_amount: string
  bank_name: string
  account_name: string
  iban: string
  bic: string
  bank_address: string
  status: number
}

const FIELDS = [
  'code',
  'name',
  'fiat',
  'rate',
  'methods',
  'min_amount',
  'max_amount',
  'bank_name',
  'account_name',
  'iban',
  'bic',
  'bank_address',
  'status',
] as const

const RECEIVING = ['bank_name', 'account_name', 'iban', 'bic', 'bank_address'] as const

/** The platform's receiving account of a country, whether the server answers it flat or as `receiving`. */
function receivingOf(country: QuickCountry): QuickReceiving {
  const nested = country.receiving
  return Object.fromEntries(
    RECEIVING.map((field) => [field, country[field] ?? nested?.[field] ?? '']),
  ) as unknown as QuickReceiving
}

/** A maximum that must not be below the minimum; both are whole numbers. */
function notBelowMin(t: (key: TextKey) => string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const min = String(getFieldValue('min_amount') ?? '').trim()
      const max = String(value ?? '').trim()
      if (checkWholeAmount(min) === null && checkWholeAmount(max) === null && BigInt(max) < BigInt(min))
        throw new Error(t('quickbuy.below_min'))
    },
  })
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value))

function CountryModal({ country, onClose }: { country: QuickCountry | null; onClose: () => void }) {
  const { t } = useI18n()
  const [form] = Form.useForm<CountryValues>()
  const save = useAction(
    (values: CountryValues) =>
      api.post(`${ADMIN}/quickbuy/countries/save`, {
        code: values.code.trim(),
        name: values.name.trim(),
        fiat: values.fiat.trim(),
        rate: values.rate.trim(),
        methods: values.methods.join(','),
        min_amount: values.min_amount.trim(),
        max_amount: values.max_amount.trim(),
        bank_name: (values.bank_name ?? '').trim(),
        account_name: (values.account_name ?? '').trim(),
        iban: (values.iban ?? '').trim(),
        bic: (values.bic ?? '').trim(),
        bank_address: (values.bank_address ?? '').trim(),
        status: values.status,
      }),
    [['quickbuy', 'countries']],
  )
  const initial: Partial<CountryValues> | undefined = country
    ? {
        code: country.code,
        name: country.name,
        fiat: country.fiat,
        rate: country.rate,
        methods: methodsOf(country.methods),
        min_amount: text(country.min_amount),
        max_amount: text(country.max_amount),
        ...receivingOf(country),
        status: country.status === 1 ? 1 : 0,
      }
    : undefined
  const bankOffered = Form.useWatch('methods', form)?.includes('bank') ?? false
  return (
    <FormModal
      form={form}
      open={country !== null}
      title={country ? t('quickbuy.edit_country', { name: country.name, code: country.code }) : ''}
      width={640}
      saving={save.isPending}
      onSave={(values) => save.mutateAsync(values)}
      fields={FIELDS}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('quickbuy.countries_hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="code" label={t('quickbuy.code')} rules={[rule(checkRequired, t)]}>
              <Input disabled />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('quickbuy.country_name')} rules={[rule(checkRequired, t)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="fiat" label={t('quickbuy.fiat')} rules={[rule(checkRequired, t)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="rate"
              label={t('quickbuy.rate')}
              extra={t('quickbuy.rate_hint')}
              rules={[rule(checkPositiveAmount, t)]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="min_amount" label={t('quickbuy.min_amount')} rules={[rule(checkWholeAmount, t)]}>
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="max_amount"
              label={t('quickbuy.max_amount')}
              dependencies={['min_amount']}
              rules={[rule(checkWholeAmount, t), notBelowMin(t)]}
            >
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="methods"
              label={t('quickbuy.methods')}
              rules={[{ required: true, type: 'array', min: 1, message: t('quickbuy.methods_required') }]}
            >
              <Checkbox.Group options={METHODS.map((m) => ({ value: m, label: methodLabel(m, t) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <OnOffField
              name="status"
              label={t('common.status')}
              on={t('quickbuy.offered')}
              off={t('quickbuy.not_offered')}
            />
          </Col>
        </Row>
        <Typography.Title level={5}>{t('quickbuy.receiving')}</Typography.Title>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="bank_name" label={t('quickbuy.bank_name')} rules={[rule(checkRequired, t, bankOffered)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="account_name"
              label={t('quickbuy.account_name')}
              rules={[rule(checkRequired, t, bankOffered)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="iban" label={t('quickbuy.iban')} rules={[rule(checkRequired, t, bankOffered)]}>
              <Input className="mono" />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="bic" label={t('quickbuy.bic')}>
              <Input className="mono" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="bank_address" label={t('quickbuy.bank_address')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  )
}

/** Every country, offered or not, with its fiat, rate, limits, methods and the account bank transfers go to. */
export function Countries() {
  const { t } = useI18n()
  const [editing, setEditing] = useState<QuickCountry | null>(null)
  const countries = useQuery({
    queryKey: ['quickbuy', 'countries'],
    queryFn: () => api.post<QuickCountry[]>(`${ADMIN}/quickbuy/countries`),
  })
  return (
    <>
      <div className="toolbar">
        <Typography.Text type="secondary">{t('quickbuy.countries_hint')}</Typography.Text>
      </div>
      <QueryTable<QuickCountry>
        query={countries}
        rowKey="code"
        scroll={{ x: 1300 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('quickbuy.code'), dataIndex: 'code', width: 70 },
          { title: t('quickbuy.country_name'), dataIndex: 'name', width: 140 },
          { title: t('quickbuy.fiat'), dataIndex: 'fiat', width: 70 },
          { title: t('quickbuy.rate'), dataIndex: 'rate', width: 110, align: 'right' },
          {
            title: t('quickbuy.limits'),
            key: 'limits',
            width: 150,
            align: 'right',
            render: (_, row) => `${row.min_amount} – ${row.max_amount}`,
          },
          {
            title: t('quickbuy.methods'),
            key: 'methods',
            width: 200,
            render: (_, row) => (
              <Space size={4} wrap>
                {methodsOf(row.methods).map((m) => (
                  <Tag key={m}>{methodLabel(m, t)}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('quickbuy.receiving'),
            key: 'receiving',
            render: (_, row) => {
              const account = receivingOf(row)
              return account.iban || account.bank_name ? (
                <Space orientation="vertical" size={0}>
                  <span>
                    {account.bank_name}
                    {account.account_name ? ` · ${account.account_name}` : ''}
                  </span>
                  <span className="mono">
                    {account.iban}
                    {account.bic ? ` · ${account.bic}` : ''}
                  </span>
                </Space>
              ) : (
                '–'
              )
            },
          },
          {
            title: t('common.status'),
            key: 'status',
            width: 110,
            render: (_, row) =>
              row.status === 1 ? (
                <Tag color="green">{t('quickbuy.offered')}</Tag>
              ) : (
                <Tag>{t('quickbuy.not_offered')}</Tag>
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            fixed: 'end',
            render: (_, row) => (
              <Button size="small" type="link" onClick={() => setEditing(row)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <CountryModal key={editing?.code ?? 'none'} country={editing} onClose={() => setEditing(null)} />
    </>
  )
}
