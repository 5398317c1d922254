import { Badge, Button } from 'antd-mobile'
import { BellOutline, FileOutline, RightOutline, SetOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate } from '@/lib/router'
import { DemoBadge } from '@/components/DemoBadge'
import { Page } from '@/components/Page'
import { SiteLogo, useSiteName } from '@/components/SiteLogo'
import { StateView } from '@/components/StateView'
import {
  BannerSwiper,
  MenuGrid,
  NEWS_NOTICES,
  NoticeRow,
  NoticeTicker,
  PopupNotice,
  useLatestNews,
  useMenu,
} from '@/features/content'
import { ChatLink } from '@/features/chat'
import { HomeQuotes } from '@/features/market'
import { useUnreadCount } from '@/features/messages'
import { realLevelKey, useUserInfo } from '@/features/user'
import { maskAccount } from '@/lib/format'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import type { News } from '@/lib/types'
import '../home.css'

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

/** Announcements read on home: titles for the ticker, the first few as a list. */
const LATEST_NOTICES = 5
const LISTED_NOTICES = 3

function MessagesBell() {
  const { t } = useTranslation()
  const unread = useUnreadCount()
  const title = t('mail.centre_title')
  const label = unread > 0 ? `${title} (${t('mail.unread_count', { count: unread })})` : title
  return (
    <Link className="home-nav-icon" to={ROUTES.mailMessage} aria-label={label}>
      <Badge content={unread > 0 ? Badge.dot : null}>
        <BellOutline />
      </Badge>
    </Link>
  )
}

function MenuCard() {
  const { data } = useMenu()
  if (!data || data.length === 0) return null
  return (
    <section className="card">
      <MenuGrid entries={data} />
    </section>
  )
}

function LatestNotices({ notices }: { notices: News[] | undefined }) {
  const { t } = useTranslation()
  const listed = (notices ?? []).slice(0, LISTED_NOTICES)
  return (
    <section className="card">
      <h3 className="section-title">
        {t('home.news_title')}
        {listed.length > 0 && (
          <Link className="home-more" to={ROUTES.ggList}>
            {t('news.more')}
            <RightOutline />
          </Link>
        )}
      </h3>
      {listed.length > 0 ? (
        <ul className="home-notices">
          {listed.map((news) => (
            <li key={news.id}>
              <NoticeRow news={news} compact />
            </li>
          ))}
        </ul>
      ) : (
        <StateView icon={<FileOutline />} title={t('home.news_empty_title')} text={t('home.news_empty_text')} />
      )}
    </section>
  )
}

export function HomeScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const siteName = useSiteName()
  const demo = useSession((s) => s.siteConfig?.demo === 1)
  const loggedIn = useSession(selectIsLoggedIn)
  const notices = useLatestNews(NEWS_NOTICES, LATEST_NOTICES).data
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
        <span className="home-nav-icons">
          {loggedIn && <MessagesBell />}
          <Link className="home-nav-icon" to={ROUTES.setting} aria-label={t('setting.title')}>
            <SetOutline />
          </Link>
        </span>
      }
    >
      <BannerSwiper />
      <NoticeTicker notices={notices ?? []} onOpen={() => void navigate(ROUTES.ggList)} />
      <Hero />
      {demo && (
        <section className="card demo-note">
          <DemoBadge className="demo-note-badge" />
          <span>{t('home.demo_note')}</span>
        </section>
      )}
      <MenuCard />
      <ChatLink />
      <HomeQuotes />
      <LatestNotices notices={notices} />
      <div className="home-bottom" />
      <PopupNotice />
    </Page>
  )
}
