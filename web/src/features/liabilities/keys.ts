/** The published snapshot is public; a user's proof is fetched when they ask to verify and is not cached. */
export const liabilitiesKeys = {
  latest: ['liabilities', 'latest'] as const,
}
