import { Button, SpinLoading } from 'antd-mobile'
import type { ReactNode } from 'react'

interface StateViewProps {
  icon?: ReactNode
  title: ReactNode
  text?: ReactNode
  action?: { label: ReactNode; onClick: () => void }
}

/** Centered message for empty, error and not-found states. */
export function StateView({ icon, title, text, action }: StateViewProps) {
  return (
    <section className="state">
      {icon && <div className="state-icon">{icon}</div>}
      <h2 className="state-title">{title}</h2>
      {text && <p className="state-text">{text}</p>}
      {action && (
        <Button color="primary" fill="outline" size="small" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </section>
  )
}

export function LoadingView({ label }: { label: string }) {
  return (
    <section className="state" role="status" aria-label={label}>
      <SpinLoading color="primary" />
    </section>
  )
}
