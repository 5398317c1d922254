import { useTranslation } from '@/lib/i18n'
import { traderName } from './copy'

/** A trader's nickname, or a name made of their id when they have none. */
export function useTraderName(): (nickname: string, id: number) => string {
  const { t } = useTranslation()
  return (nickname, id) => traderName(nickname, id, (n) => t('copytrade.unnamed', { id: n }))
}
