import type { Schemas } from '@/lib/types'

/** The newest snapshot as published: its root, users counted, and the total per asset (minor units and decimal). */
export type LiabilitiesView = Schemas['LiabilitiesView']

export type LiabilityTotal = Schemas['LiabilityTotal']

/** A user's inclusion proof: their leaf (salt, balances in minor units) and the siblings up to the root. */
export type Proof = Schemas['Proof']

export type ProofStep = Schemas['Step']
