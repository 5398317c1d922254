import { Popup } from 'antd-mobile'
import type { ReactNode } from 'react'
import './Sheet.css'

interface SheetProps {
  visible: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
}

/** A bottom sheet with a title and a close button; tapping outside closes it too. */
export function Sheet({ visible, title, onClose, children }: SheetProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" showCloseButton>
      <h3 className="sheet-title">{title}</h3>
      {children}
    </Popup>
  )
}
