import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Descriptions, Drawer, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { PrivatePicture } from '../components/PrivatePicture'
import { ReasonModal } from '../components/ReasonModal'
import { StatusBar, useFilteredPages } from '../components/Paging'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import type { ListPage, ReviewItem } from '../lib/types'
import { useZone } from '../lib/zone'

const STATUSES = [1, 2, 3] as const
const ID_TYPES: Record<number, TextKey> = {
  1: 'identity.id_card',
  2: 'identity.passport',
  3: 'identity.driver_licence',
}

function ReviewDrawer({ review, onClose }: { review: ReviewItem | null; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useZone()
  const [rejecting, setRejecting] = useState(false)
  const approve = useAction(
    (id: number) => api.post(`${ADMIN}/identity/approve`, { id }),
    [['identity'], ['dashboard']],
  )
  const reject = useAction(
    (vars: { id: number; reason: string }) => api.post(`${ADMIN}/identity/reject`, vars),
    [['identity'], ['dashboard']],
  )
  const pictures = review
    ? (
        [
          ['front_pic', 'identity.front'],
          ['reverse_pic', 'identity.back'],
          ['hand_pic', 'identity.hand'],
        ] as const
      ).filter(([field]) => review[field] !== '')
    : []
  const waiting = review?.status === 1
  return (
    <Drawer
      open={review !== null}
      onClose={onClose}
      size={720}
      title={review ? `${t('identity.review')} #${review.id} · ${review.account}` : ''}
      extra={
        waiting &&
        review && (
          <Space>
            <Button danger onClick={() => setRejecting(true)}>
              {t('common.reject')}
            </Button>
            <Popconfirm
              title={t('identity.approve_confirm', { level: review.level })}
              onConfirm={() => approve.mutateAsync(review.id).then(onClose)}
              okText={t('common.approve')}
            >
              <Button type="primary" loading={approve.isPending}>
                {t('common.approve')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      {review && (
        <>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'user', label: t('users.user_id'), children: review.user_id },
              { key: 'account', label: t('users.account'), children: review.account },
              { key: 'level', label: t('identity.level'), children: review.level },
              {
                key: 'type',
                label: t('identity.id_type'),
                children: t(ID_TYPES[review.id_type] ?? 'identity.id_card'),
              },
              { key: 'name', label: t('identity.name'), children: review.name || '–' },
              {
                key: 'card',
                label: t('identity.card_id'),
                children: <span className="mono">{review.card_id || '–'}</span>,
              },
              { key: 'created', label: zone.title(t('common.created')), children: review.created_at },
              {
                key: 'same',
                label: t('identity.same_card'),
                children:
                  review.same_card_users.length > 0 ? (
                    <Tag color="orange">{review.same_card_users.map((id) => `#${id}`).join(', ')}</Tag>
                  ) : (
                    '–'
                  ),
              },
              ...(review.reject_reason
                ? [{ key: 'reason', label: t('form.reason'), children: review.reject_reason, span: 2 }]
                : []),
            ]}
          />
          {review.same_card_users.length > 0 && (
            <Alert type="warning" showIcon title={t('identity.same_card_warning')} style={{ marginTop: 12 }} />
          )}
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('identity.pictures')}
          </Typography.Title>
          {pictures.length === 0 ? (
            <Typography.Text type="secondary">{t('identity.no_pictures')}</Typography.Text>
          ) : (
            <div className="pictures">
              {pictures.map(([field, label]) => (
                <div key={field} className="picture-box">
                  <PrivatePicture path={review[field]} alt={t(label)} width={300} />
                  <Typography.Text type="secondary">{t(label)}</Typography.Text>
                </div>
              ))}
            </div>
          )}
          <ReasonModal
            open={rejecting}
            title={t('identity.reject_title')}
            okText={t('common.reject')}
            danger
            onCancel={() => setRejecting(false)}
            onSubmit={async (reason) => {
              await reject.mutateAsync({ id: review.id, reason })
              setRejecting(false)
              onClose()
            }}
          />
        </>
      )}
    </Drawer>
  )
}

/** The identity review queue (compliance): waiting, approved and rejected filings, each opened with its pictures. */
export default function Identity() {
  const { t } = useI18n()
  const zone = useZone()
  const { filter: status, setFilter: setStatus, page, pagination } = useFilteredPages<number>(1, 20)
  const [open, setOpen] = useState<ReviewItem | null>(null)
  const reviews = useQuery({
    queryKey: ['identity', status, page],
    queryFn: () => api.get<ListPage<ReviewItem>>(`${ADMIN}/identity/reviews`, { status, page, limit: 20 }),
  })
  return (
    <>
      <StatusBar
        value={status}
        onChange={setStatus}
        options={STATUSES.map((s) => ({ value: s, label: t(`identity.status_${s}`) }))}
      />
      {reviews.isError && <Alert type="error" showIcon title={reviews.error.message} />}
      <Table<ReviewItem>
        size="small"
        rowKey="id"
        loading={reviews.isLoading}
        dataSource={reviews.data?.list ?? []}
        onRow={(row) => ({ onDoubleClick: () => setOpen(row) })}
        pagination={pagination(reviews.data?.count)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('users.account'), dataIndex: 'account' },
          { title: t('users.user_id'), dataIndex: 'user_id', width: 90 },
          { title: t('identity.level'), dataIndex: 'level', width: 70, render: (v: number) => <Tag>L{v}</Tag> },
          { title: t('identity.name'), dataIndex: 'name' },
          {
            title: t('identity.id_type'),
            dataIndex: 'id_type',
            render: (v: number) => t(ID_TYPES[v] ?? 'identity.id_card'),
          },
          {
            title: t('identity.card_id'),
            dataIndex: 'card_id',
            render: (v: string) => <span className="mono">{v}</span>,
          },
          {
            title: t('identity.same_card'),
            dataIndex: 'same_card_users',
            width: 110,
            render: (v: number[]) => (v.length > 0 ? <Tag color="orange">{v.length}</Tag> : '–'),
          },
          { title: zone.title(t('common.created')), dataIndex: 'created_at', width: 170 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 100,
            render: (_, row) => (
              <Button size="small" type="link" onClick={() => setOpen(row)}>
                {t('common.open')}
              </Button>
            ),
          },
        ]}
      />
      <ReviewDrawer review={open} onClose={() => setOpen(null)} />
    </>
  )
}
