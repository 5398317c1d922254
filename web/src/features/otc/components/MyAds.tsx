import { Button, Switch } from 'antd-mobile'
import { useState } from 'react'
import { FileOutline } from '@/components/icons'
import { PagedList } from '@/components/PagedList'
import { Sheet } from '@/components/Sheet'
import { StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { useMyAds, useSetAdStatus } from '../queries'
import { fiatText, coinText } from '../rules'
import type { OtcAdView, OtcConfig } from '../types'
import { AdForm } from './AdForm'
import { Methods } from './Methods'

/** One of the merchant's ads with its online switch and the way to edit it. */
function MyAdCard({ ad, onEdit }: { ad: OtcAdView; onEdit: (ad: OtcAdView) => void }) {
  const { t } = useTranslation()
  const switching = useSetAdStatus()
  return (
    <article className="ui-card otc-card otc-my-ad" data-ad={ad.id}>
      <div className="otc-card-head">
        <strong>
          {t(`otc.side_${ad.side}`)} {ad.currency_name}/{ad.fiat}
        </strong>
        <label className="otc-online">
          <span>{t(ad.status === 1 ? 'otc.online' : 'otc.offline')}</span>
          <Switch
            checked={ad.status === 1}
            loading={switching.isPending}
            onChange={(on) => switching.mutate({ id: ad.id, status: on ? 1 : 0 })}
          />
        </label>
      </div>
      <dl className="ui-facts otc-facts">
        <Fact label={t('otc.price')}>
          {fiatText(ad.price)} {ad.fiat}
          {ad.price_type === 1 && ` (${ad.margin}%)`}
        </Fact>
        <Fact label={t('otc.remaining')}>
          {coinText(ad.remaining)} / {coinText(ad.total)} {ad.currency_name}
        </Fact>
        <Fact label={t('otc.limits')}>
          {fiatText(ad.min)} – {fiatText(ad.max)}
        </Fact>
        <Fact label={t('otc.window')}>{t('otc.minutes', { count: ad.window })}</Fact>
      </dl>
      <div className="otc-buttons">
        <Methods methods={ad.methods} />
        <Button size="small" fill="outline" onClick={() => onEdit(ad)}>
          {t('otc.edit')}
        </Button>
      </div>
    </article>
  )
}

/** The approved merchant's ads with a button for a new one; the form opens in a sheet. */
export function MyAds({ config }: { config: OtcConfig }) {
  const { t } = useTranslation()
  const ads = useMyAds(true)
  const [editing, setEditing] = useState<OtcAdView | 'new' | null>(null)
  const close = () => setEditing(null)
  return (
    <section className="otc-my-ads">
      <div className="otc-card-head">
        <h3 className="otc-card-title">{t('otc.my_ads')}</h3>
        <Button size="small" color="primary" className="otc-new-ad" onClick={() => setEditing('new')}>
          {t('otc.new_ad')}
        </Button>
      </div>
      <PagedList
        query={ads}
        rowKey={(ad) => ad.id}
        empty={<StateView icon={<FileOutline />} title={t('otc.no_my_ads')} />}
        renderItem={(ad) => <MyAdCard ad={ad} onEdit={setEditing} />}
      />
      <Sheet visible={editing !== null} title={t(editing === 'new' ? 'otc.new_ad' : 'otc.edit_ad')} onClose={close}>
        {editing !== null && (
          <AdForm
            key={editing === 'new' ? 'new' : editing.id}
            config={config}
            ad={editing === 'new' ? undefined : editing}
            onSaved={close}
          />
        )}
      </Sheet>
    </section>
  )
}
