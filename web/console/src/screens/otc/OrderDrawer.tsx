import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Descriptions, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd'
import { useState } from 'react'
import { UserPicture } from '../../components/UserPicture'
import { ADMIN, api } from '../../lib/client'
import { useI18n, type TextKey } from '../../lib/i18n'
import type { AdminOtcOrder, OtcChatMessage, OtcOrder, OtcParty } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { DecideModal } from './Decide'
import { cancelLabel, methodLabel, ORDER_COLORS, orderStatusOf, OUTCOMES, type Outcome } from './shared'

const SYSTEM_LINES: Record<string, TextKey> = {
  paid: 'otc.system_paid',
  released: 'otc.system_released',
  cancelled: 'otc.system_cancelled',
  timeout: 'otc.system_timeout',
  disputed: 'otc.system_disputed',
  decided_release: 'otc.system_decided_release',
  decided_return: 'otc.system_decided_return',
}

const PAYEE_FIELDS = [
  ['real_name', 'otc.payee_real_name'],
  ['bank_name', 'otc.payee_bank_name'],
  ['bank_account', 'otc.payee_bank_account'],
  ['alipay_account', 'otc.payee_alipay'],
  ['wechat_account', 'otc.payee_wechat'],
] as const

function Party({ party, order }: { party: OtcParty; order: OtcOrder }) {
  const { t } = useI18n()
  return (
    <Space size={4}>
      <span>
        {party.name || '–'} (#{party.user_id})
      </span>
      {party.user_id === order.merchant_id && <Tag color="purple">{t('otc.merchant')}</Tag>}
    </Space>
  )
}

/** Who wrote a chat line: the platform, an operator, or one of the parties by name and side. */
function senderOf(line: OtcChatMessage, order: OtcOrder, t: (key: TextKey) => string): string {
  if (line.kind === 'system' || line.sender === 0) return t('otc.sender_platform')
  if (line.kind === 'operator') return t('otc.sender_operator')
  const side =
    line.sender === order.buyer.user_id ? t('otc.buyer') : line.sender === order.seller.user_id ? t('otc.seller') : ''
  return side ? `${line.sender_name} · ${side}` : line.sender_name
}

function ChatLine({ line, order }: { line: OtcChatMessage; order: OtcOrder }) {
  const { t } = useI18n()
  const system = line.kind === 'system'
  let body
  if (system) body = <Tag>{SYSTEM_LINES[line.content] ? t(SYSTEM_LINES[line.content]) : line.content}</Tag>
  else if (line.kind === 'image') body = <UserPicture path={line.content} alt={t('otc.chat_picture')} width={200} />
  else body = <div className="otc-text">{line.content}</div>
  return (
    <div className={`otc-chat-line otc-chat-${system ? 'system' : line.kind}`} data-line={line.id}>
      <Typography.Text type="secondary" className="otc-chat-meta">
        {senderOf(line, order, t)} · {line.created_at}
      </Typography.Text>
      {body}
    </div>
  )
}

function OrderFacts({ order }: { order: OtcOrder }) {
  const { t } = useI18n()
  const zone = useZone()
  const status = orderStatusOf(order.status)
  const payee = PAYEE_FIELDS.filter(([field]) => order.payee?.[field])
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={2}
        title={t('otc.order_facts')}
        items={[
          {
            key: 'status',
            label: t('common.status'),
            children: <Tag color={ORDER_COLORS[status]}>{t(`otc.order_status_${status}`)}</Tag>,
          },
          { key: 'side', label: t('otc.side'), children: t(order.side === 1 ? 'otc.side_1' : 'otc.side_2') },
          { key: 'amount', label: t('common.amount'), children: `${order.amount} ${order.currency_name}` },
          { key: 'price', label: t('otc.price'), children: `${order.price} ${order.fiat}` },
          { key: 'fiat_amount', label: t('otc.fiat_amount'), children: `${order.fiat_amount} ${order.fiat}` },
          { key: 'method', label: t('otc.method'), children: methodLabel(order.method, t) },
          { key: 'created', label: zone.title(t('common.created')), children: order.created_at || '–' },
          { key: 'pay_by', label: zone.title(t('otc.pay_by')), children: order.pay_by || '–' },
          { key: 'paid_at', label: zone.title(t('otc.paid_at')), children: order.paid_at || '–' },
          { key: 'closed_at', label: zone.title(t('otc.closed_at')), children: order.closed_at || '–' },
          { key: 'buyer', label: t('otc.buyer'), children: <Party party={order.buyer} order={order} /> },
          { key: 'seller', label: t('otc.seller'), children: <Party party={order.seller} order={order} /> },
          ...(order.cancel_reason
            ? [{ key: 'cancel_reason', label: t('otc.cancel_reason'), children: cancelLabel(order.cancel_reason, t) }]
            : []),
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={1}
        title={t('otc.payee')}
        items={
          payee.length > 0
            ? payee.map(([field, label]) => ({
                key: field,
                label: t(label),
                children: <span className="mono">{order.payee[field]}</span>,
              }))
            : [{ key: 'none', label: t('otc.payee'), children: '–' }]
        }
      />
      <div>
        <Typography.Title level={5}>{t('otc.voucher')}</Typography.Title>
        {order.voucher ? (
          <UserPicture path={order.voucher} alt={t('otc.voucher')} width={320} />
        ) : (
          <Typography.Text type="secondary">{t('otc.no_voucher')}</Typography.Text>
        )}
      </div>
      {order.dispute && (
        <Descriptions
          size="small"
          bordered
          column={1}
          title={t('otc.dispute')}
          items={[
            {
              key: 'opened_by',
              label: t('otc.opened_by'),
              children:
                order.dispute.opened_by === order.buyer.user_id
                  ? `${t('otc.buyer')} · ${order.buyer.name}`
                  : order.dispute.opened_by === order.seller.user_id
                    ? `${t('otc.seller')} · ${order.seller.name}`
                    : `#${order.dispute.opened_by}`,
            },
            { key: 'opened_at', label: zone.title(t('otc.opened_at')), children: order.dispute.opened_at || '–' },
            {
              key: 'reason',
              label: t('otc.dispute_reason'),
              children: <span className="otc-text">{order.dispute.reason}</span>,
            },
            {
              key: 'outcome',
              label: t('otc.outcome'),
              children: order.dispute.outcome ? t(`otc.outcome_${order.dispute.outcome}`) : t('otc.outcome_pending'),
            },
            ...(order.dispute.outcome
              ? [
                  {
                    key: 'outcome_reason',
                    label: t('otc.outcome_reason'),
                    children: <span className="otc-text">{order.dispute.outcome_reason}</span>,
                  },
                  {
                    key: 'decided_at',
                    label: zone.title(t('otc.decided_at')),
                    children: order.dispute.decided_at || '–',
                  },
                ]
              : []),
          ]}
        />
      )}
    </Space>
  )
}

/** One order with its parties, payee, voucher, dispute and whole chat; a pending dispute is decided from here. */
export function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useZone()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const detail = useQuery({
    queryKey: ['otc', 'order', id],
    enabled: id !== null,
    queryFn: () => api.post<AdminOtcOrder>(`${ADMIN}/otc/order`, { id: id ?? 0 }),
  })
  const order = detail.data?.order
  const pending = order?.status === 2 && order.dispute !== null && !order.dispute.outcome
  return (
    <Drawer open={id !== null} onClose={onClose} size={760} title={id !== null ? `${t('otc.order')} #${id}` : ''}>
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
      {detail.isLoading && <Spin className="screen-spin" />}
      {order && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {pending && (
            <Alert
              type="warning"
              showIcon
              title={t('otc.decide_intro')}
              action={
                <Space className="otc-decision">
                  {OUTCOMES.map((choice) => (
                    <Button key={choice} type="primary" danger={choice === 'return'} onClick={() => setOutcome(choice)}>
                      {t(`otc.outcome_${choice}`)}
                    </Button>
                  ))}
                </Space>
              }
            />
          )}
          <OrderFacts order={order} />
          <div>
            <Typography.Title level={5}>{zone.title(t('otc.chat'))}</Typography.Title>
            {(detail.data?.chat ?? []).length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('otc.no_chat')} />
            ) : (
              <div className="otc-chat">
                {detail.data!.chat.map((line) => (
                  <ChatLine key={line.id} line={line} order={order} />
                ))}
              </div>
            )}
          </div>
          <DecideModal order={order} outcome={outcome} onClose={() => setOutcome(null)} />
        </Space>
      )}
    </Drawer>
  )
}
