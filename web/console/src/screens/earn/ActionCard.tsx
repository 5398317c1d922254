import type { QueryKey } from '@tanstack/react-query'
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd'
import { AssetSelect } from '../../components/AssetSelect'
import { rule } from '../../components/rules'
import { showOnField } from '../../components/serverErrors'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n, type TextKey } from '../../lib/i18n'
import { checkPositiveAmount, checkRequired, type Check } from '../../lib/validation'

export type Values = Record<string, string | number>

type Kind = 'text' | 'int' | 'asset' | 'amount' | 'date' | 'select'

export interface Field {
  name: string
  /** The label's text, already in the operator's language. */
  label: string
  kind: Kind
  optional?: boolean
  /** A select's choices. */
  options?: { value: string | number; label: string }[]
  loading?: boolean
}

export interface Action {
  key: string
  title: TextKey
  path: string
  fields: Field[]
  danger?: boolean
  /** The queries read again once it is done (a list the action adds to). */
  refreshes?: QueryKey[]
  /** What was done, in words, from the values sent and the server's answer. */
  done: (values: Values, answer: unknown) => string
}

const CHECKS: Partial<Record<Kind, Check>> = { amount: checkPositiveAmount }

/** What Form.Item hands its input: the field's id, value and change handler. */
interface Control {
  id?: string
  value?: never
  onChange?: (value: unknown) => void
}

/** The input of a field's kind, wired to the form through the props Form.Item passes down. */
function FieldInput({ field, ...control }: { field: Field } & Control) {
  switch (field.kind) {
    case 'asset':
      return <AssetSelect {...control} />
    case 'int':
      return <InputNumber {...control} min={0} precision={0} style={{ width: '100%' }} />
    case 'date':
      return <Input {...control} placeholder="2026-01-31" />
    case 'select':
      return (
        <Select
          {...control}
          loading={field.loading}
          showSearch={{ optionFilterProp: 'label' }}
          options={field.options ?? []}
        />
      )
    case 'amount':
      return <Input {...control} inputMode="decimal" />
    default:
      return <Input {...control} />
  }
}

/** Text values travel trimmed; numbers as they are. */
const trimmed = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]))

/** One audited call as a form: its fields, its button, and the words that say what it did. */
export function ActionCard({ action }: { action: Action }) {
  const { t } = useI18n()
  const [form] = Form.useForm<Values>()
  const run = useAction(
    (values: Values) => api.post(`${ADMIN}${action.path}`, values),
    action.refreshes ?? [],
    action.done,
  )
  return (
    <Card size="small" title={t(action.title)}>
      <Form
        form={form}
        name={action.key}
        layout="vertical"
        onFinish={(values) =>
          void run
            .mutateAsync(trimmed(values))
            .then(() => form.resetFields())
            .catch((error: unknown) =>
              showOnField(
                form,
                error,
                action.fields.map((f) => f.name),
              ),
            )
        }
      >
        <Row gutter={8}>
          {action.fields.map((field) => (
            <Col key={field.name} span={12}>
              <Form.Item
                name={field.name}
                label={field.label}
                rules={[rule(CHECKS[field.kind] ?? checkRequired, t, !field.optional)]}
              >
                <FieldInput field={field} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button
          htmlType="submit"
          type={action.danger ? 'default' : 'primary'}
          danger={action.danger}
          loading={run.isPending}
        >
          {t(action.title)}
        </Button>
      </Form>
    </Card>
  )
}
