import type { Proof } from './types'

/** Saves the proof as `proof-<snapshot>.json`, the file `mercato liabilities verify` reads. */
export function downloadProof(proof: Proof): void {
  const blob = new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `proof-${proof.snapshot_id}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // The browser reads the file after the click returns; let it finish before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
