import { Button } from 'antd-mobile'
import { FileOutline, HistogramOutline, SetOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { DemoBadge } from '@/features/common/DemoBadge'
import { SiteLogo, useSiteName } from '@/features/common/SiteLogo'
import { realLevelKey } from '@/features/user/realLevel'
import { useUserInfo } from '@/features/user/useUserInfo'
import { maskAccount } from '@/lib/format'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import './home.css'

function Hero() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const siteName = useSiteName()
  const token = useSession((s) => s.token)
  const user = useSession((s) => s.user)
  useUserInfo()

  if (!token) {
    return (
      <section className="card hero">
        <h2>{t('home.guest_title', { site: siteName })}</h2>
        <p>{t('home.guest_text')}</p>
        <div className="hero-actions">
          <Button color="primary" onClick={() => void navigate(ROUTES.login)}>
            {t('common.login')}
          </Button>
          <Button color="primary" fill="outline" onClick={() => void navigate(ROUTES.register)}>
            {t('common.register')}
          </Button>
        </div>
      </section>
    )
  }
  const name = user?.nickname || maskAccount(user?.account ?? '')
  return (
    <section className="card hero">
      <h2>{name ? t('home.user_title', { name }) : t('home.user_title_anonymous')}</h2>
      <p>{t('home.user_text')}</p>
      {user && (
        <div className="hero-meta num">
          <span>UID {user.id}</span>
          <span>{t(realLevelKey(user.real_level))}</span>
        </div>
      )}
      <div className="hero-actions">
        <Button color="primary" onClick={() => void navigate(ROUTES.assets)}>
          {t('home.view_assets')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => void navigate(ROUTES.market)}>
          {t('home.view_markets')}
        </Button>
      </div>
    </section>
  )
}

export default function HomeScreen() {
  const { t } = useTranslation()
  const siteName = useSiteName()
  const demo = useSession((s) => s.siteConfig?.demo === 1)
  return (
    <Page
      back={false}
      left={
        <span className="home-brand">
          <SiteLogo size={26} />
          <strong>{siteName}</strong>
          <DemoBadge />
        </span>
      }
      right={
        <Link className="home-nav-icon" to={ROUTES.setting} aria-label={t('setting.title')}>
          <SetOutline />
        </Link>
      }
    >
      <Hero />
      {demo && (
        <section className="card demo-note">
          <DemoBadge />
          <span>{t('home.demo_note')}</span>
        </section>
      )}
      <section className="card">
        <h3 className="section-title">{t('home.markets_title')}</h3>
        <StateView icon={<HistogramOutline />} title={t('home.markets_empty_title')} text={t('home.markets_empty_text')} />
      </section>
      <section className="card">
        <h3 className="section-title">{t('home.news_title')}</h3>
        <StateView icon={<FileOutline />} title={t('home.news_empty_title')} text={t('home.news_empty_text')} />
      </section>
      <div className="home-bottom" />
    </Page>
  )
}
