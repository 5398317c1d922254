import { Alert, Button, Card, Input, Space, Typography } from 'antd'
import { useState } from 'react'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
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
 * sign them elsewhere, import the signed transactions to broadcast them.
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
    </Card>
  )
}
