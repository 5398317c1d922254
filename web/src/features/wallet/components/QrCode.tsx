import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** A QR code of `text`, drawn in the browser (nothing leaves the page). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState('')
  useEffect(() => {
    let live = true
    QRCode.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setSrc(url)
      })
      .catch(() => {
        if (live) setSrc('')
      })
    return () => {
      live = false
    }
  }, [text])
  return src ? <img className="qr-code" src={src} alt={label} /> : null
}
