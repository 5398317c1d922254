import { Button, Form, Input } from 'antd-mobile'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { LoadingView } from '@/app/StateView'
import { required } from '@/features/auth/rules'
import { getCashInternational } from '@/features/wallet/api/getCashInternational'
import { saveCashInternational } from '@/features/wallet/api/saveCashInternational'
import '@/features/wallet/wallet.css'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'

/** The international card: the fields and their labels come from the server, every one required. */
export default function BankInternationalScreen() {
  const { t } = useTranslation()
  const lang = useSession((s) => s.lang)
  const { data, refetch } = useQuery({ queryKey: ['user', 'wallet', 'bankInternational', lang], queryFn: getCashInternational })
  const [busy, setBusy] = useState(false)

  const submit = async (values: Record<string, string>) => {
    if (!data) return
    setBusy(true)
    try {
      toast.success(await saveCashInternational(data.forms.map((_, i) => (values[`f${i}`] ?? '').trim())))
      void refetch()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={t('payee.bank_international_title')}>
      {!data ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <Form
          layout="vertical"
          className="wallet-form"
          initialValues={Object.fromEntries(data.data.map((v, i) => [`f${i}`, v]))}
          onFinish={(v: Record<string, string>) => void submit(v)}
          footer={
            <Button block type="submit" color="primary" loading={busy}>
              {t('profile.save')}
            </Button>
          }
        >
          {data.forms.map((label, i) => (
            <Form.Item key={label} name={`f${i}`} label={label} rules={[required(t('payee.required'))]}>
              <Input maxLength={120} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Page>
  )
}
