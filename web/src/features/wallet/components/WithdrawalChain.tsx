import { useTranslation } from '@/lib/i18n'
import { PAYOUT_AWAITING_SIGNATURE, PAYOUT_BROADCAST, PAYOUT_FAILED, PAYOUT_PAID } from '../chain'
import type { WithdrawalItem } from '../types'
import { ConfirmationProgress, ShortHash } from './ChainProgress'

/** The text of each stage of a payment on chain. */
const STAGE_KEY: Record<number, string> = {
  [PAYOUT_AWAITING_SIGNATURE]: 'fund.chain_awaiting_signature',
  [PAYOUT_BROADCAST]: 'fund.chain_broadcast',
  [PAYOUT_PAID]: 'fund.chain_paid',
  [PAYOUT_FAILED]: 'fund.chain_failed',
}

/**
 * Where a withdrawal paid from the hot address stands on chain: its stage, its transaction's hash cut short once
 * broadcast and, while broadcast, its confirmations so far. Nothing for a withdrawal paid by hand.
 */
export function WithdrawalChain({ chain }: { chain: WithdrawalItem['chain'] }) {
  const { t } = useTranslation()
  const stage = chain ? STAGE_KEY[chain.status] : undefined
  if (!chain || !stage) return null
  const confirmations = t('fund.chain_confirmations', {
    confirmations: chain.confirmations,
    required: chain.required,
  })
  return (
    <div className="withdrawal-chain">
      <div className="assets-row-frozen">
        {t(stage)}
        {chain.tx_hash && (
          <>
            {' · '}
            <ShortHash hash={chain.tx_hash} />
          </>
        )}
      </div>
      {chain.status === PAYOUT_BROADCAST && (
        <>
          <div className="assets-row-frozen">{confirmations}</div>
          <ConfirmationProgress label={confirmations} confirmations={chain.confirmations} required={chain.required} />
        </>
      )}
    </div>
  )
}
