import { Button, Dialog, List, Switch, Tag } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { Page } from '@/components/Page'
import { SettingsList } from '@/components/SettingsList'
import { useLogOut } from '@/features/auth'
import { avatarUrl, realLevelKey, useUserInfo } from '@/features/user'
import { maskAccount } from '@/lib/format'
import { languageOption } from '@/lib/languages'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { FiatPicker } from '../components/FiatPicker'
import { LanguagePicker } from '../components/LanguagePicker'
import '../settings.css'

function AccountCard() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const user = useSession((s) => s.user)
  useUserInfo()

  if (!loggedIn) {
    return (
      <section className="card account-card">
        <span className="avatar">?</span>
        <div className="account-main">
          <p className="account-name">{t('setting.guest_title')}</p>
          <div className="account-tags">{t('setting.guest_text')}</div>
        </div>
        <Button color="primary" size="small" onClick={() => void navigate(ROUTES.login)}>
          {t('common.login')}
        </Button>
      </section>
    )
  }
  const name = user?.nickname || maskAccount(user?.account ?? '') || '—'
  return (
    <section className="card account-card" onClick={() => void navigate(ROUTES.userInfo)}>
      <img className="avatar" src={avatarUrl(user?.head_portrait)} alt="" />
      <div className="account-main">
        <p className="account-name">{name}</p>
        <div className="account-tags num">
          {user && <span>UID {user.id}</span>}
          <Tag color={user && user.real_level > 0 ? 'success' : 'default'} fill="outline">
            {t(realLevelKey(user?.real_level))}
          </Tag>
          {user && user.level > 0 && (
            <Tag color="warning" fill="outline">
              {t('setting.vip', { level: user.level })}
            </Tag>
          )}
        </div>
      </div>
    </section>
  )
}

export function SettingScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const lang = useSession((s) => s.lang)
  const theme = useSession((s) => s.theme)
  const setTheme = useSession((s) => s.setTheme)
  const fiat = useSession((s) => s.fiat)
  const [picking, setPicking] = useState(false)
  const [pickingFiat, setPickingFiat] = useState(false)
  const loggingOut = useLogOut()

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('setting.logout_confirm'),
      confirmText: t('common.logout'),
      cancelText: t('common.cancel'),
    })
    if (!ok) return
    try {
      await loggingOut.mutateAsync()
      toast.success(t('setting.logout_success'))
    } catch {
      // The session is forgotten here anyway; the wrapper has shown why the server call failed.
    }
    void navigate(ROUTES.login, { replace: true })
  }

  return (
    <Page title={t('setting.title')}>
      <AccountCard />
      <SettingsList>
        <List.Item extra={languageOption(lang).option_name} onClick={() => setPicking(true)}>
          {t('setting.language')}
        </List.Item>
        <List.Item extra={fiat.currency_code} onClick={() => setPickingFiat(true)}>
          {t('setting.fiat')}
        </List.Item>
        <List.Item extra={<Switch checked={theme === 'dark'} onChange={(on) => setTheme(on ? 'dark' : 'light')} />}>
          {t('setting.dark_mode')}
        </List.Item>
      </SettingsList>
      {loggedIn && (
        <SettingsList>
          <List.Item onClick={() => void navigate(ROUTES.userInfo)}>{t('profile.title')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.security)}>{t('security.title')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.realMark)}>{t('real.title')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.mailMessage)}>{t('mail.centre_title')}</List.Item>
        </SettingsList>
      )}
      {loggedIn && (
        <SettingsList>
          <List.Item onClick={() => void navigate(ROUTES.share)}>{t('setting.invite')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.vip)}>{t('setting.vip_level')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.coupon)}>{t('setting.coupons')}</List.Item>
        </SettingsList>
      )}
      {loggedIn && (
        <SettingsList>
          <List.Item onClick={() => void navigate(ROUTES.wallet)}>{t('payee.wallet_title')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.bank)}>{t('payee.bank_title')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.bankInternational)}>
            {t('payee.bank_international_title')}
          </List.Item>
          <List.Item onClick={() => void navigate(ROUTES.bill)}>{t('fund.bill')}</List.Item>
        </SettingsList>
      )}
      {loggedIn && (
        <div className="settings-footer">
          <Button block color="danger" fill="outline" onClick={() => void confirmLogout()}>
            {t('common.logout')}
          </Button>
        </div>
      )}
      <LanguagePicker visible={picking} onClose={() => setPicking(false)} />
      <FiatPicker visible={pickingFiat} onClose={() => setPickingFiat(false)} />
    </Page>
  )
}
