import { Tag } from 'antd-mobile'
import { UserOutline } from '@/components/icons'
import { PagedListPage } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { useInvitees } from '../queries'
import { shownAccount } from '../rules'
import { useReferralStrings } from '../strings'
import type { InviteeView } from '../types'
import '../referral.css'

function InviteeRow({ invitee }: { invitee: InviteeView }) {
  const { t } = useTranslation()
  return (
    <div className="referral-row referral-invitee">
      <span className="referral-row-main">
        <span className="referral-account num">{shownAccount(invitee.account)}</span>
        <span className="referral-row-sub num">{t('referral.joined', { time: invitee.joined_at })}</span>
      </span>
      <Tag color={invitee.rebated ? 'success' : 'default'} fill="outline">
        {t(invitee.rebated ? 'referral.rebated' : 'referral.not_rebated')}
      </Tag>
    </div>
  )
}

/** The accounts the caller invited, newest first, masked. */
export function InviteesScreen() {
  const { t } = useReferralStrings()
  const list = useInvitees()
  return (
    <PagedListPage
      title={t('referral.invitee_list')}
      className="referral"
      query={list}
      rowKey={(row) => `${row.joined_at_ts}-${row.account}`}
      renderItem={(row) => <InviteeRow invitee={row} />}
      empty={
        <StateView
          icon={<UserOutline />}
          title={t('referral.invitees_empty')}
          text={t('referral.invitees_empty_text')}
        />
      }
    />
  )
}
