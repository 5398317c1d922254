import { Button, Form, Input } from 'antd-mobile'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { LoadingView } from '@/app/StateView'
import { required } from '@/features/auth/rules'
import { getCashInfo, type DomesticCard } from '@/features/wallet/api/getCashInfo'
import { saveCash } from '@/features/wallet/api/saveCash'
import '@/features/wallet/wallet.css'
import { toast } from '@/lib/toast'

const REQUIRED: (keyof DomesticCard)[] = ['real_name', 'bank_name', 'bank_account', 'bank_dizhi']
const OPTIONAL: (keyof DomesticCard)[] = ['bank_code', 'swift', 'iban', 'bank_address', 'alipay_account', 'wechat_account']

/** The domestic bank card; name, bank, account number and branch are required. */
export default function BankScreen() {
  const { t } = useTranslation()
  const { data, refetch } = useQuery({ queryKey: ['user', 'wallet', 'bank'], queryFn: getCashInfo })
  const [busy, setBusy] = useState(false)

  const submit = async (values: Partial<DomesticCard>) => {
    setBusy(true)
    try {
      toast.success(await saveCash(values))
      void refetch()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={t('payee.bank_title')}>
      {!data ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <Form
          layout="vertical"
          className="wallet-form"
          initialValues={data}
          onFinish={(v: Partial<DomesticCard>) => void submit(v)}
          footer={
            <Button block type="submit" color="primary" loading={busy}>
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
