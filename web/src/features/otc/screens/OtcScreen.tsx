import { PickOne } from '@/components/form/PickOne'
import { Tabs } from 'antd-mobile'
import { useState } from 'react'
import { FileOutline } from '@/components/icons'
import { DemoBadge } from '@/components/DemoBadge'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { QueryView, StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { AdCard } from '../components/AdCard'
import { TakeAdSheet } from '../components/TakeAdSheet'
import '../otc.css'
import { useAds, useMyMerchant, useOtcConfig } from '../queries'
import { sideOfTab, type TradeTab } from '../rules'
import { useOtcStrings } from '../strings'
import { MERCHANT_APPROVED, type OtcAdView, type OtcConfig } from '../types'

/** The ads of one side, coin and fiat, and the sheet that takes one. */
function AdList({ tab, currency, fiat }: { tab: TradeTab; currency: number; fiat: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const ads = useAds(sideOfTab(tab), currency, fiat)
  const [taking, setTaking] = useState<OtcAdView | null>(null)
  const take = (ad: OtcAdView) => {
    if (!loggedIn) {
      toast.show(t('guard.login_first'))
      void navigate(ROUTES.login)
      return
    }
    setTaking(ad)
  }
  return (
    <div className="otc-list">
      <PagedList
        query={ads}
        rowKey={(ad) => ad.id}
        empty={<StateView icon={<FileOutline />} title={t('otc.no_ads')} />}
        renderItem={(ad) => <AdCard ad={ad} tab={tab} onTake={take} />}
      />
      <TakeAdSheet ad={taking} tab={tab} onClose={() => setTaking(null)} />
    </div>
  )
}

/** The coin and fiat filters over the list. */
function Market({ config, tab }: { config: OtcConfig; tab: TradeTab }) {
  const [currencyId, setCurrencyId] = useState<number | undefined>(undefined)
  const [fiatCode, setFiatCode] = useState<string | undefined>(undefined)
  const currency = currencyId ?? config.currencies[0]?.currency_id ?? 0
  const fiat = fiatCode ?? config.fiats[0]?.code ?? ''
  return (
    <>
      <PickOne
        className="otc-filter otc-currencies"
        columns={4}
        value={currency}
        onPick={setCurrencyId}
        options={config.currencies.map((c) => ({ value: c.currency_id, label: c.currency_name }))}
      />
      <PickOne
        className="otc-filter otc-fiats"
        columns={4}
        value={fiat}
        onPick={setFiatCode}
        options={config.fiats.map((f) => ({ value: f.code, label: f.code }))}
      />
      <AdList tab={tab} currency={currency} fiat={fiat} />
    </>
  )
}

/** The ways to the caller's orders and to the merchant's page. */
function Entries() {
  const { t } = useTranslation()
  const loggedIn = useSession(selectIsLoggedIn)
  const merchant = useMyMerchant()
  const approved = merchant.data?.status === MERCHANT_APPROVED
  return (
    <nav className="otc-entries">
      <Link to={ROUTES.otcOrders} className="otc-entry otc-my-orders">
        {t('otc.my_orders')}
      </Link>
      <Link to={ROUTES.otcMerchant} className="otc-entry otc-merchant-entry">
        {loggedIn && approved ? t('otc.my_ads') : t('otc.become_merchant')}
      </Link>
    </nav>
  )
}

/**
 * Peer-to-peer trading (`?tab=sell` opens selling): merchants' ads to buy from or sell to, filtered by coin and fiat.
 * Anyone may browse; taking an ad needs a login.
 */
export function OtcScreen() {
  const { t } = useOtcStrings()
  const config = useOtcConfig()
  const [params, setParams] = useSearchParams()
  const tab: TradeTab = params.get('tab') === 'sell' ? 'sell' : 'buy'
  const choose = (next: TradeTab) => setParams(next === 'sell' ? { tab: 'sell' } : {}, { replace: true })
  return (
    <Page title={t('otc.title')} right={<DemoBadge />}>
      <Tabs activeKey={tab} onChange={(key) => choose(key === 'sell' ? 'sell' : 'buy')}>
        <Tabs.Tab key="buy" title={t('otc.tab_buy')} />
        <Tabs.Tab key="sell" title={t('otc.tab_sell')} />
      </Tabs>
      <div className="otc">
        <Entries />
        <QueryView query={config}>{(data) => <Market config={data} tab={tab} />}</QueryView>
      </div>
    </Page>
  )
}
