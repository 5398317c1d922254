import { PrimaryButton } from '@/components/form/PrimaryButton'
import { PickOne } from '@/components/form/PickOne'
import { Checkbox, Input, TextArea } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { toast } from '@/lib/toast'
import { adInput, adProblems, draftOf, type AdDraft, type AdProblem } from '../adForm'
import { useSaveAd } from '../queries'
import { fiatText, floatingPrice } from '../rules'
import { SIDE_BUY, SIDE_SELL, type OtcAdView, type OtcConfig, type OtcMethod, type OtcSide } from '../types'
import { FieldError } from '@/components/form/UnitInput'

function Field({ id, label, unit, children }: { id: string; label: ReactNode; unit?: ReactNode; children: ReactNode }) {
  return (
    <>
      <label className="otc-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-input otc-input">
        {children}
        {unit && <span className="ui-unit">{unit}</span>}
      </div>
    </>
  )
}

/** A merchant's ad: side, coin, fiat, a fixed or floating price, the amount, the order limits, methods and terms. */
export function AdForm({ config, ad, onSaved }: { config: OtcConfig; ad?: OtcAdView; onSaved: () => void }) {
  const { t } = useTranslation()
  const saving = useSaveAd()
  const [draft, setDraft] = useState<AdDraft>(() => draftOf(config, ad))
  const [tried, setTried] = useState(false)
  const set = <K extends keyof AdDraft>(key: K, value: AdDraft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const problems = adProblems(draft, config.rules)
  const shown = (field: AdProblem) => tried && problems.includes(field)
  const coin = config.currencies.find((c) => c.currency_id === draft.currency)
  const rate = config.fiats.find((f) => f.code === draft.fiat)?.rate
  const preview =
    draft.priceType === 1 && coin && rate
      ? floatingPrice(coin.price, rate, draft.margin.trim() || '0', draft.side)
      : null
  const messages: Record<AdProblem, string> = {
    price: t('otc.form_price_invalid'),
    margin: t('otc.form_margin_invalid', { max: config.rules.margin_max }),
    total: t('otc.form_total_invalid'),
    min: t('otc.form_min_invalid'),
    max: t('otc.form_max_invalid'),
    methods: t('otc.form_methods_invalid'),
    window: t('otc.form_window_invalid', { min: config.rules.window_min, max: config.rules.window_max }),
    remark: t('otc.form_remark_invalid'),
  }
  const error = (field: AdProblem) => <FieldError className="otc-error">{shown(field) && messages[field]}</FieldError>

  const submit = () => {
    setTried(true)
    if (problems.length > 0) return
    saving.mutate(adInput(draft), {
      onSuccess: () => {
        toast.success(t('otc.ad_saved'))
        onSaved()
      },
    })
  }

  return (
    <div className="otc-sheet otc-ad-form">
      <p className="otc-field-label">{t('otc.form_side')}</p>
      <PickOne
        className="otc-form-side"
        columns={2}
        value={draft.side}
        onPick={(value) => set('side', value)}
        options={[
          { value: SIDE_SELL as OtcSide, label: t('otc.side_1') },
          { value: SIDE_BUY as OtcSide, label: t('otc.side_2') },
        ]}
      />
      <p className="otc-field-label">{t('otc.coin')}</p>
      <PickOne
        className="otc-form-currency"
        columns={4}
        value={draft.currency}
        onPick={(value) => set('currency', value)}
        options={config.currencies.map((c) => ({ value: c.currency_id, label: c.currency_name }))}
      />
      <p className="otc-field-label">{t('otc.fiat')}</p>
      <PickOne
        className="otc-form-fiat"
        columns={4}
        value={draft.fiat}
        onPick={(value) => set('fiat', value)}
        options={config.fiats.map((f) => ({ value: f.code, label: f.code }))}
      />
      <p className="otc-field-label">{t('otc.price_type')}</p>
      <PickOne
        className="otc-form-price-type"
        columns={2}
        value={draft.priceType}
        onPick={(value) => set('priceType', value)}
        options={[
          { value: 0 as const, label: t('otc.price_fixed') },
          { value: 1 as const, label: t('otc.price_floating') },
        ]}
      />
      {draft.priceType === 0 ? (
        <Field id="otc-ad-price" label={t('otc.price')} unit={draft.fiat}>
          <Input
            id="otc-ad-price"
            name="price"
            inputMode="decimal"
            value={draft.price}
            onChange={(v) => set('price', v)}
          />
        </Field>
      ) : (
        <>
          <Field id="otc-ad-margin" label={t('otc.margin')} unit="%">
            <Input id="otc-ad-margin" name="margin" value={draft.margin} onChange={(v) => set('margin', v)} />
          </Field>
          <p className="otc-note otc-price-preview">
            {t('otc.price_now')}: {fiatText(preview)} {draft.fiat}
          </p>
        </>
      )}
      {error('price')}
      {error('margin')}
      <Field id="otc-ad-total" label={t('otc.total')} unit={coin?.currency_name}>
        <Input
          id="otc-ad-total"
          name="total"
          inputMode="decimal"
          value={draft.total}
          onChange={(v) => set('total', v)}
        />
      </Field>
      {error('total')}
      <Field id="otc-ad-min" label={t('otc.min')} unit={draft.fiat}>
        <Input id="otc-ad-min" name="min" inputMode="decimal" value={draft.min} onChange={(v) => set('min', v)} />
      </Field>
      {error('min')}
      <Field id="otc-ad-max" label={t('otc.max')} unit={draft.fiat}>
        <Input id="otc-ad-max" name="max" inputMode="decimal" value={draft.max} onChange={(v) => set('max', v)} />
      </Field>
      {error('max')}
      <p className="otc-field-label">{t('otc.methods')}</p>
      <Checkbox.Group value={draft.methods} onChange={(value) => set('methods', value as OtcMethod[])}>
        <div className="otc-checks">
          {config.methods.map((method) => (
            <Checkbox key={method} value={method} className={`otc-check-${method}`}>
              {t(`otc.method_${method}`)}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
      <p className="otc-note">
        {t('otc.payee_hint')} <Link to={ROUTES.bank}>{t('otc.payee_card')}</Link>
      </p>
      {error('methods')}
      <Field id="otc-ad-window" label={t('otc.window')} unit={t('otc.minutes_unit')}>
        <Input
          id="otc-ad-window"
          name="window"
          inputMode="numeric"
          value={draft.window}
          onChange={(v) => set('window', v)}
        />
      </Field>
      {error('window')}
      <label className="otc-field-label" htmlFor="otc-ad-remark">
        {t('otc.remark')}
      </label>
      <TextArea
        id="otc-ad-remark"
        name="remark"
        className="ui-input otc-textarea"
        rows={2}
        maxLength={200}
        showCount
        value={draft.remark}
        onChange={(v) => set('remark', v)}
      />
      {error('remark')}
      <PrimaryButton className="otc-ad-save" loading={saving.isPending} onClick={submit}>
        {t('otc.save_ad')}
      </PrimaryButton>
    </div>
  )
}
