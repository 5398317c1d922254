import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The QR code of `text` as a data URL, drawn in the browser; "" until drawn or when it cannot be. */
export function useQrDataUrl(text: string): string {
  const [drawn, setDrawn] = useState({ text: '', url: '' })
  useEffect(() => {
    if (!text) return
    let live = true
    QRCode.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setDrawn({ text, url })
      })
      .catch(() => {
        if (live) setDrawn({ text, url: '' })
      })
    return () => {
      live = false
    }
  }, [text])
  return drawn.text === text ? drawn.url : ''
}
