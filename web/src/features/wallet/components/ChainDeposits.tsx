import { List, Tag } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { formatBalance } from '@/lib/amount'
import { CHAIN_CONFIRMING, minimumText } from '../chain'
import type { ChainDepositItem, ChainTerms } from '../types'
import { ConfirmationProgress, ShortHash } from './ChainProgress'

const STATUS_COLOR: Record<number, 'warning' | 'success' | 'danger'> = { 1: 'warning', 2: 'success', 3: 'danger' }

/**
 * What deposits on a network need: the smallest amount credited and, where a watcher credits them by itself, the
 * confirmations before it does (elsewhere custody confirms them, as the deposit note says). Nothing for a network
 * without published terms.
 */
export function DepositTerms({ terms, symbol }: { terms: ChainTerms | undefined; symbol: string }) {
  const { t } = useTranslation()
  if (!terms) return null
  const minimum = minimumText(terms.minimum)
  if (!minimum && !terms.watched) return null
  return (
    <div className="chain-terms">
      {minimum && <div>{t('fund.deposit_minimum', { amount: minimum, symbol })}</div>}
      {terms.watched && <div>{t('fund.deposit_confirmations', { count: terms.confirmations })}</div>}
    </div>
  )
}

/** One transfer seen on chain: amount, network, its hash cut short, the server's status and, while confirming, how
 * far it is towards its credit. */
function ChainDepositRow({ item }: { item: ChainDepositItem }) {
  return (
    <div className="record-row chain-deposit-row">
      <div>
        <strong>
          {formatBalance(item.amount)} {item.name}
        </strong>{' '}
        <Tag color={STATUS_COLOR[item.status]}>{item.status_text}</Tag>
      </div>
      <div className="assets-row-frozen">
        {item.network} · <ShortHash hash={item.tx_hash} /> · {item.seen_at}
      </div>
      {item.status === CHAIN_CONFIRMING && (
        <ConfirmationProgress label={item.status_text} confirmations={item.confirmations} required={item.required} />
      )}
    </div>
  )
}

/** The user's latest transfers of the asset seen on chain, newest first. */
export function RecentDeposits({ list }: { list: ChainDepositItem[] }) {
  const { t } = useTranslation()
  return (
    <section className="chain-deposits">
      <List header={t('fund.recent_deposits')} />
      {list.length === 0 ? (
        <p className="wallet-note">{t('fund.no_records')}</p>
      ) : (
        list.map((item) => <ChainDepositRow key={item.id} item={item} />)
      )}
    </section>
  )
}
