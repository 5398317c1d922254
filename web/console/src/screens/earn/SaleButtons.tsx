import type { QueryKey } from '@tanstack/react-query'
import { Button, Popconfirm, Tag } from 'antd'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { EarnProductStatus } from '../../lib/types'
import { productLabel, STATUS_COLORS, statusOf } from './shared'

interface Sold {
  id: number
  name: string
  status: number
}

/**
 * Puts products of one kind on sale and closes them (`/<kind>/products/open|close` with the id), each after a
 * confirmation naming the product; the list under `refreshes` is read again after either.
 */
export function useSaleActions(kind: 'lockming' | 'dual', refreshes: QueryKey) {
  const { t } = useI18n()
  const open = useAction(
    (product: Sold) => api.post(`${ADMIN}/${kind}/products/open`, { id: product.id }),
    [refreshes],
    (product) => t('earn.opened_done', { product: productLabel(product) }),
  )
  const close = useAction(
    (product: Sold) => api.post(`${ADMIN}/${kind}/products/close`, { id: product.id }),
    [refreshes],
    (product) => t('earn.closed_done', { product: productLabel(product) }),
  )
  return { open, close }
}

/** A product's row actions: put on sale while created (0), close while on sale (1), nothing once closed. */
export function SaleButtons({ product, actions }: { product: Sold; actions: ReturnType<typeof useSaleActions> }) {
  const { t } = useI18n()
  const label = productLabel(product)
  if (product.status === 0)
    return (
      <Popconfirm
        title={t('earn.open_confirm', { product: label })}
        okText={t('earn.put_on_sale')}
        onConfirm={() => actions.open.mutateAsync(product).catch(() => undefined)}
      >
        <Button size="small" type="primary">
          {t('earn.put_on_sale')}
        </Button>
      </Popconfirm>
    )
  if (product.status === 1)
    return (
      <Popconfirm
        title={t('earn.close_confirm', { product: label })}
        okText={t('earn.close')}
        okButtonProps={{ danger: true }}
        onConfirm={() => actions.close.mutateAsync(product).catch(() => undefined)}
      >
        <Button size="small" danger>
          {t('earn.close')}
        </Button>
      </Popconfirm>
    )
  return null
}

/** A product's sale as a tag in the operator's language; a dual product's sale is over rather than closed. */
export function StatusTag({ status, dual }: { status: number; dual?: boolean }) {
  const { t } = useI18n()
  const s: EarnProductStatus = statusOf(status)
  return <Tag color={STATUS_COLORS[s]}>{t(dual && s === 2 ? 'earn.dual_status_2' : `earn.status_${s}`)}</Tag>
}
