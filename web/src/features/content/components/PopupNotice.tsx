import { Modal } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { RichText } from '@/components/RichText'
import { storage } from '@/lib/storage'
import '../content.css'
import { dismissPopup, shouldShowPopup } from '../popup'
import { useIndexPop } from '../queries'
import { articlePath } from '../webView'

/** The home pop-up notice, shown until it is closed or viewed, then never again for that id. */
export function PopupNotice() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data } = useIndexPop()
  const [dismissed, setDismissed] = useState(() => storage.getDismissedPopups())
  if (!shouldShowPopup(data, dismissed)) return null

  const close = () => {
    dismissPopup(data.id)
    setDismissed(storage.getDismissedPopups())
  }
  return (
    <Modal
      visible
      className="popup-notice"
      title={data.title || t('news.popup_title')}
      content={
        <div className="popup-notice-body">
          {data.abstract ? <p>{data.abstract}</p> : <RichText html={data.content} />}
        </div>
      }
      showCloseButton
      onClose={close}
      actions={[
        {
          key: 'view',
          text: t('news.popup_view'),
          primary: true,
          onClick: () => {
            close()
            void navigate(articlePath(data.id))
          },
        },
        { key: 'close', text: t('news.popup_close'), onClick: close },
      ]}
    />
  )
}
