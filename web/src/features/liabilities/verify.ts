import type { LiabilitiesView, Proof } from './types'

/**
 * The proof-of-liabilities verifier of ADR 49, as the server's `liabilities::tree::verify` does it: the user's leaf is
 * hashed from its salt, the hash of the user's id and its balances, then each step of the path hashes it with its
 * sibling into their parent, and the last parent must be the published root with the published totals as its sums.
 *
 * - leaf = SHA-256("mercato-liabilities-leaf\0" ‖ salt (16 bytes) ‖ SHA-256("mercato-liabilities-user\0" ‖ user id in
 *   decimal ASCII) ‖ each balance)
 * - node = SHA-256("mercato-liabilities-node\0" ‖ left hash ‖ left sums ‖ right hash ‖ right sums)
 * - every balance and sum is an 8-byte big-endian signed integer; a step's side is the sibling's side.
 *
 * Any negative balance or sum on the path is refused, so no node can hide a negative child.
 */

/** Why a proof does not hold; `unsupported` when the browser has no WebCrypto (a page not served over HTTPS). */
export type Failure =
  | 'malformed'
  | 'negative_sum'
  | 'overflow'
  | 'wrong_root'
  | 'wrong_totals'
  | 'other_snapshot'
  | 'other_assets'
  | 'unsupported'

export type Outcome = { ok: true } | { ok: false; reason: Failure; detail: string }

class ProofError extends Error {
  readonly reason: Failure

  constructor(reason: Failure, detail: string) {
    super(detail)
    this.reason = reason
  }
}

const text = new TextEncoder()
const LEAF = text.encode('mercato-liabilities-leaf\0')
const NODE = text.encode('mercato-liabilities-node\0')
const USER = text.encode('mercato-liabilities-user\0')

const I64_MIN = -(2n ** 63n)
const I64_MAX = 2n ** 63n - 1n

interface Node {
  hash: Uint8Array
  sums: bigint[]
}

async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    at += part.length
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', joined))
}

/** Each number as 8 bytes, big-endian, two's complement. */
function int64s(values: bigint[]): Uint8Array {
  const bytes = new Uint8Array(8 * values.length)
  const view = new DataView(bytes.buffer)
  values.forEach((value, i) => view.setBigInt64(8 * i, value, false))
  return bytes
}

/** A list of `width` signed 64-bit integers written in decimal, as the server's `i64` parses them. */
function numbers(texts: unknown, width: number): bigint[] {
  if (!Array.isArray(texts) || texts.length !== width) {
    throw new ProofError('malformed', 'a list of sums has the wrong length')
  }
  return texts.map((value: unknown) => {
    if (typeof value !== 'string' || !/^[+-]?\d+$/.test(value)) {
      throw new ProofError('malformed', 'a sum is not an integer')
    }
    const n = BigInt(value)
    if (n < I64_MIN || n > I64_MAX) throw new ProofError('malformed', 'a sum is not an integer')
    return n
  })
}

/** `length` bytes written in hex (either case). */
function bytesOf(hex: unknown, length: number, what: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length !== 2 * length || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new ProofError('malformed', `${what} is not ${length} bytes of hex`)
  }
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return bytes
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

function refuseNegative(sums: bigint[]): void {
  if (sums.some((sum) => sum < 0n)) throw new ProofError('negative_sum', 'a sum on the path is negative')
}

async function leafNode(userId: number, salt: Uint8Array, balances: bigint[]): Promise<Node> {
  const user = await sha256(USER, text.encode(String(userId)))
  return { hash: await sha256(LEAF, salt, user, int64s(balances)), sums: balances }
}

async function parent(left: Node, right: Node): Promise<Node> {
  const hash = await sha256(NODE, left.hash, int64s(left.sums), right.hash, int64s(right.sums))
  const sums = left.sums.map((sum, i) => {
    const total = sum + right.sums[i]
    if (total < I64_MIN || total > I64_MAX) throw new ProofError('overflow', 'a sum does not fit in 64 bits')
    return total
  })
  return { hash, sums }
}

async function walk(proof: Proof, root: string, totals: readonly string[]): Promise<void> {
  if (!Array.isArray(proof.assets) || !Array.isArray(proof.path)) {
    throw new ProofError('malformed', 'the proof has no assets or no path')
  }
  const width = proof.assets.length
  const salt = bytesOf(proof.salt, 16, 'the salt')
  if (!Number.isSafeInteger(proof.user_id)) throw new ProofError('malformed', 'the user id is not an integer')
  const balances = numbers(proof.balances, width)
  refuseNegative(balances)
  let node = await leafNode(proof.user_id, salt, balances)
  for (const step of proof.path) {
    const sibling: Node = { hash: bytesOf(step.hash, 32, 'a hash'), sums: numbers(step.sums, width) }
    refuseNegative(sibling.sums)
    if (step.side === 'left') node = await parent(sibling, node)
    else if (step.side === 'right') node = await parent(node, sibling)
    else throw new ProofError('malformed', 'a step has no side')
  }
  if (!sameBytes(node.hash, bytesOf(root, 32, 'the root'))) {
    throw new ProofError('wrong_root', 'the path leads to another root')
  }
  const expected = numbers(totals, width)
  if (node.sums.some((sum, i) => sum !== expected[i])) {
    throw new ProofError('wrong_totals', "the root's sums are not the published totals")
  }
}

async function outcomeOf(check: () => Promise<void>): Promise<Outcome> {
  if (typeof crypto === 'undefined' || !crypto.subtle) {
    return { ok: false, reason: 'unsupported', detail: 'this browser offers no SHA-256 here' }
  }
  try {
    await check()
    return { ok: true }
  } catch (error) {
    if (error instanceof ProofError) return { ok: false, reason: error.reason, detail: error.message }
    throw error
  }
}

/** Recomputes the proof's path and checks that it ends at `root` (hex) with sums equal to `totals` (minor units). */
export function verifyProof(proof: Proof, root: string, totals: readonly string[]): Promise<Outcome> {
  return outcomeOf(() => walk(proof, root, totals))
}

/**
 * Checks a proof against the snapshot the platform publishes (not the proof's own copy of the root and totals): the
 * same snapshot, the same assets in the same order, then the path to the published root and totals.
 */
export function verifyAgainst(proof: Proof, published: LiabilitiesView): Promise<Outcome> {
  return outcomeOf(async () => {
    if (proof.snapshot_id !== published.snapshot_id) {
      throw new ProofError('other_snapshot', 'the proof belongs to another snapshot')
    }
    const assets = Array.isArray(proof.assets) ? proof.assets : []
    const sameAssets =
      assets.length === published.assets.length &&
      assets.every((a, i) => a.symbol === published.assets[i].symbol && a.scale === published.assets[i].scale)
    if (!sameAssets) throw new ProofError('other_assets', 'the proof lists other assets than the snapshot')
    await walk(
      proof,
      published.root,
      published.assets.map((a) => a.total_minor),
    )
  })
}
