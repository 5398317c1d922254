import { StarOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { NftTiles } from '../components/NftGrid'
import '../nft.css'
import { useCollection } from '../queries'
import { useNftStrings } from '../strings'

/** The artworks the caller collected. */
export function CollectionScreen() {
  const { t } = useNftStrings()
  const navigate = useNavigate()
  const collection = useCollection()
  const rows = collection.data ?? []
  return (
    <Page title={t('nft.collection')}>
      <div className="nft">
        {collection.isPending ? (
          <LoadingView label={t('common.loading')} />
        ) : collection.isError ? (
          <LoadFailedView onRetry={() => void collection.refetch()} />
        ) : rows.length === 0 ? (
          <StateView
            icon={<StarOutline />}
            title={t('nft.no_collection')}
            action={{ label: t('nft.browse'), onClick: () => void navigate(ROUTES.nft) }}
          />
        ) : (
          <NftTiles rows={rows} />
        )}
      </div>
    </Page>
  )
}
