import { CheckShieldOutline, ClockCircleOutline, CloseCircleOutline, UserOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { useRealState } from '../queries'
import { realView } from '../realView'

export function RealMarkScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data, isLoading, refetch } = useRealState()
  const toForm = () => void navigate(ROUTES.real)

  if (isLoading || !data) {
    return (
      <Page title={t('real.title')}>
        <LoadingView label={t('common.loading')} />
      </Page>
    )
  }
  const view = realView(data)
  const details = data.real_data
  return (
    <Page title={t('real.title')}>
      {view.kind === 'none' && (
        <StateView
          icon={<UserOutline />}
          title={t('real.none_title')}
          text={t('real.none_text')}
          action={{ label: t('real.start'), onClick: toForm }}
        />
      )}
      {view.kind === 'reviewing' && (
        <StateView
          icon={<ClockCircleOutline />}
          title={t('real.reviewing_title', { level: view.level })}
          text={t('real.reviewing_text')}
          action={{ label: t('real.refresh'), onClick: () => void refetch() }}
        />
      )}
      {view.kind === 'rejected' && (
        <StateView
          icon={<CloseCircleOutline />}
          title={t('real.rejected_title', { level: view.level })}
          text={t('real.rejected_reason', { reason: view.reason })}
          action={{ label: t('real.resubmit'), onClick: toForm }}
        />
      )}
      {view.kind === 'verified' && (
        <StateView
          icon={<CheckShieldOutline />}
          title={t('real.verified_title', { level: view.level })}
          text={details ? `${details.name} · ${details.card_id}` : ''}
          action={view.level === 1 ? { label: t('real.start_level2'), onClick: toForm } : undefined}
        />
      )}
    </Page>
  )
}
