import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { CloseCircleOutline, FileOutline } from './icons'

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

/**
 * antd-mobile's SpinLoading drawn with CSS alone (app/styles.css): its arc turns and breathes through keyframe
 * animations instead of react-spring, which every page would otherwise download with the lazy screens' loading view.
 */
function Spinner() {
  return (
    <svg className="spinner" viewBox="0 0 32 32" aria-hidden="true">
      <circle className="spinner-arc" r={15} cx={16} cy={16} />
    </svg>
  )
}

export function LoadingView({ label }: { label: string }) {
  return (
    <section className="state" role="status" aria-label={label}>
      <Spinner />
    </section>
  )
}

/** A list with nothing in it yet, and a button to where its rows are made. */
export function EmptyListView({ title, action }: { title: string; action: { label: string; to: string } }) {
  const navigate = useNavigate()
  return (
    <StateView
      icon={<FileOutline />}
      title={title}
      action={{ label: action.label, onClick: () => void navigate(action.to) }}
    />
  )
}

/** A read that failed, with a button to read again; `title` names what failed (a generic line by default). */
export function LoadFailedView({ title, onRetry }: { title?: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <StateView
      icon={<CloseCircleOutline />}
      title={title ?? t('content.load_failed')}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  )
}

interface Read {
  isError: boolean
  refetch: () => Promise<unknown>
}

/** What a read shows before its data: the failure (titled `failed`) with a retry, or the spinner meanwhile. */
export function PendingView({ query, failed }: { query: Read; failed?: ReactNode }) {
  const { t } = useTranslation()
  if (query.isError) return <LoadFailedView title={failed} onRetry={() => void query.refetch()} />
  return <LoadingView label={t('common.loading')} />
}

/** What a read shows: its data once there, the failure with a retry, or the spinner meanwhile. */
export function QueryView<T>({
  query,
  children,
}: {
  query: Read & { data: T | undefined }
  children: (data: NonNullable<T>) => ReactNode
}) {
  if (query.data) return children(query.data)
  return <PendingView query={query} />
}
