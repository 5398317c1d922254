import { Alert, Row } from 'antd'
import { ReserveMoveCards } from '../../components/ReserveMoveCard'
import { useI18n } from '../../lib/i18n'

/** The lending reserve's fund and withdraw forms (finance; audited). */
export function Reserve() {
  const { t } = useI18n()
  return (
    <>
      <Alert type="info" showIcon title={t('loans.reserve_intro')} style={{ marginBottom: 12 }} />
      <Row gutter={[16, 16]}>
        <ReserveMoveCards reserve="loans" titles={['loans.fund', 'loans.withdraw']} refreshes={[['loans', 'offers']]} />
      </Row>
    </>
  )
}
