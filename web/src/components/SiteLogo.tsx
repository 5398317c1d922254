import { useState } from 'react'
import { fileUrl } from '@/lib/files'
import { useSession } from '@/lib/session'
import './SiteLogo.css'

export const FALLBACK_SITE_NAME = 'Mercato'

export function useSiteName(): string {
  return useSession((s) => s.siteConfig?.site_name) || FALLBACK_SITE_NAME
}

/** The operator's logo, or a text logo (initial on the brand colour) when none is configured or it fails. */
export function SiteLogo({ size = 32 }: { size?: number }) {
  const path = useSession((s) => s.siteConfig?.site_logo)
  const name = useSiteName()
  const [failedSrc, setFailedSrc] = useState('')
  const src = fileUrl(path)
  if (src && src !== failedSrc) {
    return (
      <img className="site-logo" src={src} alt={name} width={size} height={size} onError={() => setFailedSrc(src)} />
    )
  }
  return (
    <span className="site-logo text" style={{ width: size, height: size, fontSize: size * 0.5 }} aria-label={name}>
      {[...name][0]?.toUpperCase()}
    </span>
  )
}
