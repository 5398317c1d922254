import { LinkedWalletsItem, TotpItem } from '@/features/auth'
import { SecurityScreen } from '@/features/user/screens/SecurityScreen'

export default function Security() {
  return <SecurityScreen wallets={<LinkedWalletsItem />} secondFactor={<TotpItem />} />
}
