import {
  AppstoreOutline,
  CheckShieldOutline,
  GiftOutline,
  InformationCircleOutline,
  LockOutline,
  PayCircleOutline,
  PhonebookOutline,
  QuestionCircleOutline,
} from '@/components/icons'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { menuAction } from '../menu'
import type { MenuEntry } from '../types'
import '../content.css'

const ICONS: Record<string, ReactNode> = {
  faq: <QuestionCircleOutline />,
  about: <InformationCircleOutline />,
  aboutus: <InformationCircleOutline />,
  contact: <PhonebookOutline />,
  contactus: <PhonebookOutline />,
  compliance: <CheckShieldOutline />,
  operational_compliance: <CheckShieldOutline />,
  ieo: <GiftOutline />,
  lockming: <LockOutline />,
  invest: <PayCircleOutline />,
}

function MenuIcon({ icon, title }: { icon: string; title: string }) {
  const [failed, setFailed] = useState(false)
  const isImage = /[./]/.test(icon)
  if (isImage && !failed) return <img src={icon} alt="" onError={() => setFailed(true)} />
  return <>{ICONS[icon] ?? ICONS[title] ?? <AppstoreOutline />}</>
}

/** The operator's menu as a grid of icons; each entry opens an app route, a web view or the browser. */
export function MenuGrid({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (entries.length === 0) return null
  const open = (entry: MenuEntry, label: string) => {
    const action = menuAction(entry, label)
    if (action.kind === 'route') void navigate(action.path)
    else if (action.kind === 'external') window.open(action.url, '_blank', 'noopener,noreferrer')
  }
  return (
    <nav className="menu-grid" aria-label={t('menu.title')}>
      {entries.map((entry) => {
        const label = t(`menu.${entry.title}`, { defaultValue: entry.title })
        return (
          <button key={entry.id} type="button" className="menu-grid-item" onClick={() => open(entry, label)}>
            <span className="menu-grid-icon">
              <MenuIcon icon={entry.icon} title={entry.title} />
            </span>
            <span className="menu-grid-label">{label}</span>
          </button>
        )
      })}
    </nav>
  )
}
