import { Typography } from 'antd'
import { useMemo } from 'react'
import { cleanHtml, looksLikeHtml } from '../../../src/lib/html'
import { useI18n } from '../lib/i18n'

export interface PreviewItem {
  c_id: number
  cover: string
  title: string
  abstract: string
  content: string
  created_at?: string
}

/**
 * The item as the app shows it on a phone: a banner as the home strip's picture, anything else as the article page
 * (cover, title, time, summary, then the HTML cleaned the way the app cleans it, or plain text with its line breaks).
 */
export function ContentPreview({ item }: { item: PreviewItem }) {
  const { t } = useI18n()
  const isHtml = looksLikeHtml(item.content)
  const clean = useMemo(() => (isHtml ? cleanHtml(item.content) : ''), [isHtml, item.content])
  if (item.c_id === 5) {
    return (
      <div className="phone-preview" data-testid="content-preview">
        {item.cover ? (
          <img className="phone-preview-cover" src={item.cover} alt={item.title} />
        ) : (
          <Typography.Paragraph type="warning" style={{ padding: 16 }}>
            {t('content.banner_needs_cover')}
          </Typography.Paragraph>
        )}
        <div className="phone-preview-body">
          <Typography.Text type="secondary">{item.title}</Typography.Text>
        </div>
      </div>
    )
  }
  return (
    <div className="phone-preview" data-testid="content-preview">
      {item.cover && <img className="phone-preview-cover" src={item.cover} alt="" />}
      <div className="phone-preview-body">
        <h2 className="phone-preview-title">{item.title}</h2>
        {item.created_at && <div className="phone-preview-meta">{item.created_at}</div>}
        {item.abstract && <div className="phone-preview-abstract">{item.abstract}</div>}
        {isHtml ? (
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <div className="rich-text plain">{item.content}</div>
        )}
      </div>
    </div>
  )
}
