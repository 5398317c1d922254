import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { CoinIcon } from '@/components/CoinIcon'
import { Fact } from '@/components/Fact'
import { toDec } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { barWidth, countdown, nextMoment, TIME_STATUS_CLASS } from '../ieo'
import { formatDateTime, plain } from '../lockming'
import { IEO_ONGOING, type IeoProject } from '../types'
import { useZone } from '@/hooks/useZone'

/** A project's logo, or its token's icon when it has none. */
export function ProjectLogo({
  project,
  size = 40,
}: {
  project: Pick<IeoProject, 'logo' | 'currency_name'>
  size?: number
}) {
  return project.logo ? (
    <img className="ieo-logo" src={project.logo} alt="" width={size} height={size} />
  ) : (
    <CoinIcon symbol={project.currency_name} size={size} />
  )
}

/** The sale's status badge: warm-up, on sale or ended. */
export function StatusBadge({ project }: { project: Pick<IeoProject, 'time_status'> }) {
  const { t } = useTranslation()
  return (
    <span className={`ieo-badge ${TIME_STATUS_CLASS[project.time_status] ?? ''}`}>
      {t(`earn.ieo.status_${project.time_status}`)}
    </span>
  )
}

/** The time left until the sale starts or ends, or when it ended. */
export function Countdown({ project, now }: { project: IeoProject; now: number }) {
  const { t } = useTranslation()
  const zone = useZone()
  const moment = nextMoment(project)
  if (!moment)
    return (
      <span className="ieo-countdown">{t('earn.ieo.ended_at', { time: formatDateTime(project.end_at_ts, zone) })}</span>
    )
  const left = countdown(moment.at, now)
  const time = t('earn.ieo.countdown', left)
  return (
    <span className="ieo-countdown">
      {t(moment.kind === 'start' ? 'earn.ieo.starts_in' : 'earn.ieo.ends_in', { time })}
    </span>
  )
}

/** How much of the supply is applied for: a bar up to 100 % and, past it, the oversubscription. */
export function Progress({ project }: { project: Pick<IeoProject, 'percentage' | 'applied_percentage'> }) {
  const { t } = useTranslation()
  const over = toDec(project.applied_percentage)?.greaterThan(100) ?? false
  return (
    <div className="ieo-progress">
      <div
        className="ieo-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={barWidth(project.percentage)}
      >
        <span style={{ width: `${barWidth(project.percentage)}%` }} />
      </div>
      <div className="ieo-progress-text">
        <span>{t('earn.ieo.progress', { percentage: project.percentage })}</span>
        {over && (
          <span className="ieo-over">{t('earn.ieo.oversubscribed', { percentage: project.applied_percentage })}</span>
        )}
      </div>
    </div>
  )
}

interface ProjectCardProps {
  project: IeoProject
  now: number
  /** The card's button, e.g. subscribe. */
  action?: ReactNode
  onOpen?: () => void
}

/** One IEO project: logo, title, summary, status, price, progress, countdown and listing time. */
export function ProjectCard({ project, now, action, onOpen }: ProjectCardProps) {
  const { t } = useTranslation()
  const zone = useZone()
  return (
    <article className="ui-card earn-card ieo-card" data-project={project.id}>
      <div className="earn-card-head">
        <ProjectLogo project={project} />
        <h3 className="earn-card-title">{project.title}</h3>
        <StatusBadge project={project} />
      </div>
      {project.summary && <p className="earn-card-line">{project.summary}</p>}
      <p className="ieo-price">
        {plain(project.price)} {project.pay_currency_name}
        <small>{t('earn.ieo.per_token', { token: project.currency_name })}</small>
      </p>
      <Progress project={project} />
      <dl className="ui-facts earn-facts">
        <Fact label={t('earn.ieo.total_issue')}>
          {plain(project.amount)} {project.currency_name}
        </Fact>
        <Fact label={t('earn.ieo.listing')}>{formatDateTime(project.listing_at_ts, zone)}</Fact>
      </dl>
      <div className="earn-actions">
        <Countdown project={project} now={now} />
        {action ??
          (onOpen && (
            <Button
              size="small"
              color="primary"
              fill={project.time_status === IEO_ONGOING ? 'solid' : 'outline'}
              onClick={onOpen}
            >
              {project.time_status === IEO_ONGOING ? t('earn.ieo.subscribe') : t('earn.ieo.view')}
            </Button>
          ))}
      </div>
    </article>
  )
}
