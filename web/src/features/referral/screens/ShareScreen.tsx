import { Button, List } from 'antd-mobile'
import { useState } from 'react'
import { Page } from '@/components/Page'
import { SettingsList } from '@/components/SettingsList'
import { useSiteName } from '@/components/SiteLogo'
import { PendingView } from '@/components/StateView'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { toast } from '@/lib/toast'
import { drawShareCard } from '../card'
import { CopyRow } from '../components/CopyRow'
import { useQrDataUrl } from '../components/LinkQr'
import { useInvite } from '../queries'
import { useReferralStrings } from '../strings'
import type { InviteView } from '../types'
import '../referral.css'

function SavePicture({ invite, qr }: { invite: InviteView; qr: string }) {
  const { t } = useTranslation()
  const site = useSiteName()
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      const png = await drawShareCard(
        {
          site,
          title: t('referral.card_title'),
          codeLabel: t('referral.code'),
          code: invite.invite_code,
          hint: t('referral.card_hint'),
        },
        qr,
      )
      if (!png) throw new Error('no canvas')
      const link = document.createElement('a')
      link.href = png
      link.download = `invite-${invite.invite_code}.png`
      link.click()
    } catch {
      toast.show(t('referral.save_failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button block color="primary" className="referral-save" loading={busy} disabled={!qr} onClick={() => void save()}>
      {t('referral.save_picture')}
    </Button>
  )
}

function InviteCard({ invite }: { invite: InviteView }) {
  const { t } = useTranslation()
  const qr = useQrDataUrl(invite.link)
  return (
    <section className="card referral-card">
      <h2 className="referral-headline">{t('referral.headline', { share: invite.rebate_share })}</h2>
      <CopyRow className="referral-code" label={t('referral.code')} value={invite.invite_code} />
      <CopyRow className="referral-link" label={t('referral.link')} value={invite.link} />
      <div className="referral-qr">
        {qr && <img className="qr-code" src={qr} alt={t('referral.qr')} />}
        <p>{t('referral.qr_hint')}</p>
      </div>
      <SavePicture invite={invite} qr={qr} />
    </section>
  )
}

function Totals({ invite }: { invite: InviteView }) {
  const { t } = useTranslation()
  return (
    <section className="card referral-stats">
      <div className="referral-stat">
        <span>{t('referral.invitees')}</span>
        <strong className="num referral-invitee-count">{invite.invitees}</strong>
      </div>
      <div className="referral-stat">
        <span>{t('referral.share')}</span>
        <strong className="num referral-share">{invite.rebate_share}%</strong>
      </div>
      <div className="referral-totals">
        <span>{t('referral.totals')}</span>
        {invite.totals.length === 0 ? (
          <p className="referral-none">{t('referral.totals_none')}</p>
        ) : (
          <ul>
            {invite.totals.map((total) => (
              <li key={total.currency} data-currency={total.currency}>
                <span>{total.currency}</span>
                <span className="num">{formatBalance(total.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {invite.today.length > 0 && (
        <div className="referral-totals referral-today">
          <span>{t('referral.today')}</span>
          <ul>
            {invite.today.map((day) => (
              <li key={day.currency} data-currency={day.currency}>
                <span>{t('referral.today_fees', { fees: formatBalance(day.fees), currency: day.currency })}</span>
                <span className="num">
                  {formatBalance(day.amount)} {day.currency}
                </span>
              </li>
            ))}
          </ul>
          <p className="referral-none">{t('referral.today_hint')}</p>
        </div>
      )}
    </section>
  )
}

/** The caller's invitation: code, link, QR code and a picture to share, what it earned and the way to the lists. */
export function ShareScreen() {
  const { t } = useReferralStrings()
  const navigate = useNavigate()
  const invite = useInvite()

  let body
  if (invite.data) {
    body = (
      <>
        <InviteCard invite={invite.data} />
        <Totals invite={invite.data} />
        <SettingsList>
          <List.Item onClick={() => void navigate(ROUTES.invitees)}>{t('referral.invitee_list')}</List.Item>
          <List.Item onClick={() => void navigate(ROUTES.rebates)}>{t('referral.rebate_list')}</List.Item>
        </SettingsList>
        <section className="card referral-rules">
          <h3 className="section-title">{t('referral.rules_title')}</h3>
          <p>{t('referral.rules_1', { share: invite.data.rebate_share })}</p>
          <p>{t('referral.rules_2')}</p>
          <p>{t('referral.rules_3')}</p>
        </section>
      </>
    )
  } else {
    body = <PendingView query={invite} failed={t('referral.load_failed')} />
  }
  return (
    <Page title={t('referral.title')}>
      <div className="referral">{body}</div>
    </Page>
  )
}
