import { FileOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { PagedListPage } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { NoticeRow } from '../components/NoticeRow'
import { useNoticeList } from '../queries'

export function NoticeListScreen() {
  const { t } = useTranslation()
  const query = useNoticeList()
  return (
    <PagedListPage
      title={t('news.list_title')}
      query={query}
      rowKey={(news) => news.id}
      renderItem={(news) => <NoticeRow news={news} />}
      empty={<StateView icon={<FileOutline />} title={t('news.empty_title')} text={t('news.empty_text')} />}
    />
  )
}
