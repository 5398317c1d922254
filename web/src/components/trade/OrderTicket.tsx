import { Button, Input, type InputProps } from 'antd-mobile'
import { Fragment, type Key, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import './trade.css'

/**
 * The pieces the spot, contract and options order forms are built of: the side and order-type toggles, the rows of
 * chips, the inputs with their unit, the lines of figures, the summary of the confirmation and the order button that
 * sends a guest to the login page.
 */

/** One of the values a toggle offers, with its words. */
export interface TicketChoice<V extends string> {
  value: V
  label: ReactNode
}

/** The two sides of an order as tabs: the first is drawn as buying, the second as selling. */
export function SideToggle<V extends string>({
  sides,
  value,
  onChange,
}: {
  sides: readonly [TicketChoice<V>, TicketChoice<V>]
  value: V
  onChange: (side: V) => void
}) {
  return (
    <div className="side-toggle" role="tablist">
      {sides.map((side, index) => {
        const tone = index === 0 ? 'buy' : 'sell'
        return (
          <button
            key={side.value}
            type="button"
            role="tab"
            aria-selected={value === side.value}
            className={value === side.value ? `${tone} active` : tone}
            onClick={() => onChange(side.value)}
          >
            {side.label}
          </button>
        )
      })}
    </div>
  )
}

/** One chip of a row: what it shows, whether it is the chosen one, and what picking it does. */
export interface Chip {
  key: Key
  label: ReactNode
  active: boolean
  disabled?: boolean
  onPick: () => void
}

interface ChipRowProps {
  chips: readonly Chip[]
  /** The row's class: `chip-row` unless told. */
  className?: string
  /** The row's accessible name, when it has one. */
  label?: string
  /** Whether each chip tells assistive technology it is pressed (a choice that stays chosen). */
  pressed?: boolean
}

/** A row of buttons of which one (or none) is the chosen one. */
export function ChipRow({ chips, className = 'chip-row', label, pressed = false }: ChipRowProps) {
  return (
    <div className={className} aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={chip.active ? 'active' : ''}
          aria-pressed={pressed ? chip.active : undefined}
          disabled={chip.disabled}
          onClick={chip.onPick}
        >
          {chip.label}
        </button>
      ))}
    </div>
  )
}

/** How an order is priced. */
export type PricingKind = 'limit' | 'market'

/** Limit or market, in the order the form offers them. */
export function KindToggle<K extends PricingKind>({
  kinds,
  value,
  onChange,
}: {
  kinds: readonly K[]
  value: K
  onChange: (kind: K) => void
}) {
  const { t } = useTranslation()
  const chips = kinds.map((kind) => ({
    key: kind,
    label: t(kind === 'limit' ? 'trade.limit' : 'trade.market'),
    active: value === kind,
    onPick: () => onChange(kind),
  }))
  return <ChipRow className="kind-toggle" chips={chips} pressed />
}

interface TradeInputProps {
  name: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** What the number counts, shown at the end of the field. */
  unit: ReactNode
  inputMode?: InputProps['inputMode']
  readOnly?: boolean
}

/** A number field of an order with its unit. */
export function TradeInput({
  name,
  value,
  onChange,
  placeholder,
  unit,
  inputMode = 'decimal',
  readOnly,
}: TradeInputProps) {
  return (
    <label className="trade-input">
      <Input
        name={name}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        readOnly={readOnly}
        onChange={onChange}
      />
      <span className="trade-input-unit">{unit}</span>
    </label>
  )
}

/** The price of a limit order, or for a market order the note of the price it takes. */
export function OrderPrice({
  kind,
  price,
  onChange,
  unit,
  marketNote,
}: {
  kind: PricingKind
  price: string
  onChange: (price: string) => void
  unit: ReactNode
  marketNote: ReactNode
}) {
  const { t } = useTranslation()
  if (kind === 'market') return <div className="trade-input market-note">{marketNote}</div>
  return (
    <TradeInput name="price" placeholder={t('trade.price_placeholder')} value={price} onChange={onChange} unit={unit} />
  )
}

interface TicketHeadProps<V extends string, K extends PricingKind> {
  sides: readonly [TicketChoice<V>, TicketChoice<V>]
  side: V
  onSide: (side: V) => void
  kinds: readonly K[]
  kind: K
  onKind: (kind: K) => void
  price: string
  onPrice: (price: string) => void
  /** The currency prices are in. */
  unit: ReactNode
  marketNote: ReactNode
}

/** The head of an order form: its side, limit or market, and the limit price or the market note. */
export function TicketHead<V extends string, K extends PricingKind>(props: TicketHeadProps<V, K>) {
  const { sides, side, onSide, kinds, kind, onKind, price, onPrice, unit, marketNote } = props
  return (
    <>
      <SideToggle sides={sides} value={side} onChange={onSide} />
      <KindToggle kinds={kinds} value={kind} onChange={onKind} />
      <OrderPrice kind={kind} price={price} onChange={onPrice} unit={unit} marketNote={marketNote} />
    </>
  )
}

/** A figure of the order with its words; `className` is added to the figure's `num`. */
export function TradeLine({
  label,
  className,
  children,
}: {
  label: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className="trade-line">
      <span>{label}</span>
      <span className={className ? `num ${className}` : 'num'}>{children}</span>
    </div>
  )
}

/** One line of a confirmation: its words and its value (with the value's class, if any). */
export interface SummaryRow {
  label: ReactNode
  value: ReactNode
  className?: string
}

/** What an order confirmation lists, line by line; a false row is left out. `children` follow the rows. */
export function OrderSummary({
  rows,
  children,
}: {
  rows: readonly (SummaryRow | false | null)[]
  children?: ReactNode
}) {
  return (
    <div className="wallet-summary trade-confirm">
      {rows.map(
        (row, index) =>
          row && (
            <Fragment key={index}>
              <span>{row.label}</span>
              <span className={row.className}>{row.value}</span>
            </Fragment>
          ),
      )}
      {children}
    </div>
  )
}

/** The order buttons for a signed-in user; for a guest, one button to the login page in their place. */
export function LoginToTrade({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  if (loggedIn) return <>{children}</>
  return (
    <Button block color="primary" className="trade-submit" onClick={() => void navigate(ROUTES.login)}>
      {t('trade.login_to_trade')}
    </Button>
  )
}
