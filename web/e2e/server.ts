import { expect } from 'vitest'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
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
    env: { ...process.env, RUST_LOG: 'warn', ...env },
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

/** Creates an operator with the server's own command and logs it in; answers its token. */
export async function operatorToken(server: Server, email: string, role: string): Promise<string> {
  createOperator(server, email, role)
  const login = await adminApi(server, '/login', { email, password: OPERATOR_PASSWORD })
  if (login.type !== 'ok') throw new Error(JSON.stringify(login))
  return login.message as string
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
