import { List } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate, useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { SettingsList } from '@/components/SettingsList'
import { maskAccount } from '@/lib/format'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { bindKindOf, type BindKind } from '../binding'
import { BindEmailPopup } from '../components/BindEmailPopup'
import { BindMobilePopup } from '../components/BindMobilePopup'
import { useUserInfo } from '../queries'
import { realLevelKey } from '../realLevel'

/**
 * The account's security settings; `wallets` is the row of the linked sign-in wallets and `secondFactor` the row of
 * the authenticator app, which the page supplies.
 */
export function SecurityScreen({ wallets, secondFactor }: { wallets: ReactNode; secondFactor?: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { refetch } = useUserInfo()
  const user = useSession((s) => s.user)
  const [params, setParams] = useSearchParams()
  const phone = user?.phone ? `+${user.area_code} ${maskAccount(user.phone)}` : ''
  const email = user?.email ? maskAccount(user.email) : ''
  // An account opened by a wallet has no password and nowhere to receive a code until it binds a contact.
  const contactless = !!user && !user.email && !user.phone
  const asked = bindKindOf(params.get('bind'))
  // A sheet opens once the profile is known, and never for a contact that is bound already.
  const binding = !user || (asked === 'email' && email) || (asked === 'mobile' && phone) ? null : asked
  const setBinding = (kind: BindKind | null) => setParams(kind ? { bind: kind } : {}, { replace: true })
  const bound = () => {
    setBinding(null)
    void refetch()
  }

  return (
    <Page title={t('security.title')}>
      <SettingsList>
        <List.Item
          extra={contactless ? t('security.bind_email_first') : t('security.change')}
          onClick={contactless ? () => setBinding('email') : () => void navigate(ROUTES.password)}
        >
          {t('security.login_password')}
        </List.Item>
        <List.Item
          extra={user?.has_pay_password ? t('security.change') : t('pay_password.not_set')}
          onClick={() => void navigate(ROUTES.payPassword)}
        >
          {t('pay_password.title')}
        </List.Item>
        {secondFactor}
        {wallets}
      </SettingsList>
      <SettingsList>
        <List.Item
          extra={email || t('security.bind')}
          onClick={email ? undefined : () => setBinding('email')}
          arrowIcon={email ? false : undefined}
        >
          {t('auth.email')}
        </List.Item>
        <List.Item
          extra={phone || t('security.bind')}
          onClick={phone ? undefined : () => setBinding('mobile')}
          arrowIcon={phone ? false : undefined}
        >
          {t('auth.mobile')}
        </List.Item>
        <List.Item extra={t(realLevelKey(user?.real_level))} onClick={() => void navigate(ROUTES.realMark)}>
          {t('real.title')}
        </List.Item>
      </SettingsList>
      <BindMobilePopup
        visible={binding === 'mobile'}
        onClose={() => setBinding(null)}
        onBound={bound}
        onPickArea={() => void navigate(ROUTES.areas)}
      />
      <BindEmailPopup visible={binding === 'email'} onClose={() => setBinding(null)} onBound={bound} />
    </Page>
  )
}
