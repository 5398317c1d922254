import { Button, Dialog, Rate, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { PicturePicker } from '@/components/PicturePicker'
import { uploadImage } from '@/features/user'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useCancelOrder, useDisputeOrder, useMarkPaid, useRateOrder, useReleaseOrder } from '../queries'
import { countdown, fiatText, orderActions, coinText, reasonOk } from '../rules'
import type { OtcOrderView } from '../types'

/** A call's own answer when it has one, else the app's words for what happened. */
function said(answer: unknown, fallback: string): string {
  return typeof answer === 'string' && answer ? answer : fallback
}

/** The buyer's side of an unpaid order: an optional picture of the transfer, then "paid". */
function PayPanel({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation()
  const paying = useMarkPaid()
  const [voucher, setVoucher] = useState('')
  const pay = async () => {
    const confirmed = await Dialog.confirm({
      title: t('otc.paid_title'),
      content: t('otc.paid_text', { amount: fiatText(order.fiat_amount), fiat: order.fiat }),
      confirmText: t('otc.mark_paid'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    paying.mutate({ id: order.id, voucher }, { onSuccess: (m) => toast.success(said(m, t('otc.marked_paid'))) })
  }
  return (
    <div className="otc-pay">
      <PicturePicker label={t('otc.voucher_optional')} name="voucher" upload={uploadImage} onUploaded={setVoucher} />
      <Button block color="primary" className="otc-mark-paid" loading={paying.isPending} onClick={() => void pay()}>
        {t('otc.mark_paid')}
      </Button>
    </div>
  )
}

/** Either party's dispute of a paid order: a reason of 2–200 characters. */
function DisputeForm({ order, onDone }: { order: OtcOrderView; onDone: () => void }) {
  const { t } = useTranslation()
  const disputing = useDisputeOrder()
  const [reason, setReason] = useState('')
  const submit = () =>
    disputing.mutate(
      { id: order.id, reason: reason.trim() },
      {
        onSuccess: (m) => {
          toast.success(said(m, t('otc.disputed')))
          onDone()
        },
      },
    )
  return (
    <div className="otc-dispute-form">
      <label className="otc-field-label" htmlFor="otc-dispute-reason">
        {t('otc.dispute_reason')}
      </label>
      <TextArea
        id="otc-dispute-reason"
        name="reason"
        className="ui-input otc-textarea"
        maxLength={200}
        showCount
        rows={3}
        placeholder={t('otc.dispute_placeholder')}
        value={reason}
        onChange={setReason}
      />
      <Button
        block
        color="warning"
        className="otc-dispute-submit"
        disabled={!reasonOk(reason)}
        loading={disputing.isPending}
        onClick={submit}
      >
        {t('otc.open_dispute')}
      </Button>
    </div>
  )
}

/** The merchant's counterparty rates a completed order once, 1 to 5 stars. */
function RateForm({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation()
  const rating = useRateOrder()
  const [stars, setStars] = useState(0)
  return (
    <div className="otc-rate">
      <span className="otc-field-label">{t('otc.rate_title')}</span>
      <Rate className="otc-stars" value={stars} onChange={setStars} />
      <Button
        size="small"
        color="primary"
        className="otc-rate-submit"
        disabled={stars < 1}
        loading={rating.isPending}
        onClick={() =>
          rating.mutate({ id: order.id, rating: stars }, { onSuccess: (m) => toast.success(said(m, t('otc.rated'))) })
        }
      >
        {t('otc.rate')}
      </Button>
    </div>
  )
}

/** The buttons the reader's role and the order's status allow: pay, cancel, release, dispute, rate. */
export function OrderActions({ order }: { order: OtcOrderView }) {
  const { t } = useTranslation()
  const now = useNow()
  const can = orderActions(order, now)
  const cancelling = useCancelOrder()
  const releasing = useReleaseOrder()
  const [disputing, setDisputing] = useState(false)

  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('otc.cancel_title'),
      content: t('otc.cancel_text'),
      confirmText: t('otc.cancel_order'),
      cancelText: t('otc.keep'),
    })
    if (!confirmed) return
    cancelling.mutate({ id: order.id }, { onSuccess: (m) => toast.success(said(m, t('otc.cancelled'))) })
  }

  const release = async () => {
    const confirmed = await Dialog.confirm({
      title: t('otc.release_title'),
      content: t('otc.release_text', {
        fiat_amount: fiatText(order.fiat_amount),
        fiat: order.fiat,
        amount: coinText(order.amount),
        currency: order.currency_name,
      }),
      confirmText: t('otc.release'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    releasing.mutate({ id: order.id }, { onSuccess: (m) => toast.success(said(m, t('otc.released'))) })
  }

  const any = can.pay || can.cancel || can.release || can.dispute !== null || can.rate
  if (!any) return null
  return (
    <section className="ui-card otc-card otc-actions">
      {can.pay && <PayPanel order={order} />}
      <div className="otc-buttons">
        {can.cancel && (
          <Button fill="outline" className="otc-cancel" loading={cancelling.isPending} onClick={() => void cancel()}>
            {t('otc.cancel_order')}
          </Button>
        )}
        {can.release && (
          <Button color="primary" className="otc-release" loading={releasing.isPending} onClick={() => void release()}>
            {t('otc.release')}
          </Button>
        )}
        {can.dispute === 'open' && !disputing && (
          <Button fill="outline" color="warning" className="otc-dispute-open" onClick={() => setDisputing(true)}>
            {t('otc.open_dispute')}
          </Button>
        )}
      </div>
      {can.dispute === 'early' && (
        <p className="otc-note otc-dispute-later">
          {t('otc.dispute_after', { time: countdown(order.appeal_at_ts, now).text })}
        </p>
      )}
      {can.dispute === 'open' && disputing && <DisputeForm order={order} onDone={() => setDisputing(false)} />}
      {can.rate && <RateForm order={order} />}
    </section>
  )
}
