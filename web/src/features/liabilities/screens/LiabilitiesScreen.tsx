import { useZone } from '@/hooks/useZone'
import { Button } from 'antd-mobile'
import { Fragment } from 'react'
import { CheckShieldOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { formatBalance } from '@/lib/amount'
import { toDec } from '@/lib/decimal'
import { formatStamp } from '@/lib/evidence'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { formatMinor } from '../amounts'
import { downloadProof } from '../download'
import { useLatestLiabilities, useVerifyMyBalance, type Verification } from '../queries'
import { useLiabilitiesStrings } from '../strings'
import type { LiabilitiesView } from '../types'
import '../liabilities.css'

function useCopy() {
  const { t } = useTranslation()
  return (text: string) => {
    const failed = () => toast.show(t('liabilities.copy_failed'))
    if (!navigator.clipboard) return failed()
    void navigator.clipboard.writeText(text).then(() => toast.success(t('liabilities.copied')), failed)
  }
}

/** The published snapshot: when, how many users, its root hash and the total per asset. */
function SnapshotCard({ snapshot }: { snapshot: LiabilitiesView }) {
  const { t } = useTranslation()
  const zone = useZone()
  const copy = useCopy()
  return (
    <section className="ui-card liab-card">
      <div className="liab-card-head">
        <span className="liab-icon" aria-hidden="true">
          <CheckShieldOutline />
        </span>
        <h2 className="liab-card-title">{t('liabilities.snapshot', { id: snapshot.snapshot_id })}</h2>
      </div>
      <dl className="liab-facts num">
        <Fact label={t('liabilities.taken_at')} className="liab-taken-at">
          {formatStamp(snapshot.taken_at, zone)}
        </Fact>
        <Fact label={t('liabilities.users')} className="liab-users">
          {snapshot.users}
        </Fact>
      </dl>
      <div className="liab-root-head">
        <h3 className="liab-label">{t('liabilities.root')}</h3>
        <Button size="mini" fill="outline" color="primary" onClick={() => copy(snapshot.root)}>
          {t('liabilities.copy')}
        </Button>
      </div>
      <code className="liab-hash liab-root">{snapshot.root}</code>
      <h3 className="liab-label">{t('liabilities.totals')}</h3>
      <table className="liab-table liab-totals num">
        <tbody>
          {snapshot.assets.map((asset) => (
            <tr key={asset.symbol}>
              <th scope="row">{asset.symbol}</th>
              <td>{formatBalance(asset.total, asset.scale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** What verifying found: verified or why not, the caller's balances in the snapshot, the path length, the file. */
function VerificationResult({ result }: { result: Verification }) {
  const { t } = useTranslation()
  if (result.kind === 'absent') {
    return (
      <div className="liab-result liab-absent" role="status">
        <p className="liab-result-title">{t('liabilities.absent_title')}</p>
        <p className="liab-line">{t('liabilities.absent_text')}</p>
      </div>
    )
  }
  const { proof, outcome } = result
  return (
    <div className={outcome.ok ? 'liab-result liab-ok' : 'liab-result liab-failed'} role="status">
      <p className="liab-result-title">
        <span aria-hidden="true">{outcome.ok ? '✓' : '✗'}</span>{' '}
        {outcome.ok ? t('liabilities.verified') : t('liabilities.failed')}
      </p>
      <p className="liab-line">
        {outcome.ok
          ? t('liabilities.verified_line', { id: proof.snapshot_id })
          : t(`liabilities.reason_${outcome.reason}`)}
      </p>
      <h3 className="liab-label">{t('liabilities.my_balances')}</h3>
      <table className="liab-table liab-balances num">
        <tbody>
          {proof.assets.map((asset, i) => {
            const held = toDec(proof.balances[i])?.greaterThan(0) === true
            return (
              <tr key={asset.symbol} className={held ? undefined : 'liab-nothing'}>
                <th scope="row">{asset.symbol}</th>
                <td>{formatMinor(proof.balances[i] ?? '', asset.scale)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <dl className="liab-facts num">
        <Fact label={t('liabilities.path_length')} className="liab-path-length">
          {proof.path.length}
        </Fact>
      </dl>
      <Button block fill="outline" color="primary" onClick={() => downloadProof(proof)}>
        {t('liabilities.download')}
      </Button>
    </div>
  )
}

/** "Verify my balance": the caller's proof checked in the browser against the published snapshot. */
function VerifyCard() {
  const { t } = useTranslation()
  const verifying = useVerifyMyBalance()
  return (
    <>
      <p className="liab-line">{t('liabilities.verify_line')}</p>
      <Button
        block
        color="primary"
        loading={verifying.isPending}
        onClick={() => verifying.mutate()}
        className="liab-verify"
      >
        {t('liabilities.verify')}
      </Button>
      {verifying.data && <VerificationResult result={verifying.data} />}
    </>
  )
}

function VerifySection() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  return (
    <section className="ui-card liab-card">
      <h2 className="liab-card-title">{t('liabilities.verify_title')}</h2>
      {loggedIn ? (
        <VerifyCard />
      ) : (
        <>
          <p className="liab-line">{t('liabilities.login_line')}</p>
          <Button block color="primary" fill="outline" onClick={() => void navigate(ROUTES.login)}>
            {t('common.login')}
          </Button>
        </>
      )}
    </section>
  )
}

/** What a proof shows and how to check it without the app. */
function AboutSection({ snapshot }: { snapshot: LiabilitiesView }) {
  const { t } = useTranslation()
  const copy = useCopy()
  const words = ['mercato', 'liabilities', 'verify', `proof-${snapshot.snapshot_id}.json`, '--root']
  const command = `${words.join(' ')} ${snapshot.root}`
  return (
    <section className="ui-card liab-card">
      <h2 className="liab-card-title">{t('liabilities.about_title')}</h2>
      <p className="liab-line">{t('liabilities.about_1')}</p>
      <p className="liab-line">{t('liabilities.about_2')}</p>
      <p className="liab-line">{t('liabilities.about_3')}</p>
      <div className="liab-root-head">
        <h3 className="liab-label">{t('liabilities.offline_title')}</h3>
        <Button size="mini" fill="outline" color="primary" onClick={() => copy(command)}>
          {t('liabilities.copy')}
        </Button>
      </div>
      <p className="liab-line">{t('liabilities.offline_line')}</p>
      <code className="liab-hash liab-command">
        {words.map((word) => (
          <Fragment key={word}>
            <span className="liab-word">{word}</span>{' '}
          </Fragment>
        ))}
        {snapshot.root}
      </code>
    </section>
  )
}

/** Proof of liabilities (ADR 49): the published snapshot for anyone, and a signed-in user's check of their balance. */
export function LiabilitiesScreen() {
  const { t } = useLiabilitiesStrings()
  const latest = useLatestLiabilities()
  let body
  if (latest.isPending) {
    body = <LoadingView label={t('common.loading')} />
  } else if (latest.isError) {
    body = <LoadFailedView title={t('liabilities.load_failed')} onRetry={() => void latest.refetch()} />
  } else if (latest.data === null) {
    body = (
      <StateView
        icon={<CheckShieldOutline />}
        title={t('liabilities.empty_title')}
        text={t('liabilities.empty_text')}
      />
    )
  } else {
    body = (
      <div className="liab">
        <SnapshotCard snapshot={latest.data} />
        <VerifySection />
        <AboutSection snapshot={latest.data} />
      </div>
    )
  }
  return <Page title={t('liabilities.title')}>{body}</Page>
}
