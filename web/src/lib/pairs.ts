import { ROUTES } from './navigation'

/** The spot trade screen of a pair, on `base` (the trade tab or the pair screen). */
export function pairPath(pair: { currency_id: number; legal_id: number }, base: string = ROUTES.tradeCurrency): string {
  return `${base}?currency_id=${pair.currency_id}&legal_id=${pair.legal_id}`
}

/** The pair named in a screen's query string, or null when it names none. */
export function pairFromParams(params: URLSearchParams): { currencyId: number; legalId: number } | null {
  const currencyId = Number(params.get('currency_id'))
  const legalId = Number(params.get('legal_id'))
  if (!Number.isInteger(currencyId) || !Number.isInteger(legalId) || currencyId <= 0 || legalId <= 0) return null
  return { currencyId, legalId }
}
