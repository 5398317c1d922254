import { Button, Form, Input } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { required } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { LoadingView } from '@/components/StateView'
import { useSaveInternationalCard } from '../mutations'
import { useInternationalCard } from '../queries'
import '../wallet.css'

/** The international card: the fields and their labels come from the server, every one required. */
export function BankInternationalScreen() {
  const { t } = useTranslation()
  const { data } = useInternationalCard()
  const saving = useSaveInternationalCard()

  const submit = (values: Record<string, string>) => {
    if (!data) return
    saving.mutate(data.forms.map((_, i) => (values[`f${i}`] ?? '').trim()))
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
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" loading={saving.isPending}>
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
