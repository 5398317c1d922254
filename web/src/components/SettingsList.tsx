import { List } from 'antd-mobile'
import type { ReactNode } from 'react'
import './SettingsList.css'

/** A rounded card of list rows, as the settings, security and message screens show them. */
export function SettingsList({ className, children }: { className?: string; children: ReactNode }) {
  return <List className={className ? `settings-list ${className}` : 'settings-list'}>{children}</List>
}
