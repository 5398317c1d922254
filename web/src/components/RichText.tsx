import { useMemo } from 'react'
import { cleanHtml, looksLikeHtml } from '@/lib/html'
import './RichText.css'

/** HTML from the API inside a typographic container; plain text keeps its line breaks. */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const text = html ?? ''
  const isHtml = looksLikeHtml(text)
  const clean = useMemo(() => (isHtml ? cleanHtml(text) : ''), [isHtml, text])
  if (!isHtml) return <div className={`rich-text plain ${className}`.trim()}>{text}</div>
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />
}
