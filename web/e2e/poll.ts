/**
 * Reads `read` every half second until `done` holds of what it answers, and answers that; for what the server does
 * on its own clock (jobs, rounds). After `timeout` ms it fails with `what` and the last answer.
 */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeout = 30_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}
