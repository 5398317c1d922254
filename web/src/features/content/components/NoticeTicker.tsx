import { NoticeBar } from 'antd-mobile'
import { SoundOutline } from '@/components/icons'
import type { News } from '@/lib/types'
import '../content.css'

/** One scrolling line with the latest announcement titles; tapping opens the announcement list. */
export function NoticeTicker({ notices, onOpen }: { notices: News[]; onOpen: () => void }) {
  const titles = notices.map((notice) => notice.title).filter(Boolean)
  if (titles.length === 0) return null
  return (
    <div
      className="notice-ticker"
      role="link"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen()
      }}
    >
      <NoticeBar content={titles.join('\u3000\u3000')} icon={<SoundOutline />} color="info" />
    </div>
  )
}
