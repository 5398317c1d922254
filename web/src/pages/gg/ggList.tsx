import { FileOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { NoticeRow } from '@/features/content/components/NoticeRow'
import { PagedList } from '@/features/content/components/PagedList'
import { useNoticeList } from '@/features/content/queries'

export default function NoticeListScreen() {
  const { t } = useTranslation()
  const query = useNoticeList()
  return (
    <Page title={t('news.list_title')}>
      <PagedList
        query={query}
        rowKey={(news) => news.id}
        renderItem={(news) => <NoticeRow news={news} />}
        empty={<StateView icon={<FileOutline />} title={t('news.empty_title')} text={t('news.empty_text')} />}
      />
    </Page>
  )
}
