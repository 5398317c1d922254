import { Button, Dialog, Input } from 'antd-mobile'
import { useState } from 'react'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { toast } from '@/lib/toast'
import { MyAds } from '../components/MyAds'
import '../otc.css'
import { useApplyMerchant, useMyMerchant, useOtcConfig } from '../queries'
import { merchantNameOk, coinText, requirementsText } from '../rules'
import { useOtcStrings } from '../strings'
import { MERCHANT_APPROVED, MERCHANT_REJECTED, MERCHANT_REVIEW, type OtcConfig, type OtcMyMerchant } from '../types'

/** The application: a display name; the deposit is frozen in the legal account as it is sent. */
function ApplyForm({ config }: { config: OtcConfig }) {
  const { t } = useTranslation()
  const applying = useApplyMerchant()
  const [name, setName] = useState('')
  const deposit = `${coinText(config.rules.deposit)} ${config.rules.deposit_currency}`
  const requirements = requirementsText(config.rules.requirements, t)
  const submit = async () => {
    const confirmed = await Dialog.confirm({
      title: t('otc.apply_title'),
      content: t('otc.apply_text', { deposit }),
      confirmText: t('otc.apply'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    applying.mutate(name.trim(), { onSuccess: () => toast.success(t('otc.applied')) })
  }
  return (
    <section className="ui-card otc-card otc-apply">
      <h3 className="otc-card-title">{t('otc.become_merchant')}</h3>
      <p className="otc-note">{t('otc.deposit_note', { deposit })}</p>
      <p className="otc-note">
        {t('otc.legal_note')} <Link to={ROUTES.fundTransfer}>{t('otc.transfer')}</Link>
      </p>
      {requirements && <p className="otc-note otc-requirements">{requirements}</p>}
      <label className="otc-field-label" htmlFor="otc-merchant-name">
        {t('otc.merchant_name')}
      </label>
      <div className="ui-input otc-input">
        <Input
          id="otc-merchant-name"
          name="merchant_name"
          maxLength={20}
          placeholder={t('otc.merchant_name_placeholder')}
          value={name}
          onChange={setName}
        />
      </div>
      <Button
        block
        color="primary"
        className="otc-apply-submit"
        disabled={!merchantNameOk(name)}
        loading={applying.isPending}
        onClick={() => void submit()}
      >
        {t('otc.apply')}
      </Button>
    </section>
  )
}

/** The caller's application or merchant record: status, name, deposit and, when rejected, why. */
function MerchantRecord({ record }: { record: OtcMyMerchant }) {
  const { t } = useTranslation()
  return (
    <section className="ui-card otc-card otc-record" data-status={record.status}>
      <div className="otc-card-head">
        <strong className="otc-record-name">{record.name}</strong>
        <span className={`ui-tag otc-merchant-status status-${record.status}`}>
          {t(`otc.merchant_status_${record.status}`)}
        </span>
      </div>
      <dl className="ui-facts otc-facts">
        <Fact label={t('otc.deposit')} className="otc-deposit">
          {coinText(record.deposit)} {record.deposit_currency}
        </Fact>
        <Fact label={t('otc.applied_at')}>{record.applied_at || '--'}</Fact>
      </dl>
      {record.status === MERCHANT_REVIEW && <p className="otc-note">{t('otc.review_note')}</p>}
      {record.status === MERCHANT_REJECTED && (
        <p className="otc-reject">
          <strong>{t('otc.reject_reason')}: </strong>
          {record.reason || '--'}
        </p>
      )}
    </section>
  )
}

function MerchantBody({ config, record }: { config: OtcConfig; record: OtcMyMerchant }) {
  return (
    <>
      {record.status !== -1 && <MerchantRecord record={record} />}
      {(record.status === -1 || record.status === MERCHANT_REJECTED) && <ApplyForm config={config} />}
      {record.status === MERCHANT_APPROVED && <MyAds config={config} />}
    </>
  )
}

/** Merchants: apply with a name and the deposit, follow the review, and once approved keep one's ads. */
export function MerchantScreen() {
  const { t } = useOtcStrings()
  const config = useOtcConfig()
  const record = useMyMerchant()
  const failed = config.isError || record.isError
  return (
    <Page title={t('otc.merchant_title')}>
      <div className="otc">
        {config.data && record.data ? (
          <MerchantBody config={config.data} record={record.data} />
        ) : failed ? (
          <LoadFailedView
            onRetry={() => {
              void config.refetch()
              void record.refetch()
            }}
          />
        ) : (
          <LoadingView label={t('common.loading')} />
        )}
      </div>
    </Page>
  )
}
