import { Button } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@/lib/router'
import { ROUTES } from '@/lib/navigation'
import { REDIRECT_DELAY } from '@/lib/request'
import { toast } from '@/lib/toast'
import '../auth.css'
import type { TotpChallenge } from '../api/login'
import { findWallets, walletChains } from '../wallet/connect'
import { pickChain, showWalletError } from '../wallet/pick'
import { useWalletLogIn } from '../wallet/queries'
import { useWalletStrings } from '../wallet/strings'

/**
 * "Connect wallet" under the password form: connects the browser wallet (asking for the chain when wallets of both
 * are present), signs the server's challenge with it, and goes home 1.2 s after the session is stored. An account with
 * the second factor on hands its challenge to `onChallenge` instead.
 */
export function WalletSignIn({
  extensionCode,
  onChallenge,
}: {
  extensionCode?: string
  onChallenge: (challenge: TotpChallenge) => void
}) {
  const { t } = useWalletStrings()
  const navigate = useNavigate()
  const signingIn = useWalletLogIn()
  const [finding, setFinding] = useState(false)
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(leaving.current), [])

  const connect = async () => {
    setFinding(true)
    const wallets = await findWallets().finally(() => setFinding(false))
    const chain = await pickChain(walletChains(wallets))
    if (chain === null) return
    signingIn.mutate(
      { wallets, chain, extensionCode },
      {
        onSuccess: (asked) => {
          if (asked) return onChallenge(asked)
          toast.success(t('auth.login_success'))
          leaving.current = setTimeout(() => void navigate(ROUTES.home, { replace: true }), REDIRECT_DELAY)
        },
        onError: showWalletError,
      },
    )
  }

  return (
    <div className="wallet-sign-in">
      <div className="auth-divider">
        <span>{t('auth_wallet.or')}</span>
      </div>
      <Button
        className="wallet-button"
        block
        color="primary"
        fill="outline"
        loading={finding || signingIn.isPending || (signingIn.isSuccess && !signingIn.data)}
        onClick={() => void connect()}
      >
        {t('auth_wallet.connect')}
      </Button>
    </div>
  )
}
