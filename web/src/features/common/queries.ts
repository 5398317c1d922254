import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isLang } from '@/lib/languages'
import { PUBLIC_CACHE } from '@/lib/persist'
import { useSession } from '@/lib/session'
import { storage } from '@/lib/storage'
import { getSiteConfig } from './api/getSiteConfig'

export const siteKeys = {
  config: ['siteConfig'] as const,
}

/** Loads the site configuration at launch and keeps the session store in step with it. */
export function useSiteConfigSync(): void {
  const { data } = useQuery({
    queryKey: siteKeys.config,
    queryFn: getSiteConfig,
    staleTime: 5 * 60_000,
    meta: PUBLIC_CACHE,
  })
  const setSiteConfig = useSession((s) => s.setSiteConfig)
  const setLang = useSession((s) => s.setLang)

  useEffect(() => {
    if (!data) return
    setSiteConfig(data)
    if (storage.getLang() === null && isLang(data.default_lang)) void setLang(data.default_lang)
  }, [data, setSiteConfig, setLang])
}
