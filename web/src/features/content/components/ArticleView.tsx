import { RichText } from '@/components/RichText'
import type { News } from '@/lib/types'
import '../content.css'

/** A news row or single page: title, time and body. */
export function ArticleView({ news, showTime = true }: { news: News; showTime?: boolean }) {
  return (
    <article className="article card">
      {news.title && <h1 className="article-title">{news.title}</h1>}
      {showTime && news.create_time && (
        <p className="article-time num">
          <time>{news.create_time}</time>
        </p>
      )}
      <RichText html={news.content} />
    </article>
  )
}
