import { App, Space, Typography } from 'antd'
import type { ReactNode } from 'react'

/** What an operator reads before creating something that cannot be taken back. */
export interface Terms {
  /** The dialog's title. */
  title: string
  /** The class of the terms, so that they can be found on the page. */
  className: string
  width: number
  /** What is created, shown first in bold. */
  name: string
  /** Its terms, one a line; a false one is left out. */
  lines: (ReactNode | false)[]
  /** Why it cannot be taken back, shown last as a warning. */
  warning: string
  /** The confirming button, named as the action. */
  okText: string
  /** Creates it; the dialog waits on it. */
  onOk: () => Promise<unknown>
}

/**
 * The confirmation of an artwork or a series before it is created: its name, its terms line by line and the warning
 * that it is final.
 */
export function useConfirmTerms(): (terms: Terms) => void {
  const { modal } = App.useApp()
  return ({ title, className, width, name, lines, warning, okText, onOk }) => {
    modal.confirm({
      title,
      width,
      content: (
        <Space orientation="vertical" size={4} className={className}>
          <Typography.Text strong>{name}</Typography.Text>
          {lines
            .filter((line) => line !== false)
            .map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          <Typography.Text type="warning">{warning}</Typography.Text>
        </Space>
      ),
      okText,
      onOk,
    })
  }
}
