import { toDec } from '@/lib/decimal'
import { OPTION_SETTLED, RESULT_LOSS, RESULT_REFUND, RESULT_WIN, UP, type MicroOrder } from './types'

export type ResultKind = 'win' | 'loss' | 'refund'

/** Whether an option has been settled. */
export function isSettled(order: Pick<MicroOrder, 'status'> | null | undefined): boolean {
  return order !== null && order !== undefined && Number(order.status) === OPTION_SETTLED
}

/** What a settled option came to, from `profit_result`; null before settlement or for an unknown value. */
export function resultKind(order: Pick<MicroOrder, 'status' | 'profit_result'>): ResultKind | null {
  if (!isSettled(order)) return null
  const value = Number(order.profit_result)
  if (value === RESULT_WIN) return 'win'
  if (value === RESULT_LOSS) return 'loss'
  if (value === RESULT_REFUND) return 'refund'
  return null
}

/** How the settlement price compares with the entry: `>`, `<` or `=`; null when either is missing. */
export function priceRelation(
  entry: string | null | undefined,
  settlement: string | null | undefined,
): '>' | '<' | '=' | null {
  const a = toDec(entry ?? '')
  const b = toDec(settlement ?? '')
  if (!a || !b) return null
  const cmp = b.comparedTo(a)
  return cmp > 0 ? '>' : cmp < 0 ? '<' : '='
}

/** The published rule: up wins if settlement > entry, down wins if settlement < entry, equal prices refund. */
export function outcomeFromPrices(
  type: number,
  entry: string | null | undefined,
  settlement: string | null | undefined,
): ResultKind | null {
  const relation = priceRelation(entry, settlement)
  if (relation === null) return null
  if (relation === '=') return 'refund'
  const upWins = relation === '>'
  return (Number(type) === UP) === upWins ? 'win' : 'loss'
}

/** A decimal text without its sign, as the server wrote it. */
function unsigned(text: string): string {
  return text.trim().replace(/^[+-]/, '')
}

/**
 * The amount a result popup shows, signed, in the server's digits: a win's profit (`+fact_profits`), a loss
 * (`fact_profits`, or the whole stake when the server left it "0"), a refund's returned stake (unsigned).
 */
export function resultAmount(order: Pick<MicroOrder, 'status' | 'profit_result' | 'fact_profits' | 'number'>): string {
  const kind = resultKind(order)
  const profit = toDec(order.fact_profits)
  const stake = toDec(order.number)
  if (kind === 'win') return profit ? `+${unsigned(order.fact_profits)}` : '--'
  if (kind === 'loss') {
    if (profit && !profit.isZero()) return `-${unsigned(order.fact_profits)}`
    return stake ? `-${unsigned(order.number)}` : '--'
  }
  if (kind === 'refund') return stake ? unsigned(order.number) : '--'
  return '--'
}

/** Translation keys of the result titles. */
export const RESULT_KEYS: Record<ResultKind, string> = {
  win: 'micro.result_win',
  loss: 'micro.result_loss',
  refund: 'micro.result_refund',
}
