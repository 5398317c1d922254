import { NftField } from '../components/NftField'
import { PrimaryButton } from '@/components/form/PrimaryButton'
import { PickOne } from '@/components/form/PickOne'
import { Dialog } from 'antd-mobile'
import { useState } from 'react'
import { AppstoreOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { UnitField } from '@/components/form/UnitInput'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { toast } from '@/lib/toast'
import { NftMedia } from '../components/NftMedia'
import { TimeField } from '../components/TimeField'
import '../nft.css'
import { useNftDetail, useNftRules, useReader, useResell } from '../queries'
import { canRelist, fieldTime, plain, proceeds, resaleProblems, wireTime, type ResaleForm } from '../rules'
import { useNftStrings } from '../strings'
import { PAY_AUCTION, PAY_FIXED, type NftDetail } from '../types'
import { useZone } from '@/hooks/useZone'

const MINUTE = 60_000
const WEEK = 7 * 24 * 60 * MINUTE

/** The listing's terms, checked as typed, and the warning that a listing stays until it sells or ends. */
function Form({ row }: { row: NftDetail }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const zone = useZone()
  const rules = useNftRules()
  const reselling = useResell()
  const [form, setForm] = useState<ResaleForm>(() => {
    const start = Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE
    return {
      pay_type: PAY_FIXED,
      price: '',
      per_increase: '',
      start: fieldTime(start, zone),
      end: fieldTime(start + WEEK, zone),
    }
  })
  const [earliest] = useState(() => fieldTime(Date.now(), zone))
  const [tried, setTried] = useState(false)
  const problems = resaleProblems(form, zone)
  const valid = Object.keys(problems).length === 0
  const set = (patch: Partial<ResaleForm>) => setForm((f) => ({ ...f, ...patch }))
  const shown = (field: keyof ResaleForm) =>
    tried || (field !== 'price' && field !== 'per_increase') || form[field] !== ''
  const messages = {
    invalid_price: t('nft.invalid_price'),
    invalid_increment: t('nft.invalid_increment'),
    invalid_time: t('nft.invalid_time'),
    end_before_start: t('nft.end_before_start'),
  }
  const net = rules.data ? proceeds(form.price, rules.data) : null
  const submit = async () => {
    setTried(true)
    if (!valid) return
    const confirmed = await Dialog.confirm({
      title: t('nft.resell_confirm_title'),
      content: t('nft.no_withdraw'),
      confirmText: t('nft.list_now'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    reselling.mutate(
      {
        code: row.code,
        pay_type: form.pay_type,
        price: form.price.trim(),
        per_increase: form.pay_type === PAY_AUCTION ? form.per_increase.trim() : '0',
        start_time: wireTime(form.start),
        end_time: wireTime(form.end),
      },
      {
        onSuccess: () => {
          toast.success(t('nft.listed_toast'))
          void navigate(ROUTES.nftMy, { replace: true })
        },
      },
    )
  }
  const error = (field: keyof ResaleForm) => {
    const problem = problems[field as keyof typeof problems]
    return problem && shown(field) && messages[problem]
  }
  return (
    <section className="ui-card nft-card nft-form">
      <div className="ui-field">
        <span className="nft-label">{t('nft.sale_type')}</span>
        <PickOne
          className="nft-pay-type"
          columns={2}
          value={form.pay_type}
          onPick={(value) => set({ pay_type: value })}
          options={[
            { label: t('nft.pay_fixed'), value: PAY_FIXED },
            { label: t('nft.pay_auction'), value: PAY_AUCTION },
          ]}
        />
      </div>
      <div className="ui-field">
        <UnitField
          id="nft-price"
          label={form.pay_type === PAY_AUCTION ? t('nft.start_price') : t('nft.price')}
          labelClassName="nft-label"
          name="price"
          inputMode="decimal"
          placeholder={t('nft.price_placeholder')}
          value={form.price}
          onChange={(price) => set({ price })}
          unit={row.currency_name}
          error={error('price')}
          errorClassName="nft-price-error"
        />
      </div>
      {form.pay_type === PAY_AUCTION && (
        <div className="ui-field">
          <UnitField
            id="nft-increment"
            label={t('nft.per_increase')}
            labelClassName="nft-label"
            name="per_increase"
            inputMode="decimal"
            placeholder={t('nft.increment_placeholder')}
            value={form.per_increase}
            onChange={(per_increase) => set({ per_increase })}
            unit={row.currency_name}
            error={error('per_increase')}
            errorClassName="nft-increment-error"
          />
        </div>
      )}
      <NftField id="nft-start" label={t('nft.start_time')} error={error('start')} errorClassName="nft-start-error">
        <TimeField
          id="nft-start"
          name="start"
          label={t('nft.start_time')}
          value={form.start}
          min={earliest}
          onChange={(start) => set({ start })}
        />
      </NftField>
      <NftField id="nft-end" label={t('nft.end_time')} error={error('end')} errorClassName="nft-end-error">
        <TimeField
          id="nft-end"
          name="end"
          label={t('nft.end_time')}
          value={form.end}
          min={earliest}
          onChange={(end) => set({ end })}
        />
      </NftField>
      <p className="nft-note">{t('nft.times_in_zone', { zone })}</p>
      {rules.data && (
        <dl className="ui-summary nft-proceeds">
          <dt>{t('nft.fee_rate')}</dt>
          <dd>{plain(rules.data.fee_rate)}%</dd>
          <dt>{t('nft.royalty_rate')}</dt>
          <dd>{plain(rules.data.royalty_rate)}%</dd>
          <dt>{form.pay_type === PAY_AUCTION ? t('nft.you_receive_at_least') : t('nft.you_receive')}</dt>
          <dd className="nft-net">{net ? `${plain(net.toFixed())} ${row.currency_name}` : '--'}</dd>
        </dl>
      )}
      <p className="nft-warning" role="note">
        {t('nft.no_withdraw')}
      </p>
      <PrimaryButton className="nft-submit" loading={reselling.isPending} onClick={() => void submit()}>
        {t('nft.list_now')}
      </PrimaryButton>
    </section>
  )
}

/** Lists one of the caller's artworks (`?code=`) again at a fixed price or by auction. */
export function ResellScreen() {
  const { t } = useNftStrings()
  const [params] = useSearchParams()
  const code = params.get('code')?.trim() || null
  const detail = useNftDetail(code ? { code } : null)
  const reader = useReader()
  const row = detail.data
  const allowed = row !== undefined && row.owner === reader && canRelist(row)
  return (
    <Page title={t('nft.resell_title')}>
      {row ? (
        <div className="nft">
          <section className="ui-card nft-card nft-resell-head">
            <NftMedia row={row} />
            <h2 className="nft-name">{row.name}</h2>
          </section>
          {allowed ? <Form row={row} /> : <StateView icon={<AppstoreOutline />} title={t('nft.cannot_resell')} />}
        </div>
      ) : detail.isPending && detail.fetchStatus !== 'idle' ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <StateView icon={<AppstoreOutline />} title={t('nft.not_found')} />
      )}
    </Page>
  )
}
