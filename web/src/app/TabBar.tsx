import { TabBar as AdmTabBar } from 'antd-mobile'
import { AppOutline, HistogramOutline, LoopOutline, PayCircleOutline, PieOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { ROUTES } from '@/lib/navigation'
import { TRADE_AREA_PATHS } from './TradeTabs'

export const TABS = [
  { path: ROUTES.home, key: 'home', icon: <AppOutline /> },
  { path: ROUTES.market, key: 'markets', icon: <HistogramOutline /> },
  { path: ROUTES.trade, key: 'trade', icon: <LoopOutline /> },
  { path: ROUTES.finance, key: 'finance', icon: <PieOutline /> },
  { path: ROUTES.assets, key: 'assets', icon: <PayCircleOutline /> },
] as const

/** The tab a screen belongs to: the trade area's screens (options, contract, coins) sit under Trade. */
export function tabPathOf(path: string): string {
  return TRADE_AREA_PATHS.includes(path) ? ROUTES.trade : path
}

export function isTabPath(path: string): boolean {
  return TABS.some((tab) => tab.path === tabPathOf(path))
}

export function TabBar({ activePath }: { activePath: string }) {
  const navigate = useNavigate()
  const { t } = useTranslation()
  return (
    <nav className="tabbar">
      <AdmTabBar activeKey={tabPathOf(activePath)} onChange={(path) => void navigate(path, { replace: true })} safeArea>
        {TABS.map((tab) => (
          <AdmTabBar.Item key={tab.path} icon={tab.icon} title={t(`tab.${tab.key}`)} />
        ))}
      </AdmTabBar>
    </nav>
  )
}
