/** The up and down colours of prices and candles. */
export const UP_COLOR = '#28ba98'
export const DOWN_COLOR = '#F04A5A'

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim())
}

/** `#RGB` or `#RRGGBB` (leading `#` optional) as `rgba(r, g, b, alpha)`. */
export function hexToRgba(hex: string, alpha = 1): string {
  const match = HEX.exec(hex.trim())
  if (!match) throw new RangeError(`Not a hex colour: ${hex}`)
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16))
  const a = Math.min(1, Math.max(0, alpha))
  return `rgba(${r}, ${g}, ${b}, ${a})`
}
