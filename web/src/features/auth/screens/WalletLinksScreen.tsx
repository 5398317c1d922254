import { useZone } from '@/hooks/useZone'
import { Button, Dialog, List } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { Page } from '@/components/Page'
import { SettingsList } from '@/components/SettingsList'
import { PendingView } from '@/components/StateView'
import { formatDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import '../auth.css'
import type { WalletLink } from '../api/walletLinks'
import { chainName, findWallets, walletChains, WALLET_CHAINS, type WalletChain } from '../wallet/connect'
import { pickChain, showWalletError } from '../wallet/pick'
import { useLinkWallet, useUnlinkWallet, useWalletLinks } from '../wallet/queries'
import { useWalletStrings } from '../wallet/strings'

/** Security → Wallets: the browser wallets that sign in to this account, linking one more and unlinking each. */
export function WalletLinksScreen() {
  const { t } = useWalletStrings()
  const zone = useZone()
  const links = useWalletLinks()
  const linking = useLinkWallet()
  const unlinking = useUnlinkWallet()
  const [finding, setFinding] = useState(false)
  const linked = new Set(links.data?.map((link) => link.chain))

  const link = async () => {
    setFinding(true)
    const wallets = await findWallets().finally(() => setFinding(false))
    const present = walletChains(wallets)
    const open = present.filter((chain) => !linked.has(chain))
    if (present.length > 0 && open.length === 0) {
      toast.show(t('auth_wallet.already_linked', { chain: chainName(present[0]) }))
      return
    }
    const chain = await pickChain(open)
    if (chain === null) return
    linking.mutate(
      { wallets, chain },
      { onSuccess: () => toast.success(t('auth_wallet.linked')), onError: showWalletError },
    )
  }

  const unlink = async (row: WalletLink) => {
    const confirmed = await Dialog.confirm({
      title: t('auth_wallet.unlink_title', { chain: chainName(row.chain) }),
      content: t('auth_wallet.unlink_confirm'),
      confirmText: t('auth_wallet.unlink'),
      cancelText: t('common.cancel'),
    })
    if (confirmed)
      unlinking.mutate(row.chain as WalletChain, { onSuccess: () => toast.success(t('auth_wallet.unlinked')) })
  }

  let body: ReactNode
  if (links.data) {
    body =
      links.data.length === 0 ? (
        <SettingsList className="wallet-links">
          <List.Item>
            <p className="wallet-links-empty">{t('auth_wallet.empty')}</p>
          </List.Item>
        </SettingsList>
      ) : (
        <SettingsList className="wallet-links">
          {links.data.map((row) => (
            <List.Item
              key={row.chain}
              description={
                <>
                  <span className="wallet-address num">{row.address}</span>
                  <span>{t('auth_wallet.linked_at', { date: formatDate(row.linked_at, zone) })}</span>
                </>
              }
              extra={
                <Button
                  size="small"
                  fill="outline"
                  color="danger"
                  loading={unlinking.isPending && unlinking.variables === row.chain}
                  onClick={() => void unlink(row)}
                >
                  {t('auth_wallet.unlink')}
                </Button>
              }
            >
              {chainName(row.chain)}
            </List.Item>
          ))}
        </SettingsList>
      )
  } else {
    body = <PendingView query={links} failed={t('auth_wallet.load_failed')} />
  }

  return (
    <Page title={t('security.wallets')}>
      <p className="wallet-links-intro">{t('auth_wallet.intro')}</p>
      {body}
      {links.data && linked.size < WALLET_CHAINS.length && (
        <div className="wallet-links-footer">
          <Button
            className="wallet-button"
            block
            color="primary"
            loading={finding || linking.isPending}
            onClick={() => void link()}
          >
            {t('auth_wallet.link')}
          </Button>
        </div>
      )}
    </Page>
  )
}
