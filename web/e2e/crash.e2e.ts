import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { signUp, startServer, verifyLedger, type Server } from './server';

let server: Server | undefined;

afterAll(async () => {
  await server?.stop();
});

interface Answer {
  type: string;
  message: unknown;
}

async function move(base: string, token: string, key: string): Promise<Answer | null> {
  try {
    const res = await fetch(`${base}/api/wallet/change`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, 'idempotency-key': key },
      body: new URLSearchParams({ currency_id: '3', number: '1', from_field: 'change', to_field: 'lever' }).toString(),
    });
    return (await res.json()) as Answer;
  } catch {
    return null;
  }
}

async function leverUsdt(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/wallet/detail?currency=3&type=lever`, { headers: { authorization: token } });
  const body = (await res.json()) as { message: { lever_balance: string } };
  return body.message.lever_balance;
}

describe('a crash during a burst of transfers', () => {
  it('loses nothing that was answered ok and leaves a ledger that verifies', async () => {
    server = await startServer(['--demo']);
    const dataDir = server.dataDir;
    const token = await signUp(server, 'crash@example.com', 'password1');
    const base = server.base;

    const keys = Array.from({ length: 400 }, (_, i) => `burst-${i}`);
    const answered: string[] = [];
    const burst = keys.map(async (key, i) => {
      await new Promise((r) => setTimeout(r, i * 2));
      const answer = await move(base, token, key);
      if (answer?.type === 'ok') answered.push(key);
    });
    await new Promise((r) => setTimeout(r, 300));
    await server.crash();
    await Promise.all(burst);
    console.log(`answered ok before the crash: ${answered.length} of ${keys.length}`);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(keys.length);

    const verified = verifyLedger(dataDir);
    expect(verified.output).toContain('every invariant holds');
    expect(verified.code).toBe(0);

    server = await startServer(['--demo'], dataDir);
    const before = await leverUsdt(server.base, token);
    for (const key of answered) {
      const again = await move(server.base, token, key);
      expect(again?.type).toBe('ok');
    }
    expect(await leverUsdt(server.base, token)).toBe(before);
    expect(Number(before)).toBeGreaterThanOrEqual(answered.length);
    await server.stop();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });
});
