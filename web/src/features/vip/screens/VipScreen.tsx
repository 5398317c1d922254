import { ProgressBar } from 'antd-mobile'
import { Page } from '@/components/Page'
import { PendingView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { useVip } from '../queries'
import { grouped, vipProgress, withdrawLimit, type Measure } from '../rules'
import { useVipStrings } from '../strings'
import type { VipView } from '../types'
import '../vip.css'

function MeasureBar({ label, value, className }: { label: string; value: Measure; className: string }) {
  const { t } = useTranslation()
  return (
    <div className={`vip-measure ${className}`} data-reached={value.reached}>
      <div className="vip-measure-head">
        <span>{label}</span>
        <span className="num">
          {grouped(value.current)} / {grouped(value.target)} USDT
        </span>
      </div>
      <ProgressBar percent={value.percent} />
      <p className="vip-measure-note">
        {value.reached ? t('vip.reached') : t('vip.missing', { amount: grouped(value.missing) })}
      </p>
    </div>
  )
}

function Progress({ view }: { view: VipView }) {
  const { t } = useTranslation()
  const progress = vipProgress(view)
  return (
    <section className="card vip-progress">
      {progress.nextLevel === null ? (
        <p className="vip-top">{t('vip.top')}</p>
      ) : (
        <>
          <h3 className="section-title">{t('vip.next', { level: progress.nextLevel })}</h3>
          {progress.volume && <MeasureBar className="vip-volume" label={t('vip.volume')} value={progress.volume} />}
          {progress.holdings && (
            <MeasureBar className="vip-holdings" label={t('vip.holdings')} value={progress.holdings} />
          )}
          <p className="vip-either">{t('vip.either')}</p>
        </>
      )}
    </section>
  )
}

function Table({ view }: { view: VipView }) {
  const { t } = useTranslation()
  return (
    <section className="card vip-table-card">
      <h3 className="section-title">{t('vip.table_title')}</h3>
      <table className="vip-table">
        <thead>
          <tr>
            <th>{t('vip.level')}</th>
            <th>{t('vip.col_volume')}</th>
            <th>{t('vip.col_holdings')}</th>
            <th>{t('vip.col_discount')}</th>
            <th>{t('vip.col_loans')}</th>
            <th>{t('vip.col_withdraw')}</th>
          </tr>
        </thead>
        <tbody>
          {view.levels.map((row) => (
            <tr key={row.level} data-level={row.level} className={row.level === view.level ? 'vip-current' : undefined}>
              <td>VIP {row.level}</td>
              <td className="num">{row.level === 0 ? '–' : `≥ ${grouped(row.volume)}`}</td>
              <td className="num">{row.level === 0 ? '–' : `≥ ${grouped(row.holdings)}`}</td>
              <td className="num">{row.fee_discount}%</td>
              <td>{t(row.loans ? 'vip.yes' : 'vip.no')}</td>
              <td className="num">{withdrawLimit(row.withdraw_btc)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vip-table-note">{t('vip.table_note')}</p>
      <p className="vip-table-note">{t('vip.withdraw_note')}</p>
    </section>
  )
}

/** The caller's VIP level, progress toward the next one (volume or holdings) and the published table. */
export function VipScreen() {
  const { t } = useVipStrings()
  const vip = useVip()
  const view = vip.data

  let body
  if (view) {
    const current = view.levels.find((row) => row.level === view.level)
    body = (
      <>
        <section className="card vip-badge-card">
          <span className="vip-badge" data-level={view.level}>
            VIP {view.level}
          </span>
          <div className="vip-badge-text">
            <strong>{t('vip.current', { level: view.level })}</strong>
            {current && <span>{t('vip.discount', { discount: current.fee_discount })}</span>}
            <span className="vip-computed num">
              {view.computed_at_ts > 0 ? t('vip.computed_at', { time: view.computed_at }) : t('vip.not_computed')}
            </span>
          </div>
        </section>
        <section className="card vip-figures">
          <div>
            <span>{t('vip.volume')}</span>
            <strong className="num">{grouped(view.volume_30d)} USDT</strong>
          </div>
          <div>
            <span>{t('vip.holdings')}</span>
            <strong className="num">{grouped(view.holdings)} USDT</strong>
          </div>
        </section>
        <Progress view={view} />
        <Table view={view} />
      </>
    )
  } else {
    body = <PendingView query={vip} failed={t('vip.load_failed')} />
  }
  return (
    <Page title={t('vip.title')}>
      <div className="vip">{body}</div>
    </Page>
  )
}
