import { Tag } from 'antd-mobile'
import { FileOutline, RightOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { PagedListPage } from '@/components/PagedList'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useSearchParams } from '@/lib/router'
import { useRebateDetail, useRebates } from '../queries'
import { countedFees, shownAccount } from '../rules'
import { useReferralStrings } from '../strings'
import { REBATE_WITHHELD, type RebateFeeLine, type RebateView } from '../types'
import '../referral.css'

function StatusTag({ rebate }: { rebate: RebateView }) {
  const { t } = useTranslation()
  return rebate.status === REBATE_WITHHELD ? (
    <Tag color="warning" fill="outline" className="referral-status" data-status="withheld">
      {t('referral.withheld')}
    </Tag>
  ) : (
    <Tag color="success" fill="outline" className="referral-status" data-status="paid">
      {t('referral.paid')}
    </Tag>
  )
}

function RebateRow({ rebate }: { rebate: RebateView }) {
  const { t } = useTranslation()
  return (
    <Link className="referral-row referral-rebate" to={`${ROUTES.rebates}?id=${rebate.id}`} data-rebate={rebate.id}>
      <span className="referral-row-main">
        <span className="num">
          {rebate.day} · {shownAccount(rebate.invitee)}
        </span>
        <span className="referral-row-sub num">
          {t('referral.fees_of', { fees: formatBalance(rebate.fees), currency: rebate.currency })}
        </span>
      </span>
      <span className="referral-row-end">
        <strong className="num">
          {formatBalance(rebate.amount)} {rebate.currency}
        </strong>
        <StatusTag rebate={rebate} />
      </span>
      <RightOutline />
    </Link>
  )
}

function FeeLine({ line }: { line: RebateFeeLine }) {
  const { t } = useTranslation()
  return (
    <li className={line.counted ? 'referral-fee' : 'referral-fee referral-fee-void'} data-counted={line.counted}>
      <span className="referral-row-main">
        <span>
          {t(line.product === 'contract' ? 'referral.product_contract' : 'referral.product_spot')} · {line.symbol}
        </span>
        <span className="referral-row-sub num">
          {line.created_at} · {line.reference}
        </span>
        {!line.counted && <span className="referral-fee-note">{t('referral.not_counted')}</span>}
      </span>
      <span className="num referral-fee-amount">{formatBalance(line.fee)}</span>
    </li>
  )
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation()
  const detail = useRebateDetail(id)
  if (detail.isPending) return <LoadingView label={t('common.loading')} />
  if (!detail.data) {
    return <LoadFailedView title={t('referral.detail_failed')} onRetry={() => void detail.refetch()} />
  }
  const { rebate, fees } = detail.data
  return (
    <>
      <section className="card referral-detail" data-rebate={rebate.id}>
        <div className="referral-detail-head">
          <strong className="num">{rebate.day}</strong>
          <StatusTag rebate={rebate} />
        </div>
        <dl className="referral-facts">
          <dt>{t('referral.invitee')}</dt>
          <dd className="num">{shownAccount(rebate.invitee)}</dd>
          <dt>{t('referral.fees_counted')}</dt>
          <dd className="num">
            {formatBalance(rebate.fees)} {rebate.currency}
          </dd>
          <dt>{t('referral.share')}</dt>
          <dd className="num">{rebate.share}%</dd>
          <dt>{t('referral.amount')}</dt>
          <dd className="num referral-amount">
            {formatBalance(rebate.amount)} {rebate.currency}
          </dd>
          {rebate.paid_at && (
            <>
              <dt>{t('referral.paid_at')}</dt>
              <dd className="num">{rebate.paid_at}</dd>
            </>
          )}
        </dl>
        {rebate.status === REBATE_WITHHELD && (
          <p className="referral-withheld" role="note">
            {rebate.reason === 'same_person' ? t('referral.reason_same_person') : t('referral.reason_other')}
          </p>
        )}
      </section>
      <section className="card">
        <h3 className="section-title">
          {t('referral.fee_lines')}
          <span className="num referral-fee-sum">
            {formatBalance(countedFees(fees))} {rebate.currency}
          </span>
        </h3>
        {fees.length === 0 ? (
          <p className="referral-none">{t('referral.fee_lines_none')}</p>
        ) : (
          <ul className="referral-fees">
            {fees.map((line) => (
              <FeeLine key={`${line.reference}-${line.created_at_ts}`} line={line} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** The caller's daily rebate statements; `?id=` opens one down to every fee. */
export function RebatesScreen() {
  const { t } = useReferralStrings()
  const [params] = useSearchParams()
  const id = Number(params.get('id') ?? 0)
  const list = useRebates()
  if (Number.isInteger(id) && id > 0) {
    return (
      <Page title={t('referral.detail_title')}>
        <div className="referral">
          <Detail id={id} />
        </div>
      </Page>
    )
  }
  return (
    <PagedListPage
      title={t('referral.rebate_list')}
      className="referral"
      query={list}
      rowKey={(row) => row.id}
      renderItem={(row) => <RebateRow rebate={row} />}
      empty={
        <StateView icon={<FileOutline />} title={t('referral.rebates_empty')} text={t('referral.rebates_empty_text')} />
      }
    />
  )
}
