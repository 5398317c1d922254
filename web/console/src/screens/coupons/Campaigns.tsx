import { useQuery } from '@tanstack/react-query'
import { Button, Card, Form, Input, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { FormModal } from '../../components/FormModal'
import { ReasonModal } from '../../components/ReasonModal'
import { rule } from '../../components/rules'
import { PagedTable, usePages } from '../../components/Paging'
import { can } from '../../lib/access'
import { answeredId } from '../../lib/api'
import { ADMIN, api } from '../../lib/client'
import { useAction, useRole } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { CouponCampaign, CouponCampaignPage, MarketingReserveLine } from '../../lib/types'
import { checkRequired } from '../../lib/validation'
import { useZone } from '../../lib/zone'
import { NewCampaign } from './NewCampaign'
import {
  ACTIVE,
  boostRateOf,
  campaignsKey,
  eligibilityLabel,
  kindLabel,
  PAGE,
  remainingOf,
  reserveKey,
  STATUS_COLORS,
  statusOf,
} from './shared'

/** What the `marketing` account holds, which coupons are paid from, for the roles that may read it. */
function MarketingBalance() {
  const { t } = useI18n()
  const role = useRole()
  const reserve = useQuery({
    queryKey: reserveKey,
    enabled: can(role, 'coupons.balance'),
    queryFn: () => api.get<MarketingReserveLine[]>(`${ADMIN}/coupons/reserve`),
  })
  const shown = reserve.data
  if (shown === undefined) return null
  return (
    <Space size={8} wrap className="coupon-balance">
      <Typography.Text type="secondary">{t('coupons.marketing_balance')}</Typography.Text>
      {shown.length === 0 ? (
        <Tag>0</Tag>
      ) : (
        shown.map((line) => (
          <Tag key={line.currency_id} color="blue" data-currency={line.currency_name}>
            {line.held} {line.currency_name}
          </Tag>
        ))
      )}
    </Space>
  )
}

/** Hands one coupon of a campaign to a user by account (eligibility and quantity still apply); audited. */
function IssueModal({ campaign, onClose }: { campaign: CouponCampaign | null; onClose: () => void }) {
  const { t, amount } = useI18n()
  const [form] = Form.useForm<{ account: string }>()
  const issue = useAction(
    (fields: { campaign: CouponCampaign; account: string }) =>
      api.post(`${ADMIN}/coupons/issue`, {
        campaign_id: fields.campaign.id,
        account: fields.account,
      }),
    [campaignsKey],
    ({ campaign: issued, account }, answer) => {
      const id = answeredId(answer)
      const facts = { title: issued.title, value: amount(issued.value), currency: issued.currency, account }
      return id === null ? t('coupons.issued_done', facts) : t('coupons.issued_done_id', { ...facts, id })
    },
  )
  return (
    <FormModal
      form={form}
      open={campaign !== null}
      title={campaign ? t('coupons.issue_title', { title: campaign.title }) : ''}
      okText={t('coupons.issue')}
      saving={issue.isPending}
      onSave={async ({ account }) => campaign && issue.mutateAsync({ campaign, account: account.trim() })}
      fields={['account']}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('coupons.issue_hint')}</Typography.Paragraph>
      <Form form={form} name="issue" layout="vertical" preserve={false}>
        <Form.Item name="account" label={t('coupons.account')} rules={[rule(checkRequired, t)]}>
          <Input autoFocus placeholder={t('coupons.account_hint')} />
        </Form.Item>
      </Form>
    </FormModal>
  )
}

/** The campaigns, newest first, with their terms and counts; an active one can be issued from or ended. */
export function Campaigns() {
  const { t } = useI18n()
  const zone = useZone()
  const { page, pagination } = usePages(PAGE)
  const [issuing, setIssuing] = useState<CouponCampaign | null>(null)
  const [ending, setEnding] = useState<CouponCampaign | null>(null)
  const list = useQuery({
    queryKey: [...campaignsKey, page],
    queryFn: () => api.get<CouponCampaignPage>(`${ADMIN}/coupons/campaigns`, { page, limit: PAGE }),
  })
  const end = useAction(
    (fields: { campaign: CouponCampaign; reason: string }) =>
      api.post(`${ADMIN}/coupons/campaigns/end`, { id: fields.campaign.id, reason: fields.reason }),
    [campaignsKey],
    ({ campaign }) => t('coupons.ended_done', { title: campaign.title }),
  )
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('coupons.intro')}
      </Typography.Paragraph>
      <NewCampaign />
      <Card size="small" title={t('coupons.campaigns')} extra={<MarketingBalance />}>
        <PagedTable<CouponCampaign>
          list={list}
          pagination={pagination}
          rowKey="id"
          scroll={{ x: 1200 }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('coupons.title'),
              key: 'title',
              width: 240,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <strong>{row.title}</strong>
                  {row.code ? (
                    <Typography.Text code className="coupon-code">
                      {row.code}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{t('coupons.no_code')}</Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('coupons.value'),
              key: 'value',
              width: 190,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <span>
                    {row.value} {row.currency}
                  </span>
                  <Typography.Text type="secondary">{kindLabel(row.kind, t)}</Typography.Text>
                  {boostRateOf(row) !== null && (
                    <Typography.Text type="success" className="coupon-rate">
                      {t('coupons.boost_rate', { rate: boostRateOf(row) ?? '' })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('coupons.eligibility'),
              key: 'eligibility',
              width: 150,
              render: (_, row) => eligibilityLabel(row, t),
            },
            {
              title: t('coupons.valid_days'),
              key: 'valid_days',
              width: 110,
              render: (_, row) => t('coupons.days', { days: row.valid_days }),
            },
            {
              title: t('coupons.counts'),
              key: 'counts',
              width: 190,
              render: (_, row) => (
                <Space orientation="vertical" size={0} className="coupon-counts">
                  <span className="coupon-issued">
                    {t('coupons.issued', { issued: row.issued, quantity: row.quantity })}
                  </span>
                  <span className="coupon-used">{t('coupons.used', { used: row.used })}</span>
                  <Typography.Text type="secondary" className="coupon-remaining">
                    {t('coupons.remaining', { remaining: remainingOf(row) })}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('common.status'),
              key: 'status',
              width: 90,
              render: (_, row) => {
                const status = statusOf(row.status)
                return <Tag color={STATUS_COLORS[status]}>{t(`coupons.status_${status}`)}</Tag>
              },
            },
            { title: zone.title(t('common.created')), dataIndex: 'created_at', width: 170 },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 170,
              fixed: 'end',
              render: (_, row) =>
                statusOf(row.status) === ACTIVE ? (
                  <Space size={4}>
                    <Button size="small" onClick={() => setIssuing(row)}>
                      {t('coupons.issue')}
                    </Button>
                    <Button size="small" danger onClick={() => setEnding(row)}>
                      {t('coupons.end')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      <IssueModal campaign={issuing} onClose={() => setIssuing(null)} />
      <ReasonModal
        open={ending !== null}
        title={ending ? t('coupons.end_title', { title: ending.title }) : ''}
        okText={t('coupons.end')}
        danger
        onCancel={() => setEnding(null)}
        onSubmit={async (reason) => {
          if (ending) await end.mutateAsync({ campaign: ending, reason })
          setEnding(null)
        }}
      />
    </Space>
  )
}
