import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button } from 'antd-mobile'
import { useEffect, useId, useState } from 'react'
import { createPortal } from 'react-dom'
import { CloseOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { RichText } from '@/components/RichText'
import { storage } from '@/lib/storage'
import type { News } from '@/lib/types'
import '../content.css'
import { dismissPopup, shouldShowPopup } from '../popup'
import { useIndexPop } from '../queries'
import { articlePath } from '../webView'

/**
 * The notice over the page: antd-mobile's Modal drawn with CSS (content.css). The Modal's mask and centred popup
 * animate with react-spring, which the home page would download for this alone whenever a notice is up.
 */
function NoticeDialog({ notice, onClose, onView }: { notice: News; onClose: () => void; onView: () => void }) {
  const { t } = useTranslation()
  const titleId = useId()
  // The page under the notice does not scroll while it is up, as under antd-mobile's Modal.
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])
  return createPortal(
    <div className="popup-notice">
      <div className="popup-notice-mask" />
      <div className="popup-notice-card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className="popup-notice-close" aria-label={t('news.popup_close')} onClick={onClose}>
          <CloseOutline />
        </button>
        <h2 className="popup-notice-title" id={titleId}>
          {notice.title || t('news.popup_title')}
        </h2>
        <div className="popup-notice-body">
          {notice.abstract ? <p>{notice.abstract}</p> : <RichText html={notice.content} />}
        </div>
        <div className="popup-notice-actions">
          <PrimaryButton onClick={onView}>{t('news.popup_view')}</PrimaryButton>
          <Button block color="primary" fill="none" onClick={onClose}>
            {t('news.popup_close')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  )
}

/** The home pop-up notice, shown until it is closed or viewed, then never again for that id. */
export function PopupNotice() {
  const navigate = useNavigate()
  const { data } = useIndexPop()
  const [dismissed, setDismissed] = useState(() => storage.getDismissedPopups())
  if (!shouldShowPopup(data, dismissed)) return null

  const close = () => {
    dismissPopup(data.id)
    setDismissed(storage.getDismissedPopups())
  }
  return (
    <NoticeDialog
      notice={data}
      onClose={close}
      onView={() => {
        close()
        void navigate(articlePath(data.id))
      }}
    />
  )
}
