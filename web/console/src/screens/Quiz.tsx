import { useQuery } from '@tanstack/react-query'
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, Row, Space, Tag, Typography } from 'antd'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { PagedTable, usePages } from '../components/Paging'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import type { PageOf, QuizRound, QuizState } from '../lib/types'
import { checkRequired } from '../lib/validation'
import { useZone } from '../lib/zone'
import { roundTimes, timesProblem, type PickedTimes } from './quiz/times'

const PAGE = 20

const STATE_COLORS: Record<QuizState, string> = { 0: 'default', 1: 'blue', 2: 'gold', 3: 'orange', 4: 'green' }
const OUTCOMES = ['up', 'down', 'tie', 'none', 'void']

const TIME_FIELDS = ['opens_at', 'closes_at', 'settles_at'] as const

interface NewRound extends PickedTimes {
  market: string
}

/** The form that creates a round; a round is final once created, so the operator confirms it first. */
function NewRoundForm() {
  const { t } = useI18n()
  const zone = useZone()
  const { modal } = App.useApp()
  const [form] = Form.useForm<NewRound>()
  const create = useAction(
    (fields: { market: string; opens_at: number; closes_at: number; settles_at: number }) =>
      api.post(`${ADMIN}/quiz/rounds/create`, fields),
    [['quiz', 'rounds']],
  )
  const submit = (values: NewRound) => {
    const times = roundTimes(values, zone.zone)
    if (!times) return
    const problem = timesProblem(times, Date.now())
    if (problem) {
      form.setFields([{ name: problem.field, errors: [t(problem.text)] }])
      return
    }
    const market = values.market.trim()
    modal.confirm({
      title: t('quiz.new_round'),
      content: (
        <Space orientation="vertical" size={4}>
          <Typography.Text strong>{market}</Typography.Text>
          {TIME_FIELDS.map((field) => (
            <span key={field}>
              {zone.title(t(`quiz.${field}`))}: {zone.format(times[field])}
            </span>
          ))}
          <Typography.Text type="warning">{t('quiz.never_changed')}</Typography.Text>
        </Space>
      ),
      okText: t('quiz.create'),
      onOk: () =>
        create
          .mutateAsync({ market, ...times })
          .then(() => form.resetFields())
          .catch((error: unknown) => {
            showOnField(form, error, ['market', ...TIME_FIELDS])
          }),
    })
  }
  return (
    <Card size="small" title={t('quiz.new_round')}>
      <Alert className="quiz-final" type="warning" showIcon title={t('quiz.never_changed')} />
      <Form<NewRound>
        form={form}
        layout="vertical"
        initialValues={{ market: 'BTC/USDT' }}
        onFinish={submit}
        style={{ marginTop: 12 }}
      >
        <Row gutter={8}>
          <Col xs={24} md={6}>
            <Form.Item
              name="market"
              label={t('quiz.market')}
              extra={t('quiz.market_hint')}
              rules={[rule(checkRequired, t)]}
            >
              <Input name="market" />
            </Form.Item>
          </Col>
          {TIME_FIELDS.map((field) => (
            <Col key={field} xs={24} md={6}>
              <Form.Item name={field} label={zone.title(t(`quiz.${field}`))} rules={[rule(checkRequired, t)]}>
                <DatePicker showTime className={`quiz-${field}`} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button htmlType="submit" type="primary" loading={create.isPending}>
          {t('quiz.create')}
        </Button>
      </Form>
    </Card>
  )
}

/** A settled round's evidence: the two samples, the fee and what 1 USDT on the winning side paid. */
function EvidenceCell({ round }: { round: QuizRound }) {
  const { t } = useI18n()
  const zone = useZone()
  const evidence = round.evidence
  if (!evidence) return <>–</>
  return (
    <Space orientation="vertical" size={0} className="quiz-evidence">
      <span>
        {t('quiz.ref', {
          price: evidence.ref_price,
          time: zone.stamp(evidence.ref_ts),
          source: evidence.ref_source,
        })}
      </span>
      <span>
        {t('quiz.final', {
          price: evidence.final_price,
          time: zone.stamp(evidence.final_ts),
          source: evidence.final_source,
        })}
      </span>
      <Typography.Text type="secondary">
        {t('quiz.fee', { fee: evidence.fee })} ·{' '}
        {evidence.payout_ratio ? t('quiz.payout_ratio', { ratio: evidence.payout_ratio }) : t('quiz.refunded')}
      </Typography.Text>
    </Space>
  )
}

/**
 * Quiz rounds (content): every round, newest first, with its times, pools, outcome and evidence, and the form that
 * creates one. The server settles rounds on its own and offers no call that changes or deletes one.
 */
export default function Quiz() {
  const { t } = useI18n()
  const zone = useZone()
  const { page, pagination } = usePages(PAGE)
  const list = useQuery({
    queryKey: ['quiz', 'rounds', page],
    queryFn: () => api.post<PageOf<QuizRound>>(`${ADMIN}/quiz/rounds`, { page, limit: PAGE }),
  })
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('quiz.intro')}</Typography.Paragraph>
      <NewRoundForm />
      <Card size="small" title={t('quiz.rounds')}>
        <PagedTable<QuizRound>
          list={list}
          pagination={pagination}
          rowKey="id"
          scroll={{ x: 1300 }}
          columns={[
            { title: '#', dataIndex: 'id', width: 70 },
            {
              title: t('quiz.question'),
              key: 'question',
              width: 280,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <Space size={4}>
                    <strong>{row.market}</strong>
                    {row.demo && <Tag>{t('quiz.demo')}</Tag>}
                  </Space>
                  <Typography.Text type="secondary">{row.question}</Typography.Text>
                </Space>
              ),
            },
            {
              title: zone.title(t('quiz.times')),
              key: 'times',
              width: 260,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  {TIME_FIELDS.map((field) => (
                    <span key={field}>
                      {t(`quiz.${field}`)}: {row[field]}
                    </span>
                  ))}
                </Space>
              ),
            },
            {
              title: t('common.status'),
              key: 'state',
              width: 110,
              render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(`quiz.state_${row.state}` as TextKey)}</Tag>,
            },
            {
              title: t('quiz.pools'),
              key: 'pools',
              width: 200,
              render: (_, row) => (
                <Space orientation="vertical" size={0} className="quiz-pools">
                  <span>
                    {t('quiz.up')}: {row.up_total}
                  </span>
                  <span>
                    {t('quiz.down')}: {row.down_total}
                  </span>
                  <Typography.Text type="secondary">
                    {t('quiz.pool')}: {row.pool}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('quiz.outcome'),
              key: 'outcome',
              width: 170,
              render: (_, row) =>
                OUTCOMES.includes(row.outcome) ? t(`quiz.outcome_${row.outcome}` as TextKey) : row.outcome || '–',
            },
            {
              title: t('quiz.evidence'),
              key: 'evidence',
              width: 320,
              render: (_, row) => <EvidenceCell round={row} />,
            },
          ]}
        />
      </Card>
    </Space>
  )
}
