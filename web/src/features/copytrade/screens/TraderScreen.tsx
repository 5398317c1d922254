import { ClosedTradeRow } from '../components/ClosedTradeRow'
import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button } from 'antd-mobile'
import { FileOutline, UserOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { LoadingView, StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { CancelFollow } from '../components/CancelFollow'
import { Profit } from '../components/Profit'
import { TraderAvatar } from '../components/TraderAvatar'
import '../copytrade.css'
import { plainNumber, rateText } from '../copy'
import { useCopyFeed, useTrader, useTraderHistory } from '../queries'
import { useCopyStrings } from '../strings'
import { useTraderName } from '../useTraderName'
import { FIXED_MULTIPLE, type TraderDetail } from '../types'

/** Follow, or edit and cancel when following; nothing on one's own profile or a former trader's. */
function Actions({ detail }: { detail: TraderDetail }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const self = useSession((s) => s.user?.id) === detail.trader_info.id
  const setting = `${ROUTES.followSetting}?id=${detail.trader_info.id}`
  const name = useTraderName()
  if (self) return null
  if (detail.is_followed === 1) {
    const follow = detail.follow_setting
    return (
      <section className="ui-card copy-card copy-following-card">
        {follow && (
          <p className="copy-setting">
            {follow.type === FIXED_MULTIPLE
              ? t('copytrade.setting_multiple', { number: plainNumber(follow.number) })
              : t('copytrade.setting_lots', { number: plainNumber(follow.number) })}
          </p>
        )}
        <div className="copy-buttons">
          <Button size="small" color="primary" fill="outline" onClick={() => void navigate(setting)}>
            {t('copytrade.edit')}
          </Button>
          <CancelFollow
            traderId={detail.trader_info.id}
            nickname={name(detail.trader_info.nickname, detail.trader_info.id)}
          />
        </div>
      </section>
    )
  }
  if (detail.trader_info.is_trader !== 1) return <p className="copy-note">{t('copytrade.not_trader')}</p>
  return (
    <PrimaryButton onClick={() => void navigate(loggedIn ? setting : ROUTES.login)}>
      {t('copytrade.follow')}
    </PrimaryButton>
  )
}

function Profile({ detail }: { detail: TraderDetail }) {
  const { t } = useTranslation()
  const { data: figures, trader_info: info } = detail
  const history = useTraderHistory(info.id)
  const name = useTraderName()
  return (
    <div className="copy">
      <section className="ui-card copy-card copy-profile">
        <div className="copy-profile-head">
          <TraderAvatar src={info.head_portrait} large />
          <div>
            <h2 className="copy-profile-name">{name(info.nickname, info.id)}</h2>
            <p className="copy-signature">{info.signature || t('copytrade.no_signature')}</p>
          </div>
        </div>
        <div className="copy-headline">
          <div>
            <Profit value={figures.total_profits} className="copy-big" />
            <small>{t('copytrade.total_profit')}</small>
          </div>
          <div>
            <span className="copy-big num">{rateText(figures.correct_rate)}</span>
            <small>{t('copytrade.win_rate')}</small>
          </div>
        </div>
        <dl className="copy-figures">
          <Fact label={t('copytrade.yesterday_profit')}>
            <Profit value={figures.yesterday_profits} />
          </Fact>
          <Fact label={t('copytrade.income_rate')} className="num">
            {rateText(figures.total_income_rate)}
          </Fact>
          <Fact label={t('copytrade.rise_fall')} className="num">
            <span className="up">{figures.riseCount}</span> / <span className="down">{figures.fallCount}</span>
          </Fact>
          <Fact label={t('copytrade.winners')} className="num">
            {figures.profitCount}
          </Fact>
          <Fact label={t('copytrade.open_positions')} className="num copy-open-count">
            {figures.position_count}
          </Fact>
          <Fact label={t('copytrade.total_positions')} className="num">
            {figures.total_count}
          </Fact>
          <Fact label={t('copytrade.followers')} className="num">
            {info.virtual_follow_num}
          </Fact>
        </dl>
        <p className="copy-computed">{t('copytrade.computed_at', { time: detail.refreshed_at })}</p>
      </section>
      <Actions detail={detail} />
      <h3 className="copy-section-title">{t('copytrade.history')}</h3>
      <PagedList
        query={history}
        rowKey={(trade) => trade.id}
        renderItem={(trade) => (
          <ClosedTradeRow trade={trade} className="copy-trade" data={{ 'data-trade': trade.id }} />
        )}
        empty={<StateView icon={<FileOutline />} title={t('copytrade.no_history')} />}
      />
    </div>
  )
}

/** A trader's profile (`?id=`): figures from their closed positions, the closed positions, and follow. */
export function TraderScreen() {
  useCopyStrings()
  useCopyFeed()
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || 0
  const { data, isPending } = useTrader(id)
  return (
    <Page title={t('copytrade.trader_title')}>
      {isPending && id > 0 ? (
        <LoadingView label={t('common.loading')} />
      ) : data ? (
        <Profile detail={data} />
      ) : (
        <StateView icon={<UserOutline />} title={t('copytrade.no_trader')} />
      )}
    </Page>
  )
}
