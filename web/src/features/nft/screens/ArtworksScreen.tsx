import { Tabs } from 'antd-mobile'
import { AppstoreOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { NftGrid } from '../components/NftGrid'
import '../nft.css'
import { useNftList } from '../queries'
import { useNftStrings } from '../strings'
import type { NftMediaType } from '../types'

const TYPES: readonly NftMediaType[] = ['image', 'gif', 'audio', 'video']

function Kind({ type }: { type: NftMediaType }) {
  const { t } = useTranslation()
  const list = useNftList({ type })
  return <NftGrid query={list} empty={<StateView icon={<AppstoreOutline />} title={t('nft.no_artworks')} />} />
}

/** The artworks of one kind (`?type=image|gif|audio|video`) as a grid. */
export function ArtworksScreen() {
  const { t } = useNftStrings()
  const [params, setParams] = useSearchParams()
  const raw = params.get('type') as NftMediaType | null
  const type: NftMediaType = raw && TYPES.includes(raw) ? raw : 'image'
  const labels: Record<NftMediaType, string> = {
    image: t('nft.type_image'),
    gif: t('nft.type_gif'),
    audio: t('nft.type_audio'),
    video: t('nft.type_video'),
  }
  return (
    <Page title={t('nft.artworks')}>
      <Tabs activeKey={type} onChange={(key) => setParams({ type: key }, { replace: true })}>
        {TYPES.map((kind) => (
          <Tabs.Tab key={kind} title={labels[kind]} />
        ))}
      </Tabs>
      <div className="nft">
        <Kind key={type} type={type} />
      </div>
    </Page>
  )
}
