import { Button } from 'antd-mobile'
import { LinkOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import '../content.css'
import { acceptWebUrl } from '../webView'

export function WebViewScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const url = acceptWebUrl(params.get('url'))
  const title = params.get('title')?.trim() || t('webview.title')

  if (!url) {
    return (
      <Page title={title}>
        <StateView icon={<LinkOutline />} title={t('webview.refused_title')} text={t('webview.refused_text')} />
      </Page>
    )
  }
  const host = new URL(url).host
  return (
    <Page title={title}>
      <div className="web-view">
        <div className="web-view-bar">
          <span title={t('webview.blank_hint')}>{host}</span>
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => {
              window.open(url, '_blank', 'noopener,noreferrer')
            }}
          >
            {t('webview.open_external')}
          </Button>
        </div>
        <iframe
          key={url}
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Page>
  )
}
