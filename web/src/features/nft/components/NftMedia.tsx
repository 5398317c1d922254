import { SoundOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { fileUrl } from '@/lib/files'
import type { NftRow } from '../types'

interface NftMediaProps {
  row: Pick<NftRow, 'name' | 'image' | 'cover' | 'type'>
  /** Play it as a video whatever its type says (the video detail route). */
  video?: boolean
}

/** An artwork as its kind shows it: a picture (image, gif), a cover with an audio player, or a video player. */
export function NftMedia({ row, video = false }: NftMediaProps) {
  const { t } = useTranslation()
  const cover = fileUrl(row.cover || row.image)
  if (video || row.type === 'video') {
    return (
      <div className="nft-media nft-media-video">
        <video
          className="nft-video"
          src={fileUrl(row.image)}
          poster={cover || undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={row.name}
        />
      </div>
    )
  }
  if (row.type === 'audio') {
    return (
      <div className="nft-media nft-media-audio">
        {cover ? (
          <img className="nft-picture" src={cover} alt={row.name} />
        ) : (
          <span className="nft-audio-mark" aria-hidden="true">
            <SoundOutline />
          </span>
        )}
        <audio
          className="nft-audio"
          src={fileUrl(row.image)}
          controls
          preload="metadata"
          aria-label={t('nft.play_audio')}
        />
      </div>
    )
  }
  return (
    <div className="nft-media">
      <img className="nft-picture" src={fileUrl(row.image)} alt={row.name} />
    </div>
  )
}
