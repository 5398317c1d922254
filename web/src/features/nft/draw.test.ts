import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentsLines, drawIndex, verifyDraw, type DrawInputs } from './draw'
import { testSeries } from './fixtures'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** The draw computed apart, with node's own hash and integer reading, as the wire describes it. */
function expectedIndex(seed: string, drawInput: string, weights: number[]): number {
  const x = sha(`${seed}:${drawInput}`).readBigUInt64BE(0)
  const r = x % BigInt(weights.reduce((a, b) => a + b, 0))
  let running = 0n
  for (const [i, weight] of weights.entries()) {
    running += BigInt(weight)
    if (running > r) return i
  }
  throw new Error('no draw')
}

const contents = testSeries().contents
const seed = '5f1e0c9a7b3d4e2f8a6c1b0d9e7f3a2c'
const drawInput = '7:BOX0042:913:9c4e1f0a2b7d3c5e8f6a1b2c3d4e5f60'
const lines = contents.map((c) => `${c.index}|${c.name}|${c.rarity}|${c.type}|${c.weight}|${c.image}\n`).join('')

function vector(): DrawInputs {
  return {
    seed,
    seed_hash: sha(seed).toString('hex'),
    contents_hash: sha(lines).toString('hex'),
    draw_input: drawInput,
    contents,
    index: expectedIndex(
      seed,
      drawInput,
      contents.map((c) => c.weight),
    ),
  }
}

describe('the draw verifier', () => {
  it('writes the contents as one line per content in index order, whatever order they come in', () => {
    expect(contentsLines([...contents].reverse())).toBe(lines)
    expect(lines.split('\n')[0]).toBe('0|Limpet|N|image|70|/upload/limpet.png')
  })

  it('recomputes a known vector: the seed and contents match their hashes and the same index is drawn', async () => {
    const inputs = vector()
    const result = await drawIndex(seed, drawInput, contents)
    expect(result?.index).toBe(inputs.index)
    expect(result?.total).toBe(100n)
    expect(result?.r).toBe(sha(`${seed}:${drawInput}`).readBigUInt64BE(0) % 100n)
    const check = await verifyDraw(inputs)
    expect(check).toMatchObject({ seed: 'pass', contents: 'pass', draw: 'pass' })
    expect(check.seedHash).toBe(inputs.seed_hash)
    expect(check.contentsHash).toBe(inputs.contents_hash)
  })

  it('fails the seed check when one byte of the seed is changed', async () => {
    const inputs = vector()
    const check = await verifyDraw({ ...inputs, seed: `6${seed.slice(1)}` })
    expect(check.seed).toBe('fail')
    expect(check.contents).toBe('pass')
  })

  it('fails the contents check when one byte of the contents is changed, and the draw when the index differs', async () => {
    const inputs = vector()
    const tampered = contents.map((c) => (c.index === 2 ? { ...c, weight: 6 } : c))
    expect((await verifyDraw({ ...inputs, contents: tampered })).contents).toBe('fail')
    const renamed = contents.map((c) => (c.index === 0 ? { ...c, name: 'Limpes' } : c))
    expect((await verifyDraw({ ...inputs, contents: renamed })).contents).toBe('fail')
    const other = ((inputs.index ?? 0) + 1) % contents.length
    const check = await verifyDraw({ ...inputs, index: other })
    expect(check.draw).toBe('fail')
    expect(check.seed).toBe('pass')
  })

  it('waits for the seed before checking it and the draw, and still checks the contents', async () => {
    const check = await verifyDraw({ ...vector(), seed: '' })
    expect(check).toMatchObject({ seed: 'pending', draw: 'pending', contents: 'pass', result: null })
  })

  it('draws nothing from weights that add up to nothing', async () => {
    expect(await drawIndex(seed, drawInput, [{ ...contents[0], weight: 0 }])).toBeNull()
  })
})
