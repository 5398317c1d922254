import { FileOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { OptionRecord } from '../components/OptionRecord'
import '../micro.css'
import { useOptionFeed, useOptionHistory } from '../queries'

/** The user's options, newest first, each with its result and the prices it was settled on, below the settlement rule. */
export function OptionOrdersScreen() {
  const { t } = useTranslation()
  const history = useOptionHistory()
  useOptionFeed(true)
  return (
    <Page title={t('micro.orders_title')}>
      <p className="options-rule">
        {t('micro.rule_title')}: {t('micro.rule')}
      </p>
      <div className="orders-list">
        <PagedList
          query={history}
          rowKey={(order) => order.id}
          empty={<StateView icon={<FileOutline />} title={t('micro.no_history')} />}
          renderItem={(order) => <OptionRecord order={order} />}
        />
      </div>
    </Page>
  )
}
