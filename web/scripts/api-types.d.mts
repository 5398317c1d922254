/** The text src/api/schema.d.ts should hold for the current OpenAPI document. */
export function renderApiTypes(): Promise<string>
export const SOURCE: string
export const TARGET: string
