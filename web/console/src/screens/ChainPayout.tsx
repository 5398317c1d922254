import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Input, Space, Typography } from 'antd'
import { useState } from 'react'
import { ReasonModal } from '../components/ReasonModal'
import { awaitsSignature } from '../lib/chain'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import { WITHDRAWAL_PAGE, withdrawalsQuery } from '../lib/queries'
import type { ExportedTx, ImportedTx } from '../lib/types'

/** A file the browser downloads, holding `text`. */
function download(name: string, text: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  link.download = name
  link.click()
  URL.revokeObjectURL(link.href)
}

/**
 * Withdrawals paid from the hot address without a key on the server (ADR 83): export the waiting ones unsigned,
 * sign them elsewhere, import the signed transactions to broadcast them; or give up the exports never signed (a lost
 * batch), with a reason, so their withdrawals wait again.
 */
export default function ChainPayout() {
  const { t } = useI18n()
  const [exported, setExported] = useState<ExportedTx[] | null>(null)
  const [signed, setSigned] = useState('')
  const [refused, setRefused] = useState<ImportedTx[]>([])
  const exporting = useAction(
    () => api.post<ExportedTx[]>(`${ADMIN}/chain/withdrawals/export`, {}),
    [['withdrawals']],
    (_, list) => t('chain.exported', { count: list.length }),
  )
  const importing = useAction(
    (text: string) => api.post<ImportedTx[]>(`${ADMIN}/chain/withdrawals/import`, { signed: text }),
    [['withdrawals'], ['dashboard']],
    (_, list) => t('chain.imported', { sent: list.filter((i) => i.broadcast).length, count: list.length }),
  )
  const [abandoning, setAbandoning] = useState(false)
  const abandon = useAction(
    (reason: string) => api.post<number>(`${ADMIN}/chain/withdrawals/abandon`, { reason }),
    [['withdrawals']],
    (_, count) =>
      count === 0
        ? t('chain.abandoned_none')
        : count === 1
          ? t('chain.abandoned_one')
          : t('chain.abandoned', { count }),
  )
  // The pending withdrawals say which exports wait for their signature; only a whole list can say none does.
  const pending = useQuery(withdrawalsQuery(1)).data
  const noneWaiting =
    !exported?.length && pending !== undefined && pending.length < WITHDRAWAL_PAGE && !pending.some(awaitsSignature)
  return (
    <Card size="small" title={t('chain.title')} className="chain-payout">
      <Typography.Paragraph type="secondary">{t('chain.hint')}</Typography.Paragraph>
      <Space wrap>
        <Button
          loading={exporting.isPending}
          onClick={() =>
            void exporting
              .mutateAsync(undefined)
              .then(setExported)
              .catch(() => undefined)
          }
        >
          {t('chain.export')}
        </Button>
        {exported && exported.length > 0 && (
          <Button onClick={() => download('export.json', JSON.stringify(exported, null, 2))}>
            {t('chain.download')}
          </Button>
        )}
        <Button danger disabled={noneWaiting} onClick={() => setAbandoning(true)}>
          {t('chain.abandon')}
        </Button>
      </Space>
      <Input.TextArea
        className="mono"
        rows={3}
        placeholder={t('chain.signed')}
        aria-label={t('chain.signed')}
        value={signed}
        onChange={(e) => setSigned(e.target.value)}
        style={{ marginTop: 12 }}
      />
      <Button
        type="primary"
        style={{ marginTop: 8 }}
        disabled={signed.trim() === ''}
        loading={importing.isPending}
        onClick={() =>
          void importing
            .mutateAsync(signed)
            .then((list) => {
              setRefused(list.filter((i) => !i.broadcast))
              setSigned('')
            })
            .catch(() => undefined)
        }
      >
        {t('chain.import')}
      </Button>
      {refused.map((i) => (
        <Alert
          key={i.tx_hash}
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('chain.refused', { id: i.withdrawal_id, error: i.error })}
        />
      ))}
      <ReasonModal
        open={abandoning}
        title={t('chain.abandon_title')}
        okText={t('chain.abandon')}
        danger
        onCancel={() => setAbandoning(false)}
        onSubmit={async (reason) => {
          await abandon.mutateAsync(reason)
          setExported(null)
          setAbandoning(false)
        }}
      >
        <Typography.Paragraph>{t('chain.abandon_text')}</Typography.Paragraph>
      </ReasonModal>
    </Card>
  )
}
