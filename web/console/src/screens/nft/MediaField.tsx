import { UploadOutlined } from '@ant-design/icons'
import { Button, Input, Space, Upload } from 'antd'
import { useState } from 'react'
import { ADMIN, api } from '../../lib/client'
import { useNotify } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import { PICTURES } from './shared'

/**
 * A path to a stored file: typed (an `/upload/…` path) or uploaded through `/admin/api/upload`, which answers the
 * stored path. Pictures are previewed.
 */
export function MediaField({
  value,
  onChange,
  id,
  accept = PICTURES,
}: {
  value?: string
  onChange?: (value: string) => void
  id?: string
  accept?: string
}) {
  const { t } = useI18n()
  const notify = useNotify()
  const [uploading, setUploading] = useState(false)
  const picture = accept.startsWith('image/') && value
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="/upload/…" allowClear />
        <Upload
          accept={accept}
          showUploadList={false}
          customRequest={({ file }) => {
            setUploading(true)
            api
              .upload<string>(`${ADMIN}/upload`, file as Blob, (file as File).name || 'media')
              .then((path) => onChange?.(path))
              .catch((error: unknown) => notify.fail(error))
              .finally(() => setUploading(false))
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('nft.upload')}
          </Button>
        </Upload>
      </Space.Compact>
      {picture && <img src={value} alt="" className="nft-preview" />}
    </Space>
  )
}
