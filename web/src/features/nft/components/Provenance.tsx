import { useTranslation } from '@/lib/i18n'
import { useProvenance } from '../queries'
import { plain } from '../rules'
import type { NftProvenanceEntry } from '../types'

function kindText(kind: NftProvenanceEntry['kind'], t: (key: string) => string): string {
  if (kind === 'mint') return t('nft.prov_mint')
  if (kind === 'auction') return t('nft.prov_auction')
  if (kind === 'box') return t('nft.prov_box')
  return t('nft.prov_sale')
}

/** Every change of hands of an artwork, oldest first: minted, sold, won at auction or drawn from a box. */
export function Provenance({ code }: { code: string }) {
  const { t } = useTranslation()
  const entries = useProvenance(code)
  const rows = entries.data ?? []
  return (
    <section className="ui-card nft-card nft-provenance">
      <h3 className="nft-card-title">{t('nft.provenance')}</h3>
      {rows.length === 0 ? (
        <p className="nft-muted">{entries.isPending ? t('common.loading') : t('nft.no_provenance')}</p>
      ) : (
        <ol className="nft-prov-rows">
          {rows.map((entry) => (
            <li key={entry.id} className="nft-prov-row" data-kind={entry.kind}>
              <span className="nft-prov-kind">{kindText(entry.kind, t)}</span>
              <span className="nft-prov-parties">
                {entry.kind === 'mint' || entry.from_uid === null
                  ? entry.to_name
                  : t('nft.prov_from_to', { from: entry.from_name, to: entry.to_name })}
              </span>
              <span className="nft-prov-price">
                {plain(entry.price)} {entry.currency_name}
              </span>
              <small className="nft-prov-time">{entry.created}</small>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
