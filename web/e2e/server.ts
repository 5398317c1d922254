import { expect } from 'vitest'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

/** The release binary under test, started on a free port with a fresh data folder. */
export interface Server {
  base: string
  dataDir: string
  /** Stops the server gracefully and deletes its data folder. */
  stop: () => Promise<void>
  /** Kills the server at once (SIGKILL), as a crash would, and keeps its data folder. */
  crash: () => Promise<void>
}

const bin = resolve(process.env.MERCATO_BIN ?? '../target/release/mercato')

export async function startServer(
  args: string[] = [],
  existingDataDir?: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const dataDir = existingDataDir ?? mkdtempSync(join(tmpdir(), 'mercato-e2e-'))
  const child: ChildProcess = spawn(bin, ['serve', '--listen', '127.0.0.1:0', '--data-dir', dataDir, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // The suites trade on the simulator outside demo mode too, which production refuses (ADR 66).
    env: { ...process.env, RUST_LOG: 'warn', MERCATO__MARKET__SIMULATED_MONEY_MARKETS: 'true', ...env },
  })
  const base = await new Promise<string>((done, fail) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const found = /listening on (http:\/\/\S+)/.exec(line)
      if (found) done(found[1])
    })
    child.once('exit', (code) => fail(new Error(`mercato exited with ${code} before listening`)))
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const crash = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGKILL')
      await exited
    }
  }
  return { base, dataDir, stop, crash }
}

/** Runs `mercato ledger verify` on a data folder; answers its exit code and output. */
export function verifyLedger(dataDir: string): { code: number; output: string } {
  try {
    const output = execFileSync(bin, ['ledger', 'verify', '--data-dir', dataDir], { encoding: 'utf8' })
    return { code: 0, output }
  } catch (err) {
    const failed = err as { status?: number; stdout?: string }
    return { code: failed.status ?? 1, output: failed.stdout ?? '' }
  }
}

/** The 6-digit code in the newest outbox message to `to`. */
export function codeFor(server: Server, to: string): string {
  const dir = join(server.dataDir, 'outbox')
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.txt'))
    .sort()
    .reverse()
  for (const name of names) {
    const text = readFileSync(join(dir, name), 'utf8')
    if (text.startsWith(`To: ${to}\n`)) {
      const code = /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '')
      if (code) return code[1]
    }
  }
  throw new Error(`no code sent to ${to}`)
}

type Answer = { type: string; message: unknown; error?: string }

async function call(
  server: Server,
  url: string,
  fields: Record<string, string>,
  token: string | undefined,
  method: 'GET' | 'POST',
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (token) headers.authorization = token
  const query = new URLSearchParams(fields).toString()
  const target = `${server.base}${url}${method === 'GET' && query ? `?${query}` : ''}`
  const res = await fetch(target, { method, headers, body: method === 'POST' ? query : undefined })
  return (await res.json()) as Answer
}

/** Calls the API the way existing clients do: form-encoded (query string for GET), raw token header. */
export function api(
  server: Server,
  path: string,
  fields: Record<string, string> = {},
  token?: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<Answer> {
  return call(server, `/api${path}`, fields, token, method)
}

export async function signUp(server: Server, email: string, password: string): Promise<string> {
  await api(server, '/sms_mail', { user_string: email, scene: 'register' })
  const code = codeFor(server, email)
  const registered = await api(server, '/user/register', {
    user_string: email,
    code,
    password,
    re_password: password,
  })
  if (registered.type !== 'ok') throw new Error(JSON.stringify(registered))
  const login = await api(server, '/user/login', { user_string: email, password })
  return login.message as string
}

/** The password of the operators the tests create. */
export const OPERATOR_PASSWORD = 'operator-pass-1'

/** Creates an operator with the server's own command (`mercato operator create`). */
export function createOperator(server: Server, email: string, role: string): void {
  execFileSync(
    bin,
    [
      'operator',
      'create',
      '--data-dir',
      server.dataDir,
      '--email',
      email,
      '--password',
      OPERATOR_PASSWORD,
      '--role',
      role,
    ],
    { stdio: 'ignore' },
  )
}

/** RFC 4648 base32, as the server hands out second-factor secrets. */
export function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((value >>> bits) & 0xff)
    }
  }
  return Buffer.from(out)
}

/** The RFC 6238 code (HMAC-SHA1, 6 digits) of one 30-second step. */
export function totpAt(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const digest = createHmac('sha1', secret).update(counter).digest()
  const offset = digest[19] & 0x0f
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

export const currentStep = () => Math.floor(Date.now() / 30_000)

/** The second-factor secrets of the operators the tests enrolled, with the last step each used. */
const secrets = new Map<string, { key: Buffer; last: number }>()

/** Remembers an operator's second-factor secret, as its authenticator app does. */
export function rememberSecret(server: Server, email: string, key: Buffer, last = 0): void {
  secrets.set(`${server.base} ${email}`, { key, last })
}

/**
 * A code the server accepts (one step of drift either way) and has not seen yet from this operator's second
 * factor; when the accepted steps are used up it waits for the next half minute, as a person would.
 */
async function nextCode(known: { key: Buffer; last: number }): Promise<string> {
  for (;;) {
    const now = currentStep()
    const step = Math.max(now - 1, known.last + 1)
    if (step <= now + 1) {
      known.last = step
      return totpAt(known.key, step)
    }
    await new Promise((done) => setTimeout(done, 1_000))
  }
}

/**
 * Signs an operator in through the API and answers its token: with a fresh code when it has a second factor, and
 * for an admin or finance operator's first sign-in by enrolling the secret it answers, as a person with an
 * authenticator app does.
 */
export async function operatorLogin(server: Server, email: string): Promise<string> {
  const fields = { email, password: OPERATOR_PASSWORD }
  const known = secrets.get(`${server.base} ${email}`)
  const login = await adminApi(server, '/login', known ? { ...fields, totp: await nextCode(known) } : fields)
  if (login.type !== 'ok') throw new Error(JSON.stringify(login))
  if (typeof login.message === 'string') return login.message
  const { secret } = (login.message as { totp_enrolment: { secret: string } }).totp_enrolment
  rememberSecret(server, email, base32(secret))
  return operatorLogin(server, email)
}

/** A fresh code for an operator's sign-in in the browser, or `undefined` when it has no second factor. */
export async function operatorCode(server: Server, email: string): Promise<string | undefined> {
  if (!secrets.has(`${server.base} ${email}`)) await operatorLogin(server, email)
  const known = secrets.get(`${server.base} ${email}`)
  return known ? nextCode(known) : undefined
}

/** Creates an operator with the server's own command and logs it in; answers its token. */
export async function operatorToken(server: Server, email: string, role: string): Promise<string> {
  createOperator(server, email, role)
  return operatorLogin(server, email)
}

/** Calls `/admin/api` with an operator token. */
export function adminApi(
  server: Server,
  path: string,
  fields: Record<string, string> = {},
  token?: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<Answer> {
  return call(server, `/admin/api${path}`, fields, token, method)
}

/** An answer that must be `ok`; its message. */
export function ok(answer: { type: string; message: unknown }): unknown {
  expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'ok' })
  return answer.message
}

/** Release builds embed the console; a console built apart is served from the folder MERCATO_CONSOLE_DIR names. */
export function consoleEnv(): Record<string, string> {
  const dir = process.env.MERCATO_CONSOLE_DIR
  return dir ? { MERCATO__SERVER__CONSOLE_DIR: resolve(dir) } : {}
}
