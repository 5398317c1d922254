import { Tabs } from 'antd'
import { useI18n } from '../lib/i18n'
import { Artists } from './nft/Artists'
import { Artworks } from './nft/Artworks'
import { Series } from './nft/Series'

/**
 * NFTs (content): the artists and their applications, the artworks — minted to an artist and listed, or hidden by
 * moderation — and the blind-box series, each published with a commitment to its seed and contents.
 */
export default function Nft() {
  const { t } = useI18n()
  return (
    <Tabs
      items={[
        { key: 'artists', label: t('nft.tab_artists'), children: <Artists /> },
        { key: 'artworks', label: t('nft.tab_artworks'), children: <Artworks /> },
        { key: 'series', label: t('nft.tab_series'), children: <Series /> },
      ]}
    />
  )
}
