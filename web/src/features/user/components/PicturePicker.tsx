import { ActionSheet, SpinLoading } from 'antd-mobile'
import { AddOutline } from 'antd-mobile-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { uploadImage } from '../api/upload'
import { compressImage } from '../compress'

interface PicturePickerProps {
  label: string
  /** Receives the stored path once the upload succeeded. */
  onUploaded: (path: string) => void
  /** Names the hidden file input, so that tests can give it a file. */
  name: string
}

/** A tile that picks one picture from the album, as it is or compressed, uploads it and previews it. */
export function PicturePicker({ label, onUploaded, name }: PicturePickerProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [compress, setCompress] = useState(false)
  const [preview, setPreview] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview)
  }, [preview])

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

  const picked = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    try {
      const body = compress ? await compressImage(file) : file
      const path = await uploadImage(body, compress ? 'picture.jpg' : file.name)
      setPreview(URL.createObjectURL(body))
      onUploaded(path)
      toast.success(t('upload.done'))
    } catch {
      // The request wrapper has shown why.
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <button type="button" className="picture-picker" onClick={choose} aria-label={label}>
      {preview ? <img src={preview} alt={label} /> : <AddOutline className="picture-picker-add" />}
      {busy && (
        <span className="picture-picker-busy">
          <SpinLoading color="white" />
        </span>
      )}
      <span className="picture-picker-label">{label}</span>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/jpeg,image/png,image/webp"
        name={name}
        onChange={(e) => void picked(e.target.files?.[0])}
      />
    </button>
  )
}
