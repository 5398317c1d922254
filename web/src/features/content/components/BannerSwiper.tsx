import { PageIndicator } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useBanners } from '../queries'
import '../content.css'

/** How long each banner stays before the next one slides in (antd-mobile Swiper's default). */
export const BANNER_INTERVAL = 3000

/**
 * The operator's home banners (covers of /news/list c_id 5); nothing while there are none. Several banners slide in
 * a scroll-snapping strip that a finger swipes natively and that moves on by itself every 3 s (back to the first
 * after the last, and not right after a touch), with antd-mobile's page indicator. antd-mobile's Swiper would bring
 * a gesture library to the home screen for this alone.
 */
export function BannerSwiper() {
  const { t } = useTranslation()
  const { data } = useBanners()
  const banners = (data ?? []).filter((banner) => banner.cover)
  const count = banners.length
  const strip = useRef<HTMLDivElement>(null)
  const touched = useRef(0)
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    if (count < 2) return
    const timer = setInterval(() => {
      const element = strip.current
      if (!element || element.clientWidth === 0 || Date.now() - touched.current < BANNER_INTERVAL) return
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' })
    }, BANNER_INTERVAL)
    return () => clearInterval(timer)
  }, [count])

  if (count === 0) return null
  const onScroll = () => {
    const element = strip.current
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth))
  }
  return (
    <section className="banner-swiper" aria-label={t('news.banners')}>
      <div
        className="banner-strip"
        ref={strip}
        onScroll={onScroll}
        onPointerDown={() => (touched.current = Date.now())}
      >
        {banners.map((banner) => (
          <img
            key={banner.id}
            className="banner-image"
            src={banner.cover}
            alt={banner.title}
            loading="lazy"
            draggable={false}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="banner-indicator">
          <PageIndicator total={count} current={Math.min(current, count - 1)} />
        </div>
      )}
    </section>
  )
}
