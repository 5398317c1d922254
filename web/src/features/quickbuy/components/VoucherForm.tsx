import { PrimaryButton } from '@/components/form/PrimaryButton'
import { useState } from 'react'
import { uploadImage } from '@/features/user'
import { PicturePicker } from '@/components/PicturePicker'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useSubmitVoucher } from '../queries'

/** The picture of the transfer: picked and uploaded, then sent with the order, which goes under review. */
export function VoucherForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation()
  const [voucher, setVoucher] = useState('')
  const sending = useSubmitVoucher()
  const submit = () => {
    if (!voucher) return toast.show(t('quickbuy.voucher_needed'))
    sending.mutate(
      { id: orderId, voucher },
      {
        onSuccess: (message) =>
          toast.success(typeof message === 'string' && message ? message : t('quickbuy.voucher_sent')),
      },
    )
  }
  return (
    <section className="ui-card qb-card qb-voucher">
      <h3 className="qb-card-title">{t('quickbuy.voucher')}</h3>
      <p className="qb-note">{t('quickbuy.voucher_note')}</p>
      <div className="qb-voucher-picker">
        <PicturePicker name="voucher" label={t('quickbuy.voucher')} upload={uploadImage} onUploaded={setVoucher} />
      </div>
      <PrimaryButton className="qb-voucher-submit" disabled={!voucher} loading={sending.isPending} onClick={submit}>
        {t('quickbuy.voucher_submit')}
      </PrimaryButton>
    </section>
  )
}
