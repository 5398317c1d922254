import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RequestError } from '@/lib/request'
import { getLatest } from './api/getLatest'
import { getProof } from './api/getProof'
import { liabilitiesKeys } from './keys'
import type { Proof } from './types'
import { verifyAgainst, type Outcome } from './verify'

/** `null` for a `not_found` answer: no snapshot yet, or the caller is not in it. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof RequestError && error.error === 'not_found') return null
    throw error
  }
}

const latestOrNull = () => orNull(getLatest())

/** The newest published snapshot, or `null` before the first one. */
export function useLatestLiabilities() {
  return useQuery({ queryKey: liabilitiesKeys.latest, queryFn: latestOrNull, staleTime: 60_000 })
}

/** What verifying found: the caller is not in the published snapshot, or their proof and whether it holds. */
export type Verification = { kind: 'absent' } | { kind: 'checked'; proof: Proof; outcome: Outcome }

/**
 * Downloads the caller's proof and checks it in the browser against the snapshot read afresh from the server (the
 * published root and totals, not the proof's own copy). A snapshot taken between the two reads is read again once.
 */
export function useVerifyMyBalance() {
  const client = useQueryClient()
  const published = () => client.fetchQuery({ queryKey: liabilitiesKeys.latest, queryFn: latestOrNull, staleTime: 0 })
  return useMutation({
    mutationFn: async (): Promise<Verification> => {
      let proof = await orNull(getProof())
      let latest = await published()
      if (proof && latest && proof.snapshot_id !== latest.snapshot_id) {
        proof = await orNull(getProof())
        latest = await published()
      }
      if (!proof) return { kind: 'absent' }
      const outcome: Outcome = latest
        ? await verifyAgainst(proof, latest)
        : { ok: false, reason: 'other_snapshot', detail: 'no snapshot is published' }
      return { kind: 'checked', proof, outcome }
    },
  })
}
