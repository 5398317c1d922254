import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import snapshot from './fixtures/snapshot.json'
import type { LiabilitiesView, Proof, ProofStep } from './types'
import { verifyAgainst, verifyProof } from './verify'

/**
 * A second, independent builder of the tree of ADR 49 (Node's SHA-256, Buffers), to make proofs the verifier has never
 * seen: one leaf per user, an odd level paired with a padding node of zero sums.
 */
interface TestLeaf {
  user: number
  salt: Buffer
  balances: bigint[]
}

interface TestNode {
  hash: Buffer
  sums: bigint[]
}

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest()
const tag = (name: string) => Buffer.from(`mercato-liabilities-${name}\0`, 'ascii')
const be = (values: bigint[]) => {
  const bytes = Buffer.alloc(8 * values.length)
  values.forEach((v, i) => bytes.writeBigInt64BE(v, 8 * i))
  return bytes
}

function leafNode(leaf: TestLeaf): TestNode {
  const user = sha(tag('user'), Buffer.from(String(leaf.user), 'ascii'))
  return { hash: sha(tag('leaf'), leaf.salt, user, be(leaf.balances)), sums: leaf.balances }
}

const pad = (width: number): TestNode => ({ hash: sha(tag('pad')), sums: Array<bigint>(width).fill(0n) })

function parent(left: TestNode, right: TestNode): TestNode {
  return {
    hash: sha(tag('node'), left.hash, be(left.sums), right.hash, be(right.sums)),
    sums: left.sums.map((s, i) => s + right.sums[i]),
  }
}

function build(leaves: TestLeaf[], width: number): TestNode[][] {
  const levels = [leaves.map(leafNode)]
  while (levels[levels.length - 1].length > 1) {
    const below = levels[levels.length - 1]
    const above: TestNode[] = []
    for (let i = 0; i < below.length; i += 2) above.push(parent(below[i], below[i + 1] ?? pad(width)))
    levels.push(above)
  }
  return levels
}

const ASSETS = [
  { symbol: 'USDT', scale: 8 },
  { symbol: 'USD', scale: 2 },
]

function leaves(n: number): TestLeaf[] {
  return Array.from({ length: n }, (_, i) => ({
    user: i + 1,
    salt: Buffer.alloc(16, i + 7),
    balances: [BigInt((i * 7) % 50) * 1_000_000n, BigInt((i * 3) % 11)],
  }))
}

function proofOf(all: TestLeaf[], index: number): Proof {
  const levels = build(all, ASSETS.length)
  const root = levels[levels.length - 1][0]
  const path: ProofStep[] = []
  let i = index
  for (const level of levels.slice(0, -1)) {
    const sibling = level[i ^ 1] ?? pad(ASSETS.length)
    path.push({
      side: i % 2 === 0 ? 'right' : 'left',
      hash: sibling.hash.toString('hex'),
      sums: sibling.sums.map(String),
    })
    i = Math.floor(i / 2)
  }
  return {
    snapshot_id: 7,
    taken_at: 0,
    assets: ASSETS,
    user_id: all[index].user,
    salt: all[index].salt.toString('hex'),
    balances: all[index].balances.map(String),
    path,
    root: root.hash.toString('hex'),
    totals: root.sums.map(String),
    signature: '',
    public_key: '',
  }
}

const check = (p: Proof) => verifyProof(p, p.root, p.totals)
const plusOne = (text: string) => String(BigInt(text) + 1n)
const copy = (p: Proof): Proof => structuredClone(p)

describe('the browser verifier of proofs of liabilities', () => {
  it('verifies every user’s proof in trees of one to nine users', async () => {
    for (let n = 1; n <= 9; n += 1) {
      const all = leaves(n)
      for (let i = 0; i < n; i += 1) {
        expect(await check(proofOf(all, i)), `n = ${n}, leaf ${i}`).toEqual({ ok: true })
      }
    }
  })

  it('fails when a balance, the salt or the user id of the leaf is changed', async () => {
    const good = proofOf(leaves(6), 4)
    const balance = copy(good)
    balance.balances[0] = plusOne(balance.balances[0])
    const salt = copy(good)
    salt.salt = '09'.repeat(16)
    const user = copy(good)
    user.user_id += 1
    for (const p of [balance, salt, user]) expect(await check(p)).toMatchObject({ ok: false, reason: 'wrong_root' })
  })

  it('fails when any sibling’s hash, sum or side is changed, at every level', async () => {
    const good = proofOf(leaves(7), 2)
    for (let level = 0; level < good.path.length; level += 1) {
      const hash = copy(good)
      const first = parseInt(hash.path[level].hash.slice(0, 2), 16) ^ 1
      hash.path[level].hash = first.toString(16).padStart(2, '0') + hash.path[level].hash.slice(2)
      const sum = copy(good)
      sum.path[level].sums[1] = plusOne(sum.path[level].sums[1])
      const side = copy(good)
      side.path[level].side = side.path[level].side === 'left' ? 'right' : 'left'
      for (const p of [hash, sum, side]) {
        expect(await check(p), `level ${level}`).toMatchObject({ ok: false, reason: 'wrong_root' })
      }
    }
  })

  it('refuses a negative sibling sum before hashing it, and a negative balance in the leaf', async () => {
    const sibling = proofOf(leaves(4), 0)
    sibling.path[0].sums[0] = '-3'
    expect(await check(sibling)).toMatchObject({ ok: false, reason: 'negative_sum' })
    const leaf = proofOf(leaves(4), 1)
    leaf.balances[1] = '-1'
    expect(await check(leaf)).toMatchObject({ ok: false, reason: 'negative_sum' })
  })

  it('fails against another root, or the right root with other totals', async () => {
    const good = proofOf(leaves(5), 3)
    const other = proofOf(leaves(6), 3)
    expect(await verifyProof(good, other.root, good.totals)).toMatchObject({ ok: false, reason: 'wrong_root' })
    expect(await verifyProof(good, good.root, ['0', good.totals[1]])).toMatchObject({
      ok: false,
      reason: 'wrong_totals',
    })
  })

  it('refuses a sum that overflows 64 bits on the way up', async () => {
    const big: TestLeaf[] = [
      { user: 1, salt: Buffer.alloc(16, 1), balances: [2n ** 62n, 0n] },
      { user: 2, salt: Buffer.alloc(16, 2), balances: [2n ** 62n, 0n] },
    ]
    const p = proofOf(big, 0)
    expect(await verifyProof(p, p.root, ['0', '0'])).toMatchObject({ ok: false, reason: 'overflow' })
  })

  it('refuses malformed proofs with a reason: short salt, wrong widths, non-numbers, short hashes, no side', async () => {
    const good = proofOf(leaves(3), 1)
    const salt = copy(good)
    salt.salt = 'zz'
    const width = copy(good)
    width.balances.pop()
    const text = copy(good)
    text.path[0].sums[0] = '1.5'
    const huge = copy(good)
    huge.balances[0] = '9223372036854775808'
    const hash = copy(good)
    hash.path[0].hash = '00'
    const side = copy(good)
    ;(side.path[0] as { side: string }).side = 'up'
    for (const p of [salt, width, text, huge, hash, side]) {
      expect(await check(p)).toMatchObject({ ok: false, reason: 'malformed' })
    }
  })

  it('checks a proof against the published snapshot, not the proof’s own copy of the root', async () => {
    const all = leaves(5)
    const p = proofOf(all, 2)
    const published: LiabilitiesView = {
      snapshot_id: 7,
      taken_at: 0,
      root: p.root,
      users: 5,
      assets: ASSETS.map((a, i) => ({ ...a, total: '', total_minor: p.totals[i] })),
      includes_claims: true,
      signature: '',
      public_key: '',
    }
    expect(await verifyAgainst(p, published)).toEqual({ ok: true })
    const more = all.map((leaf, i) =>
      i === 2 ? { ...leaf, balances: [leaf.balances[0] + 1n, leaf.balances[1]] } : leaf,
    )
    const forged = proofOf(more, 2)
    expect(await check(forged)).toEqual({ ok: true })
    expect(await verifyAgainst(forged, published)).toMatchObject({ ok: false, reason: 'wrong_root' })
    expect(await verifyAgainst(p, { ...published, snapshot_id: 8 })).toMatchObject({
      ok: false,
      reason: 'other_snapshot',
    })
    expect(await verifyAgainst(p, { ...published, assets: [...published.assets].reverse() })).toMatchObject({
      ok: false,
      reason: 'other_assets',
    })
  })
})

/**
 * `fixtures/snapshot.json` holds a server's answers to `/liabilities/latest` and to each user's `/liabilities/proof`
 * after a finance operator funded five users in BTC, ETH, USDT (exchange and fiat accounts) and USD and took a
 * snapshot; every one of those proofs also passes `mercato liabilities verify`.
 */
describe('a proof made by the server (known answer)', () => {
  const latest = snapshot.latest as LiabilitiesView
  const proofs = snapshot.proofs as Proof[]

  it('verifies every user’s proof against the published root and totals, padding siblings included', async () => {
    expect(proofs.map((p) => p.user_id)).toEqual([1, 2, 3, 4, 5])
    for (const proof of proofs) {
      expect(await verifyAgainst(proof, latest), `user ${proof.user_id}`).toEqual({ ok: true })
    }
  })

  it('fails once anything in the server’s proof is changed', async () => {
    const good = proofs[0]
    const balance = copy(good)
    balance.balances[2] = plusOne(balance.balances[2])
    const step = copy(good)
    step.path[1].sums[2] = plusOne(step.path[1].sums[2])
    for (const p of [balance, step]) {
      expect(await verifyAgainst(p, latest)).toMatchObject({ ok: false, reason: 'wrong_root' })
    }
  })
})
