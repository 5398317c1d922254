import { FileOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { PagedList } from '@/features/content/components/PagedList'
import '@/features/lever/lever.css'
import '@/features/micro/micro.css'
import { OptionRecord } from '@/features/micro/components/OptionRecord'
import { useOptionFeed } from '@/features/micro/live'
import { useOptionHistory } from '@/features/micro/queries'
import '@/features/spot/spot.css'

/** The user's options, newest first, each with its result and the prices it was settled on, below the settlement rule. */
export default function SecondsOrderScreen() {
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
