import { useQuery } from '@tanstack/react-query'
import { answeredId } from '../../lib/api'
import { ADMIN, api } from '../../lib/client'
import type { DualProduct, EarnProductStatus, LockProduct } from '../../lib/types'

export const lockProductsKey = ['earn', 'lockming', 'products'] as const
export const dualProductsKey = ['earn', 'dual', 'products'] as const

/** Lock-mining products, newest first (finance). */
export function useLockProducts() {
  return useQuery({
    queryKey: lockProductsKey,
    queryFn: () => api.get<LockProduct[]>(`${ADMIN}/lockming/products`),
  })
}

/** Dual-investment products, newest first (finance). */
export function useDualProducts() {
  return useQuery({
    queryKey: dualProductsKey,
    queryFn: () => api.get<DualProduct[]>(`${ADMIN}/dual/products`),
  })
}

export const STATUSES: readonly EarnProductStatus[] = [0, 1, 2]

/** A status the server may add later reads as closed, the state that offers no action. */
export const statusOf = (status: number): EarnProductStatus =>
  (STATUSES as readonly number[]).includes(status) ? (status as EarnProductStatus) : 2

export const STATUS_COLORS: Record<EarnProductStatus, string> = { 0: 'default', 1: 'green', 2: 'red' }

/** A product as operators pick it: `#12 Flex 30`. */
export const productLabel = (product: { id: number; name: string }) => `#${product.id} ${product.name}`

/** The product a create call made, `#12 Flex 30` from its answer's id, or its name alone when the answer has none. */
export function created(answer: unknown, values: { name?: unknown }): string {
  const name = String(values.name ?? '')
  const id = answeredId(answer)
  return id === null ? name : productLabel({ id, name })
}
