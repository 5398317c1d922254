import { ClosedTradeRow } from '../components/ClosedTradeRow'
import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button, Dialog } from 'antd-mobile'
import { useState } from 'react'
import { UserOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { Sheet } from '@/components/Sheet'
import { EmptyListView, LoadingView, StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { formatBalance, formatPrice } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate } from '@/lib/router'
import { useSession } from '@/lib/session'
import { CancelFollow } from '../components/CancelFollow'
import { Profit } from '../components/Profit'
import '../copytrade.css'
import { plainNumber, requirementText } from '../copy'
import {
  useApply,
  useCopyFeed,
  useMyFollow,
  useOpenCopies,
  useRecentClosedCopies,
  useSelfHolding,
  useStopTrading,
} from '../queries'
import { useCopyStrings } from '../strings'
import { useTraderName } from '../useTraderName'
import { FIXED_MULTIPLE, TRADER_ACTIVE, TRADER_APPLIED, type Followed, type LeverTx, type MyFollow } from '../types'

/** The caller as a trader: apply with the published requirements, wait for the decision, or stop. */
function TraderStatus({ my }: { my: MyFollow }) {
  const { t } = useTranslation()
  const applying = useApply()
  const stopping = useStopTrading()
  const userId = useSession((s) => s.user?.id)
  const stop = async () => {
    const confirmed = await Dialog.confirm({
      title: t('copytrade.stop_title'),
      content: t('copytrade.stop_note'),
      confirmText: t('copytrade.stop'),
      cancelText: t('common.cancel'),
    })
    if (confirmed) stopping.mutate()
  }
  return (
    <section className="ui-card copy-card copy-status" data-status={my.trader_status}>
      <h3 className="copy-card-title">{t('copytrade.as_trader')}</h3>
      <p className="copy-status-text">{t(`copytrade.trader_status_${my.trader_status}`)}</p>
      {my.trader_status === TRADER_ACTIVE ? (
        <div className="copy-buttons">
          {userId !== undefined && (
            <Link to={`${ROUTES.copytradeTrader}?id=${userId}`}>{t('copytrade.my_profile')}</Link>
          )}
          <Button size="small" color="danger" fill="outline" loading={stopping.isPending} onClick={() => void stop()}>
            {t('copytrade.stop')}
          </Button>
        </div>
      ) : (
        my.trader_status !== TRADER_APPLIED && (
          <>
            {my.requirements.length > 0 && (
              <>
                <p className="copy-note">{t('copytrade.requirements')}</p>
                <ul className="copy-requirements">
                  {my.requirements.map((line) => {
                    const known = requirementText(line)
                    return <li key={line}>{known ? t(known.key, { n: known.n }) : line}</li>
                  })}
                </ul>
              </>
            )}
            <Button size="small" color="primary" loading={applying.isPending} onClick={() => applying.mutate()}>
              {t('copytrade.apply')}
            </Button>
          </>
        )
      )}
    </section>
  )
}

/** A trader the caller follows: the setting, copies opened and closed, their profit, edit and cancel. */
function FollowedCard({ row }: { row: Followed }) {
  const { t } = useTranslation()
  const name = useTraderName()
  const nickname = name(row.nickname, row.trader_user_id)
  const navigate = useNavigate()
  return (
    <article className="ui-card copy-card copy-followed" data-trader={row.trader_user_id}>
      <div className="copy-trader-head">
        <Link to={`${ROUTES.copytradeTrader}?id=${row.trader_user_id}`} className="copy-trader-name">
          <strong>{nickname}</strong>
        </Link>
        <span className="copy-tag">
          {row.type === FIXED_MULTIPLE
            ? t('copytrade.setting_multiple', { number: plainNumber(row.number) })
            : t('copytrade.setting_lots', { number: plainNumber(row.number) })}
        </span>
      </div>
      <dl className="copy-figures">
        <Fact label={t('copytrade.open_copies')} className="num copy-open-copies">
          {row.open_copies}
        </Fact>
        <Fact label={t('copytrade.closed_copies')} className="num copy-closed-copies">
          {row.closed_copies}
        </Fact>
        <Fact label={t('copytrade.copy_profit')}>
          <Profit value={row.copy_profits} className="copy-profits" />
        </Fact>
      </dl>
      <div className="copy-buttons">
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => void navigate(`${ROUTES.followSetting}?id=${row.trader_user_id}`)}
        >
          {t('copytrade.edit')}
        </Button>
        <CancelFollow traderId={row.trader_user_id} nickname={nickname} />
      </div>
    </article>
  )
}

/** An open copied position with its own margin, and the way to keep it as one's own. */
function CopyRow({ tx, onHold }: { tx: LeverTx; onHold: (tx: LeverTx) => void }) {
  const { t } = useTranslation()
  return (
    <article className="ui-card copy-card copy-position" data-position={tx.id}>
      <div className="copy-trade-head">
        <strong>{tx.symbol}</strong>
        <span className={tx.type === 1 ? 'copy-side up' : 'copy-side down'}>
          {t(tx.type === 1 ? 'copytrade.long' : 'copytrade.short')} {tx.multiple}×
        </span>
        <span className="copy-tag">{t('copytrade.copied')}</span>
      </div>
      <dl className="copy-facts">
        <dt>{t('copytrade.lots')}</dt>
        <dd className="num copy-lots">{tx.share}</dd>
        <dt>{t('copytrade.open_price')}</dt>
        <dd className="num copy-open-price">{formatPrice(tx.price)}</dd>
        <dt>{t('copytrade.margin')}</dt>
        <dd className="num">{formatBalance(tx.caution_money)}</dd>
        <dt>{t('copytrade.opened_at')}</dt>
        <dd className="num">{tx.transaction_time ?? tx.create_time}</dd>
      </dl>
      <div className="copy-buttons">
        <Button size="small" fill="outline" onClick={() => onHold(tx)}>
          {t('copytrade.hold_own')}
        </Button>
      </div>
    </article>
  )
}

/** Confirms keeping a copy as one's own: the trader's close no longer closes it. */
function HoldSheet({ tx, onClose }: { tx: LeverTx | null; onClose: () => void }) {
  const { t } = useTranslation()
  const holding = useSelfHolding()
  const confirm = () => {
    if (tx) holding.mutate(tx.id, { onSuccess: onClose })
  }
  return (
    <Sheet visible={tx !== null} title={t('copytrade.hold_title')} onClose={onClose}>
      <div className="copy-sheet hold-sheet">
        {tx && (
          <p className="copy-hold-what">
            {tx.symbol} · {t(tx.type === 1 ? 'copytrade.long' : 'copytrade.short')} · {tx.share}{' '}
            {t('copytrade.lots_unit')}
          </p>
        )}
        <p className="copy-note">{t('copytrade.hold_note')}</p>
        <PrimaryButton loading={holding.isPending} onClick={confirm}>
          {t('copytrade.hold_confirm')}
        </PrimaryButton>
      </div>
    </Sheet>
  )
}

function OpenCopies() {
  const { t } = useTranslation()
  const copies = useOpenCopies()
  const [holdFor, setHoldFor] = useState<LeverTx | null>(null)
  const rows = copies.data ?? []
  return (
    <>
      <h3 className="copy-section-title">{t('copytrade.open_copies_title')}</h3>
      {copies.isPending ? (
        <LoadingView label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="copy-note copy-no-copies">{t('copytrade.no_open_copies')}</p>
      ) : (
        rows.map((tx) => <CopyRow key={tx.id} tx={tx} onHold={setHoldFor} />)
      )}
      <Link className="copy-more" to={ROUTES.tradeContractOrders}>
        {t('copytrade.all_positions')}
      </Link>
      <HoldSheet tx={holdFor} onClose={() => setHoldFor(null)} />
    </>
  )
}

function ClosedCopies() {
  const { t } = useTranslation()
  const closed = useRecentClosedCopies()
  const rows = closed.data ?? []
  if (rows.length === 0) return null
  return (
    <>
      <h3 className="copy-section-title">{t('copytrade.closed_copies_title')}</h3>
      {rows.map((tx) => (
        <ClosedTradeRow
          key={tx.id}
          trade={tx}
          className="copy-closed"
          closePriceClassName="copy-close-price"
          data={{ 'data-position': tx.id }}
        />
      ))}
    </>
  )
}

/** My copy trading: trader status, the traders I follow, my open copies and the latest closed ones. */
export function MyCopyScreen() {
  useCopyStrings()
  useCopyFeed()
  const { t } = useTranslation()
  const my = useMyFollow()
  return (
    <Page
      title={t('copytrade.my_title')}
      right={
        <Link to={ROUTES.copytrade} className="copy-header-link">
          {t('copytrade.traders')}
        </Link>
      }
    >
      {my.isPending ? (
        <LoadingView label={t('common.loading')} />
      ) : !my.data ? (
        <StateView icon={<UserOutline />} title={t('copytrade.load_failed')} />
      ) : (
        <div className="copy">
          <TraderStatus my={my.data} />
          <h3 className="copy-section-title">{t('copytrade.following_title')}</h3>
          {my.data.following.length === 0 ? (
            <EmptyListView
              title={t('copytrade.no_following')}
              action={{ label: t('copytrade.find_traders'), to: ROUTES.copytrade }}
            />
          ) : (
            my.data.following.map((row) => <FollowedCard key={row.trader_user_id} row={row} />)
          )}
          <OpenCopies />
          <ClosedCopies />
        </div>
      )}
    </Page>
  )
}
