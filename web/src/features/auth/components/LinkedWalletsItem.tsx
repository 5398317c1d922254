import { List } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { chainName } from '../wallet/connect'
import { useWalletLinks } from '../wallet/queries'

/** A settings row naming the chains of the wallets linked to the account; it opens the screen that links them. */
export function LinkedWalletsItem() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data: wallets } = useWalletLinks()
  return (
    <List.Item
      extra={wallets && (wallets.map((link) => chainName(link.chain)).join(', ') || t('security.not_bound'))}
      onClick={() => void navigate(ROUTES.walletLinks)}
    >
      {t('security.wallets')}
    </List.Item>
  )
}
