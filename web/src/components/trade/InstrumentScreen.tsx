import { UnorderedListOutline } from '@/components/icons'
import { Fragment, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { ROUTES } from '@/lib/navigation'
import { pairFromParams, pairPath } from '@/lib/pairs'
import { Page } from '../Page'
import { StateView } from '../StateView'
import { defaultOf, pairOf, type Instrument } from './instruments'
import './trade.css'
import { PairSwitch, QuotationPending } from './QuotationPending'

/** The sheet that switches instruments. */
export interface InstrumentPickerProps<P> {
  visible: boolean
  pairs: P[]
  onPick: (pair: P) => void
  onClose: () => void
}

/** What differs between the contract and options screens' frames: their instruments, routes and words. */
export interface InstrumentScreenProps<G, P extends Instrument> {
  /** The query of the quotation the instruments are read from. */
  quotation: { data: G | undefined; isPending: boolean; isError: boolean; refetch: () => Promise<unknown> }
  select: (data: G | undefined) => P[]
  renderPicker: (props: InstrumentPickerProps<P>) => ReactNode
  route: string
  ordersRoute: string
  labels: { orders: string; switchInstrument: string; title: string; missing: string; none: string }
  className: string
  /** The body of one instrument; keyed by it, so switching starts afresh. */
  children: (pair: P) => ReactNode
  /** Below the body, whatever the instrument. */
  extra?: ReactNode
  /** Outside the page body (popups). */
  overlay?: ReactNode
}

/**
 * A trade screen for one instrument at a time, chosen by `currency_id` and `legal_id` (BTC/USDT by default), with
 * the instrument switch in the title, a link to the orders, and the loading, error and missing-instrument states.
 */
export function InstrumentScreen<G, P extends Instrument>(props: InstrumentScreenProps<G, P>) {
  const { quotation, select, renderPicker, route, ordersRoute, labels, className, children, extra, overlay } = props
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { data, isPending, isError } = quotation
  const [picking, setPicking] = useState(false)
  const pairs = select(data)
  const requested = pairFromParams(params)
  const pair = requested ? pairOf(pairs, requested.currencyId, requested.legalId) : defaultOf(pairs)

  const right = (
    <span className="trade-nav-icons">
      <Link to={ordersRoute} aria-label={labels.orders}>
        <UnorderedListOutline />
      </Link>
    </span>
  )
  const title = pair ? (
    <PairSwitch symbol={pair.symbol} label={labels.switchInstrument} onClick={() => setPicking(true)} />
  ) : (
    labels.title
  )

  let body
  if (isPending || (isError && !data)) body = <QuotationPending quotation={quotation} />
  else if (!pair) {
    body = (
      <StateView
        title={requested ? labels.missing : labels.none}
        action={
          requested && pairs.length > 0
            ? { label: labels.switchInstrument, onClick: () => setPicking(true) }
            : { label: t('market.title'), onClick: () => void navigate(ROUTES.market) }
        }
      />
    )
  } else {
    body = <Fragment key={`${pair.currency_id}-${pair.legal_id}`}>{children(pair)}</Fragment>
  }

  return (
    <Page title={title} back={false} right={right}>
      <div className={`spot-trade ${className}`}>
        {body}
        {extra}
      </div>
      {overlay}
      {renderPicker({
        visible: picking,
        pairs,
        onClose: () => setPicking(false),
        onPick: (item) => {
          setPicking(false)
          void navigate(pairPath(item, route), { replace: true })
        },
      })}
    </Page>
  )
}
