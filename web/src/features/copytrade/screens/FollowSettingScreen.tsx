import { PrimaryButton } from '@/components/form/PrimaryButton'
import { PickOne } from '@/components/form/PickOne'
import { Checkbox, Input } from 'antd-mobile'
import { useState } from 'react'
import { UserOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { useSession } from '@/lib/session'
import '../copytrade.css'
import { copyLots, MAX_NUMBER, normalNumber, numberProblem, plainNumber } from '../copy'
import { useFollow, useTrader } from '../queries'
import { useCopyStrings } from '../strings'
import { useTraderName } from '../useTraderName'
import { FIXED_LOTS, FIXED_MULTIPLE, type TraderDetail } from '../types'

/** The trader's lots in the worked example. */
const EXAMPLE_LOTS = 3

/** The copy size for the typed number, worked out as the server will: floor(lots × multiple) or floor(number). */
function WorkedExample({ type, number }: { type: number; number: string }) {
  const { t } = useTranslation()
  const shown = plainNumber(number)
  const lots = copyLots(type, number, EXAMPLE_LOTS)
  return (
    <div className="copy-example" aria-live="polite">
      <p className="copy-example-line">
        {type === FIXED_MULTIPLE
          ? t('copytrade.example_multiple', { lots: EXAMPLE_LOTS, number: shown, copy: lots })
          : t('copytrade.example_lots', { lots: EXAMPLE_LOTS, number: shown, copy: lots })}
      </p>
      {lots === 0 && <p className="copy-example-none">{t('copytrade.example_none')}</p>}
    </div>
  )
}

function SettingForm({ detail }: { detail: TraderDetail }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lang = useSession((s) => s.lang)
  const following = useFollow()
  const name = useTraderName()
  const current = detail.follow_setting
  const [type, setType] = useState<number>(current?.type ?? FIXED_MULTIPLE)
  const [number, setNumber] = useState(current ? plainNumber(current.number) : '1')
  const [agreed, setAgreed] = useState(detail.is_followed === 1)
  const problem = numberProblem(number)
  const messages = {
    invalid: t('copytrade.number_invalid'),
    decimals: t('copytrade.number_decimals'),
    zero: t('copytrade.number_zero'),
    above_max: t('copytrade.number_above_max', { max: MAX_NUMBER }),
  }
  const agreement = lang === 'zh' || lang === 'hk' ? ROUTES.followAgreementZh : ROUTES.followAgreementEn
  const submit = () => {
    if (problem) return
    following.mutate(
      { trader_user_id: detail.trader_info.id, type, number: normalNumber(number) },
      { onSuccess: () => void navigate(ROUTES.copytradeMy, { replace: true }) },
    )
  }
  return (
    <div className="copy">
      <section className="ui-card copy-card copy-form follow-sheet">
        <p className="copy-form-trader">
          {t('copytrade.following_whom', { name: name(detail.trader_info.nickname, detail.trader_info.id) })}
        </p>
        <label className="copy-label">{t('copytrade.copy_type')}</label>
        <PickOne
          className="copy-type"
          columns={2}
          value={type}
          onPick={setType}
          options={[
            { label: t('copytrade.fixed_multiple'), value: FIXED_MULTIPLE },
            { label: t('copytrade.fixed_lots'), value: FIXED_LOTS },
          ]}
        />
        <label className="copy-label" htmlFor="follow-number">
          {type === FIXED_MULTIPLE ? t('copytrade.multiple') : t('copytrade.lots')}
        </label>
        <div className="copy-input">
          <Input
            id="follow-number"
            name="number"
            inputMode="decimal"
            placeholder={t('copytrade.number_placeholder', { max: MAX_NUMBER })}
            value={number}
            onChange={setNumber}
          />
          <span className="copy-unit">{type === FIXED_MULTIPLE ? '×' : t('copytrade.lots_unit')}</span>
        </div>
        {problem ? (
          <p className="copy-error" role="alert">
            {messages[problem]}
          </p>
        ) : (
          <WorkedExample type={type} number={number} />
        )}
        <p className="copy-note">{t('copytrade.note_account')}</p>
        <p className="copy-note">{t('copytrade.note_skipped')}</p>
        <p className="copy-note">{t('copytrade.note_close')}</p>
        <div className="copy-agree">
          <Checkbox checked={agreed} onChange={setAgreed} aria-label={t('copytrade.agree')}>
            {t('copytrade.agree')}
          </Checkbox>{' '}
          <Link to={agreement}>{t('copytrade.agreement_title')}</Link>
        </div>
        <PrimaryButton disabled={problem !== null || !agreed} loading={following.isPending} onClick={submit}>
          {detail.is_followed === 1 ? t('copytrade.save') : t('copytrade.confirm_follow')}
        </PrimaryButton>
      </section>
    </div>
  )
}

/** How to copy a trader (`?id=`): fixed multiple or fixed lots, the number with a worked example, and the terms. */
export function FollowSettingScreen() {
  const { t } = useCopyStrings()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || 0
  const { data, isPending } = useTrader(id)
  return (
    <Page title={t('copytrade.setting_title')}>
      {isPending && id > 0 ? (
        <LoadingView label={t('common.loading')} />
      ) : data ? (
        <SettingForm key={data.trader_info.id} detail={data} />
      ) : (
        <StateView icon={<UserOutline />} title={t('copytrade.no_trader')} />
      )}
    </Page>
  )
}
