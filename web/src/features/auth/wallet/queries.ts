import { useMutation } from '@tanstack/react-query'
import { walletLogIn } from './signIn'

/** Signs in with a browser wallet. */
export function useWalletLogIn() {
  return useMutation({ mutationFn: walletLogIn })
}
