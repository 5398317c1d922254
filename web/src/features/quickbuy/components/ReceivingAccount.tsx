import { useTranslation } from '@/lib/i18n'
import type { QuickReceiving } from '../types'
import { CopyFact } from './CopyButton'

/** The platform's bank account a bank order is paid to, each line with a copy button. */
export function ReceivingAccount({ receiving }: { receiving: QuickReceiving }) {
  const { t } = useTranslation()
  return (
    <section className="ui-card qb-card qb-receiving">
      <h3 className="qb-card-title">{t('quickbuy.receiving_title')}</h3>
      <dl className="ui-facts">
        <CopyFact label={t('quickbuy.bank_name')} value={receiving.bank_name} className="qb-receiving-bank" />
        <CopyFact label={t('quickbuy.account_name')} value={receiving.account_name} className="qb-receiving-name" />
        <CopyFact label={t('quickbuy.iban')} value={receiving.iban} className="qb-receiving-iban" />
        <CopyFact label={t('quickbuy.bic')} value={receiving.bic} className="qb-receiving-bic" />
        <CopyFact label={t('quickbuy.bank_address')} value={receiving.bank_address} className="qb-receiving-address" />
      </dl>
    </section>
  )
}
