import {
  AuditOutlined,
  BankOutlined,
  DashboardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LockOutlined,
  MenuOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  SwapOutlined,
  UsergroupAddOutlined,
  RiseOutlined,
  MoneyCollectOutlined,
  InteractionOutlined,
  ShoppingCartOutlined,
  CustomerServiceOutlined,
  QuestionCircleOutlined,
  GiftOutlined,
  MessageOutlined,
  PictureOutlined,
} from '@ant-design/icons'
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import type { Screen } from '../lib/access'
import type { TextKey } from '../lib/i18n'

export interface ScreenEntry {
  path: string
  label: TextKey
  icon: ReactNode
  component: LazyExoticComponent<ComponentType>
}

/** Each screen is its own chunk, loaded when first opened. */
export const SCREEN_TABLE: Record<Screen, ScreenEntry> = {
  dashboard: {
    path: '/',
    label: 'nav.dashboard',
    icon: <DashboardOutlined />,
    component: lazy(() => import('../screens/Dashboard')),
  },
  users: {
    path: '/users',
    label: 'nav.users',
    icon: <UserOutlined />,
    component: lazy(() => import('../screens/Users')),
  },
  identity: {
    path: '/identity',
    label: 'nav.identity',
    icon: <IdcardOutlined />,
    component: lazy(() => import('../screens/Identity')),
  },
  deposits: {
    path: '/deposits',
    label: 'nav.deposits',
    icon: <WalletOutlined />,
    component: lazy(() => import('../screens/Deposits')),
  },
  withdrawals: {
    path: '/withdrawals',
    label: 'nav.withdrawals',
    icon: <SwapOutlined />,
    component: lazy(() => import('../screens/Withdrawals')),
  },
  ledger: {
    path: '/ledger',
    label: 'nav.ledger',
    icon: <BankOutlined />,
    component: lazy(() => import('../screens/Ledger')),
  },
  content: {
    path: '/content',
    label: 'nav.content',
    icon: <FileTextOutlined />,
    component: lazy(() => import('../screens/Content')),
  },
  menus: {
    path: '/menus',
    label: 'nav.menus',
    icon: <MenuOutlined />,
    component: lazy(() => import('../screens/Menus')),
  },
  settings: {
    path: '/settings',
    label: 'nav.settings',
    icon: <SettingOutlined />,
    component: lazy(() => import('../screens/Settings')),
  },
  operators: {
    path: '/operators',
    label: 'nav.operators',
    icon: <TeamOutlined />,
    component: lazy(() => import('../screens/Operators')),
  },
  audit: {
    path: '/audit',
    label: 'nav.audit',
    icon: <AuditOutlined />,
    component: lazy(() => import('../screens/Audit')),
  },
  traders: {
    path: '/traders',
    label: 'nav.traders',
    icon: <UsergroupAddOutlined />,
    component: lazy(() => import('../screens/Traders')),
  },
  earn: { path: '/earn', label: 'nav.earn', icon: <RiseOutlined />, component: lazy(() => import('../screens/Earn')) },
  loans: {
    path: '/loans',
    label: 'nav.loans',
    icon: <MoneyCollectOutlined />,
    component: lazy(() => import('../screens/Loans')),
  },
  otc: {
    path: '/otc',
    label: 'nav.otc',
    icon: <InteractionOutlined />,
    component: lazy(() => import('../screens/Otc')),
  },
  quickbuy: {
    path: '/quickbuy',
    label: 'nav.quickbuy',
    icon: <ShoppingCartOutlined />,
    component: lazy(() => import('../screens/QuickBuy')),
  },
  support: {
    path: '/support',
    label: 'nav.support',
    icon: <CustomerServiceOutlined />,
    component: lazy(() => import('../screens/Support')),
  },
  quiz: {
    path: '/quiz',
    label: 'nav.quiz',
    icon: <QuestionCircleOutlined />,
    component: lazy(() => import('../screens/Quiz')),
  },
  coupons: {
    path: '/coupons',
    label: 'nav.coupons',
    icon: <GiftOutlined />,
    component: lazy(() => import('../screens/Coupons')),
  },
  chat: {
    path: '/chat',
    label: 'nav.chat',
    icon: <MessageOutlined />,
    component: lazy(() => import('../screens/Chat')),
  },
  nft: {
    path: '/nft',
    label: 'nav.nft',
    icon: <PictureOutlined />,
    component: lazy(() => import('../screens/Nft')),
  },
  security: {
    path: '/security',
    label: 'nav.security',
    icon: <LockOutlined />,
    component: lazy(() => import('../screens/Security')),
  },
}
