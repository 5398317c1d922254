import type { NftSeriesContent } from './types'

/**
 * The blind-box draw, recomputed in the browser from what the server published (commit-reveal):
 * `h = SHA-256(utf8(seed + ":" + draw_input))`, `x` = the first 8 bytes of `h` as an unsigned big-endian integer,
 * `r = x mod W` with W the sum of the weights, and the drawn content is the first (in index order) whose running
 * weight sum exceeds `r`. The seed is checked against its hash published before the sale, and the contents against
 * theirs: per content in index order the line `index|name|rarity|type|weight|image\n`.
 */

type Content = Pick<NftSeriesContent, 'index' | 'name' | 'rarity' | 'type' | 'weight' | 'image'>

const encoder = new TextEncoder()

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** SHA-256 of a text's UTF-8 bytes. */
export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await sha256(text))
}

/** The contents in index order. */
export function inIndexOrder<T extends Pick<NftSeriesContent, 'index'>>(contents: readonly T[]): T[] {
  return [...contents].sort((a, b) => a.index - b.index)
}

/** The text the contents hash is taken of. */
export function contentsLines(contents: readonly Content[]): string {
  return inIndexOrder(contents)
    .map((c) => `${c.index}|${c.name}|${c.rarity}|${c.type}|${c.weight}|${c.image}\n`)
    .join('')
}

export interface DrawResult {
  /** The first 8 bytes of the hash as an integer. */
  x: bigint
  /** The sum of the weights. */
  total: bigint
  /** `x mod total`. */
  r: bigint
  /** The drawn content's `index`. */
  index: number
}

/** The content a hash draws, or null when the weights add up to nothing. */
export function drawFromHash(
  hash: Uint8Array,
  contents: readonly Pick<NftSeriesContent, 'index' | 'weight'>[],
): DrawResult | null {
  const ordered = inIndexOrder(contents)
  const total = ordered.reduce((sum, c) => sum + BigInt(c.weight), 0n)
  if (total <= 0n || hash.length < 8) return null
  let x = 0n
  for (let i = 0; i < 8; i += 1) x = (x << 8n) | BigInt(hash[i])
  const r = x % total
  let running = 0n
  for (const content of ordered) {
    running += BigInt(content.weight)
    if (running > r) return { x, total, r, index: content.index }
  }
  return null
}

/** The draw of a seed and a box's draw input over the contents. */
export async function drawIndex(
  seed: string,
  drawInput: string,
  contents: readonly Content[],
): Promise<DrawResult | null> {
  return drawFromHash(await sha256(`${seed}:${drawInput}`), contents)
}

export type CheckResult = 'pass' | 'fail' | 'pending'

export interface DrawInputs {
  /** "" until the series is revealed. */
  seed: string
  seed_hash: string
  contents_hash: string
  draw_input: string
  contents: readonly Content[]
  /** The index the server says it drew, or null when it is not known. */
  index: number | null
}

export interface DrawCheck {
  /** `hex(SHA-256(seed)) == seed_hash`; pending until the seed is revealed. */
  seed: CheckResult
  /** `hex(SHA-256(lines)) == contents_hash`; can be checked before the reveal. */
  contents: CheckResult
  /** The recomputed index is the drawn one; pending until the seed is revealed. */
  draw: CheckResult
  seedHash: string | null
  contentsHash: string
  result: DrawResult | null
}

/** Recomputes every check of a box's draw. */
export async function verifyDraw(inputs: DrawInputs): Promise<DrawCheck> {
  const contentsHash = await sha256Hex(contentsLines(inputs.contents))
  const contents: CheckResult = contentsHash === inputs.contents_hash.trim().toLowerCase() ? 'pass' : 'fail'
  if (inputs.seed === '' || inputs.draw_input === '') {
    return { seed: 'pending', contents, draw: 'pending', seedHash: null, contentsHash, result: null }
  }
  const seedHash = await sha256Hex(inputs.seed)
  const seed: CheckResult = seedHash === inputs.seed_hash.trim().toLowerCase() ? 'pass' : 'fail'
  const result = await drawIndex(inputs.seed, inputs.draw_input, inputs.contents)
  const draw: CheckResult = result !== null && inputs.index !== null && result.index === inputs.index ? 'pass' : 'fail'
  return { seed, contents, draw, seedHash, contentsHash, result }
}
