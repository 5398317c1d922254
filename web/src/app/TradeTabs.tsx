import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link } from '@/lib/router'
import { ROUTES } from '@/lib/navigation'
import './trade-tabs.css'

/** The screens of the trade area, in the spec's order: options, contract, coins (spot). */
export const TRADE_TABS = [
  { key: 'options', path: ROUTES.tradeOptions, label: 'trade_area.options' },
  { key: 'contract', path: ROUTES.tradeContract, label: 'trade_area.contract' },
  { key: 'coins', path: ROUTES.trade, label: 'trade_area.coins' },
] as const

export type TradeTabKey = (typeof TRADE_TABS)[number]['key']

/** Paths that sit under the Trade tab of the tab bar. */
export const TRADE_AREA_PATHS: readonly string[] = TRADE_TABS.map((tab) => tab.path)

/** The switch between options, contract and coins at the top of the trade area. */
export function TradeTabs({ active }: { active: TradeTabKey }) {
  const { t } = useTranslation()
  return (
    <nav className="trade-tabs" aria-label={t('trade_area.label')}>
      {TRADE_TABS.map((tab) => (
        <Link
          key={tab.key}
          to={tab.path}
          replace
          className={tab.key === active ? 'active' : undefined}
          aria-current={tab.key === active ? 'page' : undefined}
        >
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  )
}

/** A trade-area screen: the switch above the screen's own page; contracts add the way to copy trading. */
export function TradeArea({ active, children }: { active: TradeTabKey; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="trade-area">
      <TradeTabs active={active} />
      {active === 'contract' && (
        <Link to={ROUTES.copytrade} className="trade-copy-link">
          {t('trade_area.copy_trading')}
        </Link>
      )}
      {children}
    </div>
  )
}
