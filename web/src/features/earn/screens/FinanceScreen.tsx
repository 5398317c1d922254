import { Button } from 'antd-mobile'
import {
  AppstoreOutline,
  BankcardOutline,
  GiftOutline,
  HistogramOutline,
  LockOutline,
  LoopOutline,
  PayCircleOutline,
  QuestionCircleOutline,
} from '@/components/icons'
import { DemoBadge } from '@/components/DemoBadge'
import { Page } from '@/components/Page'
import { Fact } from '@/components/Fact'
import { useNow } from '@/hooks/useNow'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { ProductLink } from '../components/ProductLink'
import '../earn.css'
import { dualSummary, formatSecond } from '../dual'
import { countdown, ieoSummary } from '../ieo'
import { holdings, lowestCover, percent, plain, remainingByAsset, todayRange } from '../lockming'
import { useAllDualProducts, useAllLockOrders, useIeoProjects, useLockProducts } from '../queries'
import { useEarnStrings } from '../strings'
import { useZone } from '@/hooks/useZone'

/** Lock mining as the Finance tab shows it: today's rates across the products, what remains and the reserve's cover. */
function LockMiningCard() {
  const { t } = useTranslation()
  const products = useLockProducts()
  const list = products.data ?? []
  const range = todayRange(list)
  const cover = lowestCover(list)
  const remaining = remainingByAsset(list)
  return (
    <ProductLink to={ROUTES.lockming} icon={<LockOutline />} title={t('earn.lock_title')} line={t('earn.lock_line')}>
      {range && (
        <p className="earn-rate lock-today">
          {range.low === range.high ? percent(range.low) : `${percent(range.low)} – ${percent(range.high)}`}
          <small>{t('earn.today_range')}</small>
        </p>
      )}
      {remaining.length > 0 && (
        <dl className="ui-facts earn-facts">
          <div className="wide">
            <dt>{t('earn.remaining')}</dt>
            <dd>{remaining.map((row) => `${plain(row.remaining)} ${row.currency}`).join(' · ')}</dd>
          </div>
        </dl>
      )}
      {cover !== null && <span className="earn-cover">{t('earn.reserve_covers', { cover })}</span>}
      {products.isSuccess && list.length === 0 && <p className="earn-muted">{t('earn.none_on_sale')}</p>}
    </ProductLink>
  )
}

/** The IEO launchpad as the Finance tab shows it: the sales on now, those to come and the nearest countdown. */
function IeoCard() {
  const { t } = useTranslation()
  const projects = useIeoProjects()
  const now = useNow()
  const summary = projects.data ? ieoSummary(projects.data, now) : null
  return (
    <ProductLink to={ROUTES.ieo} icon={<GiftOutline />} title={t('earn.ieo_title')} line={t('earn.ieo_line')}>
      {summary && (
        <dl className="ui-facts earn-facts ieo-summary">
          <Fact label={t('earn.ieo.card_on_sale')} className="ieo-on-sale">
            {summary.onSale}
          </Fact>
          <Fact label={t('earn.ieo.card_warm_up')}>{summary.warmUp}</Fact>
          {summary.next && (
            <div className="wide">
              <dt>{summary.next.title}</dt>
              <dd className="ieo-next">
                {t(summary.next.kind === 'start' ? 'earn.ieo.starts_in' : 'earn.ieo.ends_in', {
                  time: t('earn.ieo.countdown', countdown(summary.next.at, now)),
                })}
              </dd>
            </div>
          )}
        </dl>
      )}
    </ProductLink>
  )
}

/** Dual investment as the Finance tab shows it: the highest APR on sale and the nearest settlement. */
function DualCard() {
  const { t } = useTranslation()
  const zone = useZone()
  const products = useAllDualProducts()
  const summary = products.data ? dualSummary(products.data) : null
  return (
    <ProductLink
      to={ROUTES.invest}
      icon={<HistogramOutline />}
      title={t('earn.invest_title')}
      line={t('earn.invest_line')}
    >
      {summary && (
        <dl className="ui-facts earn-facts dual-summary">
          <Fact label={t('earn.dual.card_top_rate')} className="dual-top-rate">
            {summary.topRate}%
          </Fact>
          {summary.nextSettle && (
            <Fact label={t('earn.dual.card_next')} className="dual-next">
              {formatSecond(summary.nextSettle.at, zone)}
            </Fact>
          )}
        </dl>
      )}
    </ProductLink>
  )
}

/** Collateralised loans as the Finance tab shows them: a link only, so the borrowing screen's code loads when opened. */
function LoansCard() {
  const { t } = useTranslation()
  return (
    <ProductLink
      to={ROUTES.borrowing}
      icon={<PayCircleOutline />}
      title={t('earn.loans_title')}
      line={t('earn.loans_line')}
    />
  )
}

/** Peer-to-peer trading as the Finance tab shows it: a link only, so the OTC screens' code loads when opened. */
function OtcCard() {
  const { t } = useTranslation()
  return <ProductLink to={ROUTES.otc} icon={<LoopOutline />} title={t('earn.otc_title')} line={t('earn.otc_line')} />
}

/** Quick buy as the Finance tab shows it: a link only, so its screens' code loads when opened. */
function QuickBuyCard() {
  const { t } = useTranslation()
  return (
    <ProductLink
      to={ROUTES.quickbuy}
      icon={<BankcardOutline />}
      title={t('earn.quickbuy_title')}
      line={t('earn.quickbuy_line')}
    />
  )
}

/** The price guessing game as the Finance tab shows it: a link only, so its screen's code loads when opened. */
function GameCard() {
  const { t } = useTranslation()
  return (
    <ProductLink
      to={ROUTES.game}
      icon={<QuestionCircleOutline />}
      title={t('earn.game_title')}
      line={t('earn.game_line')}
    />
  )
}

/** The NFT market as the Finance tab shows it: a link only, so its screens' code loads when opened. */
function NftCard() {
  const { t } = useTranslation()
  return (
    <ProductLink to={ROUTES.nft} icon={<AppstoreOutline />} title={t('earn.nft_title')} line={t('earn.nft_line')} />
  )
}

/** What the user holds in lock mining per asset and the interest it has paid. */
function Holdings() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const orders = useAllLockOrders()
  const rows = holdings(orders.data ?? [])
  return (
    <section className="ui-card earn-card holdings-card">
      <h3 className="earn-card-title">{t('earn.holdings_title')}</h3>
      {!loggedIn ? (
        <div className="earn-actions">
          <p className="earn-muted">{t('earn.holdings_login')}</p>
          <Button size="small" color="primary" onClick={() => void navigate(ROUTES.login)}>
            {t('common.login')}
          </Button>
        </div>
      ) : orders.isSuccess && rows.length === 0 ? (
        <p className="earn-muted">{t('earn.holdings_empty')}</p>
      ) : (
        rows.length > 0 && (
          <table className="earn-holdings">
            <thead>
              <tr>
                <th scope="col">{t('fund.asset')}</th>
                <th scope="col">{t('earn.holdings_locked')}</th>
                <th scope="col">{t('earn.holdings_interest')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.currency}>
                  <td>{row.currency}</td>
                  <td>{formatBalance(row.locked)}</td>
                  <td className="value-up">{formatBalance(row.interest)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      )}
      {loggedIn && (
        <div className="earn-links">
          <Link to={ROUTES.lockmingOrders}>{t('earn.my_positions')}</Link>
          <Link to={ROUTES.lockmingWelcome}>{t('earn.rules')}</Link>
        </div>
      )}
    </section>
  )
}

/** The Finance tab: the earn products (lock mining and the IEO launchpad live, dual investment), the ways to borrow and
 * to buy coins with fiat or trade them with other users, the price guessing game, the NFT market, and the user's
 * lock-mining holdings. */
export function FinanceScreen() {
  const { t } = useEarnStrings()
  return (
    <Page title={t('finance.title')} back={false} right={<DemoBadge />}>
      <div className="earn">
        <Holdings />
        <h2 className="earn-section-title">{t('earn.products')}</h2>
        <LockMiningCard />
        <IeoCard />
        <DualCard />
        <LoansCard />
        <OtcCard />
        <QuickBuyCard />
        <GameCard />
        <NftCard />
      </div>
    </Page>
  )
}
