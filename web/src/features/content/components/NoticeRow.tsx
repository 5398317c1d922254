import { RightOutline } from '@/components/icons'
import { Link } from '@/lib/router'
import { useDisplayTime } from '@/hooks/useDisplayTime'
import type { News } from '@/lib/types'
import '../content.css'
import { noticePath } from '../webView'

/** One announcement in a list: title, abstract and time, linking to its detail. */
export function NoticeRow({ news, compact = false }: { news: News; compact?: boolean }) {
  const displayTime = useDisplayTime()
  return (
    <Link className={compact ? 'notice-row compact' : 'notice-row'} to={noticePath(news.id)}>
      <span className="notice-row-main">
        <span className="notice-row-title">{news.title}</span>
        {!compact && news.abstract && <span className="notice-row-abstract">{news.abstract}</span>}
        <span className="notice-row-time num">{displayTime(news)}</span>
      </span>
      <RightOutline className="notice-row-arrow" />
    </Link>
  )
}
