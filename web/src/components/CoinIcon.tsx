import { useState } from 'react'
import './CoinIcon.css'

/** Assets with an icon in `public/coins/<symbol>.svg` (the seeded ones); others get a letter. */
const BUNDLED = new Set(['ada', 'bnb', 'btc', 'doge', 'eth', 'ltc', 'sol', 'usd', 'usdc', 'usdt', 'xrp'])

/** Address of an asset's bundled icon, or '' when the app ships none for it. */
export function coinIconUrl(symbol: string): string {
  const name = symbol.trim().toLowerCase()
  return BUNDLED.has(name) ? `${import.meta.env.BASE_URL}coins/${name}.svg` : ''
}

/** The letter an asset without an icon shows: its symbol's first letter or digit. */
export function coinLetter(symbol: string): string {
  return (/[\p{L}\p{N}]/u.exec(symbol)?.[0] ?? '?').toUpperCase()
}

interface CoinIconProps {
  /** The asset's symbol, e.g. `BTC`. */
  symbol: string
  /** Diameter in pixels. */
  size?: number
}

/** A round asset icon from the bundled files, or a neutral circle with the symbol's letter. */
export function CoinIcon({ symbol, size = 24 }: CoinIconProps) {
  const url = coinIconUrl(symbol)
  const [failed, setFailed] = useState('')
  const style = { width: size, height: size, fontSize: Math.round(size * 0.5) }
  if (!url || failed === url) {
    return (
      <span className="coin-icon coin-icon-letter" style={style} aria-hidden="true">
        {coinLetter(symbol)}
      </span>
    )
  }
  return (
    <img
      className="coin-icon"
      src={url}
      alt=""
      aria-hidden="true"
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
    />
  )
}

/** An asset's icon followed by its symbol, for lists and pickers. */
export function CoinName({ symbol, size = 18 }: { symbol: string; size?: number }) {
  return (
    <span className="coin-name">
      <CoinIcon symbol={symbol} size={size} />
      <span>{symbol}</span>
    </span>
  )
}
