import { PrimaryButton } from '@/components/form/PrimaryButton'
import { useState } from 'react'
import { GiftOutline } from '@/components/icons'
import { Sheet } from '@/components/Sheet'
import { FieldError, UnitField } from '@/components/form/UnitInput'
import { Fact } from '@/components/Fact'
import { useNow } from '@/hooks/useNow'
import { formatBalance } from '@/lib/amount'
import { Dec } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { toast } from '@/lib/toast'
import { OfferPage } from '../components/OfferPage'
import { Countdown, ProjectLogo, Progress, StatusBadge } from '../components/ProjectCard'
import '../earn.css'
import { allocationIfEndedNow, allowance, payment, payScale, subscribeProblem, tokenScale } from '../ieo'
import { formatDateTime, plain } from '../lockming'
import { useIeoProject, useSubscribe } from '../queries'
import { useEarnStrings } from '../strings'
import { IEO_ONGOING, type IeoDetail, type IeoProjectInfo } from '../types'
import { useZone } from '@/hooks/useZone'

interface ConfirmProps {
  info: IeoProjectInfo
  /** The amount of tokens as it will be sent, at the token's scale. */
  amount: string
  /** The key that applies for this amount once; the sheet shows while set. */
  review: string | null
  onClose: () => void
}

/** What the user is about to apply for: the payment escrowed, the published rule on today's totals, refund and lock. */
function ConfirmSheet({ info, amount, review, onClose }: ConfirmProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const zone = useZone()
  const subscribing = useSubscribe()
  const token = info.currency_name
  const pay = info.pay_currency_name
  const escrow = payment(amount, info.price, payScale(info))
  const now = allocationIfEndedNow(amount, info)
  const formula = now.oversubscribed
    ? t('earn.ieo.allocation_shared', { allocated: plain(now.allocated), applied: plain(amount), token })
    : t('earn.ieo.allocation_full', { allocated: plain(now.allocated), token })
  const confirm = () => {
    if (!review) return
    subscribing.mutate(
      { params: { project_id: info.id, amount, pay_currency: info.pay_currency_id, price: info.price }, key: review },
      {
        onSuccess: (message) => {
          toast.success(typeof message === 'string' && message ? message : t('earn.ieo.subscribed'))
          onClose()
          void navigate(ROUTES.ieoOrders, { replace: true })
        },
        // The server's message is already shown; the terms reload, and a new review takes a new key.
        onError: onClose,
      },
    )
  }
  return (
    <Sheet visible={review !== null} title={t('earn.ieo.confirm_title')} onClose={onClose}>
      <div className="earn-sheet ieo-sheet">
        <dl className="ui-summary earn-summary">
          <dt>{t('earn.ieo.amount')}</dt>
          <dd className="confirm-amount">
            {formatBalance(amount)} {token}
          </dd>
          <dt>{t('earn.ieo.price')}</dt>
          <dd>
            {info.price} {pay}
          </dd>
          <dt>{t('earn.ieo.payment')}</dt>
          <dd className="strong confirm-payment">
            {formatBalance(escrow)} {pay}
          </dd>
        </dl>
        <p className="earn-note">{t('earn.ieo.payment_rule')}</p>
        <section className="ieo-rule">
          <h4>{t('earn.ieo.rule_title')}</h4>
          <p className="earn-note">{t('earn.ieo.rule_text')}</p>
          <p className="ieo-rule-now">{t('earn.ieo.if_ends_now')}</p>
          <dl className="ui-summary earn-summary">
            <dt>{t('earn.ieo.total_applied')}</dt>
            <dd className="rule-total">
              {formatBalance(now.totalApplied)} {token}
            </dd>
            <dt>{t('earn.ieo.supply')}</dt>
            <dd className="rule-supply">
              {formatBalance(now.supply)} {token}
            </dd>
            <dt>{t('earn.ieo.your_allocation')}</dt>
            <dd className="strong rule-allocation">{formula}</dd>
            <dt>{t('earn.ieo.charged')}</dt>
            <dd className="rule-charged">
              {formatBalance(now.charged)} {pay}
            </dd>
            <dt>{t('earn.ieo.refunded')}</dt>
            <dd className="rule-refunded">
              {formatBalance(now.refunded)} {pay}
            </dd>
          </dl>
        </section>
        <p className="earn-note">
          <strong>{t('earn.ieo.refund_title')}: </strong>
          {t('earn.ieo.refund_rule')}
        </p>
        <p className="earn-note">
          <strong>{t('earn.ieo.lock_title')}: </strong>
          {t('earn.ieo.lock_rule', { time: formatDateTime(info.listing_at_ts, zone), days: info.day })}
        </p>
        <PrimaryButton loading={subscribing.isPending} onClick={confirm}>
          {t('earn.ieo.confirm', { payment: plain(escrow), currency: pay })}
        </PrimaryButton>
      </div>
    </Sheet>
  )
}

/** The amount in tokens, the payment it escrows and the caller's balance, checked before the review. */
function SubscribeForm({ detail }: { detail: IeoDetail }) {
  const { t } = useTranslation()
  const info = detail.info
  const applied = detail.order_info?.applied ?? '0'
  const balance = info.user_has_money
  const [amount, setAmount] = useState('')
  const [review, setReview] = useState<string | null>(null)
  const scale = tokenScale(info)
  const token = info.currency_name
  const pay = info.pay_currency_name
  const text = amount.trim()
  const problem = text ? subscribeProblem(text, info, applied, balance) : null
  const left = allowance(info, applied)
  const messages = {
    invalid: t('earn.ieo.invalid', { scale }),
    below_minimum: t('earn.ieo.below_minimum', { min: plain(info.min_amount), token }),
    above_maximum: t('earn.ieo.above_maximum', { left: left ? plain(left.toFixed()) : '', token }),
    insufficient_balance: t('earn.ieo.insufficient_balance'),
  }
  const valid = text !== '' && problem === null
  const sendable = valid ? new Dec(text).toFixed(scale) : ''
  return (
    <section className="ui-card earn-card ui-field earn-field">
      <UnitField
        id="ieo-amount"
        label={t('earn.ieo.amount')}
        labelClassName="earn-field-label"
        aside={
          <span className="ieo-available">
            {t('earn.ieo.available')}: {formatBalance(balance)} {pay}
          </span>
        }
        name="amount"
        inputMode="decimal"
        placeholder={t('earn.ieo.amount_placeholder', { min: plain(info.min_amount) })}
        value={amount}
        onChange={setAmount}
        boxClassName="earn-input"
        unitClassName="earn-unit"
        unit={token}
      />
      <p className="ieo-escrow">
        {t('earn.ieo.payment')}:{' '}
        <strong className="form-payment">
          {valid || problem === 'insufficient_balance' || problem === 'above_maximum' || problem === 'below_minimum'
            ? `${formatBalance(payment(text, info.price, payScale(info)))} ${pay}`
            : '--'}
        </strong>
      </p>
      <FieldError className="earn-error">{problem && messages[problem]}</FieldError>
      <PrimaryButton disabled={!valid} onClick={() => setReview(newIdempotencyKey())}>
        {t('earn.ieo.review')}
      </PrimaryButton>
      {valid && <ConfirmSheet info={info} amount={sendable} review={review} onClose={() => setReview(null)} />}
    </section>
  )
}

/** The project's terms, links and the caller's totals. */
function ProjectDetail({ detail }: { detail: IeoDetail }) {
  const { t } = useTranslation()
  const zone = useZone()
  const now = useNow()
  const info = detail.info
  const token = info.currency_name
  const maximum = allowance(info, '0')
  const links = [
    { href: info.white_paper, label: t('earn.ieo.white_paper') },
    { href: info.website, label: t('earn.ieo.website') },
  ].filter((link) => link.href)
  return (
    <article className="ui-card earn-card ieo-card" data-project={info.id}>
      <div className="earn-card-head">
        <ProjectLogo project={info} />
        <h3 className="earn-card-title">{info.title}</h3>
        <StatusBadge project={info} />
      </div>
      {info.summary && <p className="earn-card-line">{info.summary}</p>}
      <p className="ieo-price">
        {plain(info.price)} {info.pay_currency_name}
        <small>{t('earn.ieo.per_token', { token })}</small>
      </p>
      <Progress project={info} />
      <div className="earn-actions">
        <Countdown project={info} now={now} />
      </div>
      <dl className="ui-facts earn-facts">
        <Fact label={t('earn.ieo.total_issue')}>
          {plain(info.amount)} {token}
        </Fact>
        <Fact label={t('earn.ieo.total_applied')}>
          {plain(info.total_sell)} {token}
        </Fact>
        <Fact label={t('earn.ieo.per_user')} className="ieo-limits">
          {maximum
            ? t('earn.ieo.min_max', { min: plain(info.min_amount), max: plain(info.max_amount), token })
            : t('earn.ieo.min_only', { min: plain(info.min_amount), token })}
        </Fact>
        <Fact label={t('earn.ieo.lock_title')}>{t('earn.days', { days: info.day })}</Fact>
        <Fact label={t('earn.ieo.start')}>{formatDateTime(info.start_at_ts, zone)}</Fact>
        <Fact label={t('earn.ieo.end')}>{formatDateTime(info.end_at_ts, zone)}</Fact>
        <Fact label={t('earn.ieo.listing')}>{formatDateTime(info.listing_at_ts, zone)}</Fact>
        <Fact label={t('earn.ieo.links')} className="ieo-links">
          {links.length === 0
            ? '--'
            : links.map((link, i) => (
                <span key={link.href}>
                  {i > 0 && ' · '}
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </span>
              ))}
        </Fact>
        {detail.order_info && (
          <>
            <Fact label={t('earn.ieo.my_applied')} className="my-applied">
              {plain(detail.order_info.applied)} {token}
            </Fact>
            <Fact label={t('earn.ieo.my_allocated')} className="my-allocated">
              {plain(detail.order_info.passed)} {token}
            </Fact>
          </>
        )}
      </dl>
    </article>
  )
}

/** One project (`?id=`) with its terms and, while it is on sale, the subscription form. */
export function IeoSubscribeScreen() {
  const { t } = useEarnStrings()
  const [params] = useSearchParams()
  const detail = useIeoProject(Number(params.get('id')))
  return (
    <OfferPage
      title={t('earn.ieo.subscribe_title')}
      orders={{ to: ROUTES.ieoOrders, label: t('earn.ieo.orders_short') }}
      offer={detail}
      missing={{ icon: <GiftOutline />, title: t('earn.ieo.not_found') }}
    >
      {(data) => (
        <>
          <ProjectDetail detail={data} />
          {data.info.time_status === IEO_ONGOING ? (
            <SubscribeForm detail={data} />
          ) : (
            <p className="earn-muted ieo-closed">
              {t(data.info.time_status === 1 ? 'earn.ieo.not_started' : 'earn.ieo.sale_ended')}
            </p>
          )}
        </>
      )}
    </OfferPage>
  )
}
