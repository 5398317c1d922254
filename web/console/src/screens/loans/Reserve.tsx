import { Alert, Col, Row } from 'antd'
import { ReserveMoveCard } from '../../components/ReserveMoveCard'
import { useI18n } from '../../lib/i18n'

/** The lending reserve's fund and withdraw forms (finance; audited). */
export function Reserve() {
  const { t } = useI18n()
  return (
    <>
      <Alert type="info" showIcon title={t('loans.reserve_intro')} style={{ marginBottom: 12 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ReserveMoveCard
            path="/loans/reserve/fund"
            title="loans.fund"
            reserve="loans"
            direction="in"
            refreshes={[['loans', 'offers']]}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ReserveMoveCard
            path="/loans/reserve/withdraw"
            title="loans.withdraw"
            reserve="loans"
            direction="out"
            refreshes={[['loans', 'offers']]}
          />
        </Col>
      </Row>
    </>
  )
}
