import { Button, Form, Input } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { required } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { LoadingView } from '@/components/StateView'
import type { DomesticCard } from '../api/getCashInfo'
import { useSaveBankCard } from '../mutations'
import { useBankCard } from '../queries'
import '../wallet.css'

const REQUIRED: (keyof DomesticCard)[] = ['real_name', 'bank_name', 'bank_account', 'bank_dizhi']
const OPTIONAL: (keyof DomesticCard)[] = [
  'bank_code',
  'swift',
  'iban',
  'bank_address',
  'alipay_account',
  'wechat_account',
]

/** The domestic bank card; name, bank, account number and branch are required. */
export function BankScreen() {
  const { t } = useTranslation()
  const { data } = useBankCard()
  const saving = useSaveBankCard()

  return (
    <Page title={t('payee.bank_title')}>
      {!data ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <Form
          layout="vertical"
          className="wallet-form"
          initialValues={data}
          onFinish={(v: Partial<DomesticCard>) => saving.mutate(v)}
          footer={
            <Button block type="submit" color="primary" loading={saving.isPending}>
              {t('profile.save')}
            </Button>
          }
        >
          {REQUIRED.map((field) => (
            <Form.Item key={field} name={field} label={t(`payee.${field}`)} rules={[required(t('payee.required'))]}>
              <Input maxLength={120} />
            </Form.Item>
          ))}
          {OPTIONAL.map((field) => (
            <Form.Item key={field} name={field} label={t(`payee.${field}`)}>
              <Input maxLength={120} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Page>
  )
}
