import { useMutation } from '@tanstack/react-query'
import { ActionSheet, SpinLoading } from 'antd-mobile'
import { AddOutline } from '@/components/icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { compressImage } from '@/lib/compress'
import { toast } from '@/lib/toast'
import './PicturePicker.css'

interface PicturePickerProps {
  label: string
  /** Receives the stored path once the upload succeeded. */
  onUploaded: (path: string) => void
  /** Names the hidden file input, so that tests can give it a file. */
  name: string
  /** Stores one picture and answers its path (the owning feature's upload call). */
  upload: (file: Blob, name: string) => Promise<string>
}

/**
 * A tile that picks one picture from the album, as it is or compressed, shows it at once and uploads it. The file
 * input sits beside the tile, not inside it, so that the click that opens the album never reaches the tile again
 * (which would open the choice sheet a second time).
 */
export function PicturePicker({ label, onUploaded, name, upload }: PicturePickerProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [compress, setCompress] = useState(false)
  const [preview, setPreview] = useState('')
  // The picture stored last: what the tile goes back to when a newer one fails to upload.
  const stored = useRef('')
  const uploading = useMutation({
    mutationFn: async ({ file, compressed }: { file: File; compressed: boolean; url: string }) => {
      const body = compressed ? await compressImage(file) : file
      return upload(body, compressed ? 'picture.jpg' : file.name)
    },
    onSuccess: (path, { url }) => {
      if (stored.current) URL.revokeObjectURL(stored.current)
      stored.current = url
      onUploaded(path)
      toast.success(t('upload.done'))
    },
    // A failed upload has been shown by the request wrapper.
    onError: (_error, { url }) => {
      URL.revokeObjectURL(url)
      setPreview(stored.current)
    },
    // Either way the same file can be picked again.
    onSettled: () => {
      if (input.current) input.current.value = ''
    },
  })

  useEffect(() => {
    const last = stored
    return () => {
      if (last.current) URL.revokeObjectURL(last.current)
    }
  }, [])

  const choose = () => {
    ActionSheet.show({
      actions: [
        { key: 'original', text: t('upload.original') },
        { key: 'compressed', text: t('upload.compressed') },
      ],
      cancelText: t('common.cancel'),
      onAction: (action) => {
        setCompress(action.key === 'compressed')
        input.current?.click()
      },
      closeOnAction: true,
    })
  }

  const picked = (file: File | undefined) => {
    if (!file) return
    const url = URL.createObjectURL(file)
    setPreview(url)
    uploading.mutate({ file, compressed: compress, url })
  }

  return (
    <>
      <button type="button" className="picture-picker" onClick={choose} aria-label={label}>
        {preview ? <img src={preview} alt={label} /> : <AddOutline className="picture-picker-add" />}
        {uploading.isPending && (
          <span className="picture-picker-busy">
            <SpinLoading color="white" />
          </span>
        )}
        <span className="picture-picker-label">{label}</span>
      </button>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/jpeg,image/png,image/webp"
        name={name}
        onChange={(e) => picked(e.target.files?.[0])}
      />
    </>
  )
}
