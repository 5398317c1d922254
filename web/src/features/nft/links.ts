import { ROUTES } from '@/lib/navigation'
import { PAY_BOX, type NftRow } from './types'

/** Where a row opens: an unopened box its series page, a video the video detail, anything else the detail. */
export function detailPath(row: Pick<NftRow, 'code' | 'type' | 'pay_type' | 'is_opened'>): string {
  const code = encodeURIComponent(row.code)
  if (row.pay_type === PAY_BOX && row.is_opened === 0) return `${ROUTES.nftPurchase}?code=${code}`
  if (row.type === 'video') return `${ROUTES.nftArtworkVideo}?code=${code}`
  return `${ROUTES.nftArtworkDetail}?code=${code}`
}

/** An artist's page. */
export function artistPath(uid: number): string {
  return `${ROUTES.nftArtistDetail}?uid=${uid}`
}
