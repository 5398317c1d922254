import { PrimaryButton } from '@/components/form/PrimaryButton'
import { GiftOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useSearchParams } from '@/lib/router'
import { toast } from '@/lib/toast'
import { DrawVerifier } from '../components/DrawVerifier'
import { NftMedia } from '../components/NftMedia'
import type { DrawInputs } from '../draw'
import { detailPath } from '../links'
import '../nft.css'
import { useNftDetail, useOpenBox, useOpened, useReader, useSeries } from '../queries'
import { useNftStrings } from '../strings'
import type { NftDetail, NftOpened, NftSeries } from '../types'

/** What the draw is checked with: the opening's answer where there is one, else the box and its series. */
function drawInputs(box: NftDetail, series: NftSeries, opened: NftOpened | null | undefined): DrawInputs {
  const drawnByName = series.contents.find((c) => c.name === box.name && c.image === box.image)
  return {
    seed: opened?.seed || series.seed || '',
    seed_hash: opened?.seed_hash || series.seed_hash || box.seed_hash || '',
    contents_hash: opened?.contents_hash || series.contents_hash,
    draw_input: opened?.draw_input || box.draw_input,
    contents: series.contents,
    index: opened ? opened.index : (drawnByName?.index ?? null),
  }
}

function Box({ box, series }: { box: NftDetail; series: NftSeries }) {
  const { t } = useTranslation()
  const reader = useReader()
  const opened = useOpened(box.code)
  const opening = useOpenBox()
  const isOpened = box.is_opened === 1 || Boolean(opened.data)
  const mine = reader !== 0 && box.owner === reader
  const open = () =>
    opening.mutate(box.code, {
      onSuccess: (drawn) => toast.success(t('nft.opened_toast', { name: drawn.name })),
    })
  const drawn = opened.data
    ? {
        ...box,
        name: opened.data.name,
        image: opened.data.image,
        type: opened.data.type,
        rarity: opened.data.rarity,
        cover: opened.data.image,
      }
    : box
  return (
    <div className="nft nft-box" data-code={box.code}>
      {isOpened ? (
        <>
          <section className="ui-card nft-card nft-drawn">
            <p className="nft-drawn-label">{t('nft.you_drew')}</p>
            <NftMedia row={drawn} />
            <h2 className="nft-name nft-drawn-name">{drawn.name}</h2>
            <p className="nft-muted">
              {drawn.rarity} · {series.name}
            </p>
            <Link className="nft-more" to={detailPath({ ...drawn, is_opened: 1 })}>
              {t('nft.view_artwork')}
            </Link>
          </section>
          <DrawVerifier inputs={drawInputs(box, series, opened.data)} />
        </>
      ) : (
        <>
          <div className="nft-media nft-box-closed">
            <img className="nft-picture" src={fileUrl(series.cover || box.cover || box.image)} alt={series.name} />
          </div>
          <section className="ui-card nft-card">
            <h2 className="nft-name">{series.name}</h2>
            <p className="nft-note">{t('nft.open_note')}</p>
            <dl className="ui-facts">
              <div className="wide">
                <dt>{t('nft.draw_input')}</dt>
                <dd>
                  <code className="nft-hash">{box.draw_input || '--'}</code>
                </dd>
              </div>
              <div className="wide">
                <dt>{t('nft.seed_hash')}</dt>
                <dd>
                  <code className="nft-hash">{series.seed_hash}</code>
                </dd>
              </div>
            </dl>
          </section>
          <section className="nft-actions">
            {mine ? (
              <PrimaryButton className="nft-open" loading={opening.isPending} onClick={open}>
                {t('nft.open_box')}
              </PrimaryButton>
            ) : (
              <p className="nft-muted">{t('nft.not_your_box')}</p>
            )}
          </section>
        </>
      )}
      <Link className="nft-more" to={`${ROUTES.nftPurchase}?id=${series.id}`}>
        {t('nft.view_series')}
      </Link>
    </div>
  )
}

/** One blind box of the caller's (`?code=`): opening it, the artwork drawn, and the check of the draw. */
export function BoxScreen() {
  const { t } = useNftStrings()
  const [params] = useSearchParams()
  const code = params.get('code')?.trim() || null
  const box = useNftDetail(code ? { code } : null)
  const fetched = useSeries(box.data && !box.data.series ? box.data.series_id : null)
  const series = box.data?.series ?? fetched.data
  const pending = box.isPending && box.fetchStatus !== 'idle'
  return (
    <Page title={t('nft.box_title')}>
      {box.data && series ? (
        <Box box={box.data} series={series} />
      ) : pending || (fetched.isPending && fetched.fetchStatus !== 'idle') ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <StateView icon={<GiftOutline />} title={t('nft.not_found')} />
      )}
    </Page>
  )
}
