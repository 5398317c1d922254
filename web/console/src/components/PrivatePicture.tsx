import { useQuery } from '@tanstack/react-query'
import { Alert, Image, Skeleton } from 'antd'
import { useEffect, useMemo } from 'react'
import { ADMIN, api } from '../lib/client'

/**
 * A stored upload seen through `/admin/api/uploads` with the operator's token (identity pictures are private, and an
 * <img> cannot send the token): fetched into a blob URL. Each look at a private picture is audited by the server.
 */
export function PrivatePicture({ path, alt, width = 240 }: { path: string; alt: string; width?: number }) {
  const picture = useQuery({
    queryKey: ['upload', path],
    queryFn: () => api.blob(`${ADMIN}/uploads`, { path }),
    staleTime: Infinity,
    gcTime: 60_000,
  })
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : ''), [picture.data])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  if (picture.isError) return <Alert type="warning" showIcon title={picture.error.message} description={path} />
  if (!url) return <Skeleton.Image active style={{ width, height: (width * 5) / 8 }} />
  return <Image src={url} alt={alt} width={width} className="private-picture" />
}

/** Whether a path is a stored upload (served through the operators' viewer) rather than a shipped picture. */
export function isUpload(path: string): boolean {
  return path.startsWith('/upload/')
}
