import { Swiper } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useBanners } from '../queries'
import '../content.css'

/** The operator's home banners (covers of /news/list c_id 5); nothing while there are none. */
export function BannerSwiper() {
  const { t } = useTranslation()
  const { data } = useBanners()
  const banners = (data ?? []).filter((banner) => banner.cover)
  if (banners.length === 0) return null
  const many = banners.length > 1
  return (
    <section className="banner-swiper" aria-label={t('news.banners')}>
      <Swiper autoplay={many} loop={many} indicator={many ? undefined : false}>
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <img className="banner-image" src={banner.cover} alt={banner.title} loading="lazy" draggable={false} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  )
}
