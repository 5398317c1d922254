import type { PaymentCoin } from './types'

/** The asset's symbol without the network the channel list appends (`USDT-TRC20` reads `USDT`). */
export function symbolOf(coin: PaymentCoin): string {
  return coin.networks.length > 1 && coin.name.endsWith(`-${coin.network}`)
    ? coin.name.slice(0, -coin.network.length - 1)
    : coin.name
}
