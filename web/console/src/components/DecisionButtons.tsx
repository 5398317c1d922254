import { Button, Popconfirm, Space } from 'antd'
import type { ReactNode } from 'react'
import { useI18n } from '../lib/i18n'

interface DecisionButtonsProps {
  /** The approve button's words. */
  approve: string
  /** The confirmation asked before approving: its title, and its description and OK words where it has them. */
  confirm: { title: ReactNode; description?: ReactNode; okText?: string }
  onApprove: () => Promise<unknown>
  /** Starts a rejection, which asks for its reason. */
  onReject: () => void
}

/** A pending row's decision: approve after a confirmation, or reject. */
export function DecisionButtons({ approve, confirm, onApprove, onReject }: DecisionButtonsProps) {
  const { t } = useI18n()
  return (
    <Space size={4}>
      <Popconfirm title={confirm.title} description={confirm.description} okText={confirm.okText} onConfirm={onApprove}>
        <Button size="small" type="primary">
          {approve}
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={onReject}>
        {t('common.reject')}
      </Button>
    </Space>
  )
}
