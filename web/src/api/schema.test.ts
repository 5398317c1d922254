import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { renderApiTypes, TARGET } from '../../scripts/api-types.mjs'

describe('generated API types', () => {
  it('the committed schema.d.ts is what npm run types writes for the current OpenAPI document', async () => {
    const committed = await readFile(TARGET, 'utf8')
    expect(committed === (await renderApiTypes()), 'src/api/schema.d.ts is stale: run `npm run types`').toBe(true)
  }, 30_000)
})
