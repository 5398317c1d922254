// socket.io fan-out: the release binary against a reference socket.io 4.8 server, in the same run, with the
// same clients (docs/adr/0021-benchmarks.md).
//
// 1. Starts `mercato serve --demo` on a free port (market maker off), signs up two users through the API and
//    lets one of them quote a one-cent spread on BTC/USDT.
// 2. Connects the clients (the `fanout_clients` example: thin socket.io v4 clients in Rust over websockets, one
//    connection each, so that the cores go to the servers), each subscribing to `market_trade:BTC/USDT`.
// 3. The other user sends crossing orders over HTTP (from `fanout_clients orders`, a Rust process, because an
//    HTTP client in Node took a large share of a core); each fills exactly one resting order, so each order is
//    one trade. A short closed-loop run (16 orders in flight) finds the highest rate the server sustains (order
//    placement bounds the event rate); the measured run then paces orders at half of it, as the placement
//    benchmark reports its latency at half its maximum rate. The binary sends the trades of the batches
//    committed since its last message together, in one `market_trade` message.
// 4. The same clients reconnect to a reference socket.io 4.8 server (a child process, so it has its own event
//    loop as the binary has) that emits the same payload shape to the same room at the same rate.
// Each side reports deliveries (messages) and trades delivered per second, and delivery latency (receive time minus the payload's `ts`, which
// the binary sets when the trade is made, before its commit, and the reference when it emits). Every event
// must reach every client and `mercato ledger verify` must pass before any number is printed.
//
// node fanout.js [--bin ../../target/release/mercato] [--client-bin ../../target/release/examples/fanout_clients]
//   [--clients 1000] [--seconds 10] [--rate N] [--threads 2] [--concurrency 16]

import { fork, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const TOPIC = 'market_trade:BTC/USDT';
const MAX_MS = 60_000;

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// ---------------------------------------------------------------------------------------------------------
// Reference server: socket.io 4.8 in its own process; subscribe joins the room, `run` emits at a fixed rate.

async function referenceServer() {
  const { Server } = await import('socket.io');
  const http = createServer();
  const server = new Server(http, { pingInterval: 25_000, pingTimeout: 20_000 });
  server.on('connection', (socket) => {
    socket.on('subscribe', (data, ack) => {
      const topics = Array.isArray(data?.topics) ? data.topics : typeof data === 'string' ? [data] : [];
      for (const t of topics) socket.join(t);
      if (typeof ack === 'function') ack({ ok: true, topics });
    });
  });
  http.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: http.address().port }));
  process.on('message', (msg) => {
    if (msg.cmd !== 'run') return;
    const { rate, seconds, payload } = msg;
    const total = Math.floor(rate * seconds);
    const start = performance.now();
    let sent = 0;
    const room = server.to(TOPIC);
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        sent += 1;
        const ts = Date.now();
        const event = { ...payload, data: [{ ...payload.data[0], id: sent, tradeId: sent, ts }] };
        room.emit('market_trade', event);
      }
      if (sent < total) setTimeout(tick, 1);
      else process.send({ type: 'done', sent });
    };
    tick();
  });
}

// ---------------------------------------------------------------------------------------------------------
// The run.

// The clients: one process of the `fanout_clients` example (a thin socket.io v4 client in Rust, so that the
// cores go to the servers being compared), driven by JSON lines.
class Clients {
  constructor(bin, total, threads) {
    this.total = total;
    this.samples = [];
    this.waiting = [];
    this.child = spawn(bin, [], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, TOKIO_WORKER_THREADS: String(threads) },
    });
    this.child.once('exit', (code) => this.fail(new Error(`the clients exited with ${code}`)));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const msg = JSON.parse(line);
      if (msg.type === 'sample') this.samples.push(msg.payload);
      else if (msg.type === 'error') this.fail(new Error(msg.message));
      else this.waiting.shift()?.(msg);
    });
  }

  fail(err) {
    if (this.closing) return;
    console.error(`fan-out: the clients failed: ${err.message}`);
    process.exitCode = 1;
    for (const done of this.waiting.splice(0)) done({ type: 'failed' });
  }

  ask(message) {
    return new Promise((done) => {
      this.waiting.push(done);
      this.child.stdin.write(`${JSON.stringify(message)}\n`);
    });
  }

  async connect(url) {
    this.samples = [];
    const answer = await this.ask({ cmd: 'connect', url, count: this.total, topic: TOPIC });
    if (answer.connected !== this.total) throw new Error(`only ${answer.connected ?? 0} clients connected`);
    return answer.connected;
  }

  window(start, end) {
    return this.ask({ cmd: 'window', start, end });
  }

  report() {
    return this.ask({ cmd: 'report' });
  }

  disconnect() {
    return this.ask({ cmd: 'disconnect' });
  }

  close() {
    this.closing = true;
    this.child.kill();
  }
}

function percentile(hist, q) {
  const total = hist.reduce((a, b) => a + b, 0);
  if (total === 0) return NaN;
  const rank = Math.ceil(total * q);
  let seen = 0;
  for (let ms = 0; ms < hist.length; ms++) {
    seen += hist[ms];
    if (seen >= rank) return ms;
  }
  return MAX_MS;
}

async function startMercato(bin, dataDir) {
  const child = spawn(bin, ['serve', '--listen', '127.0.0.1:0', '--data-dir', dataDir, '--demo'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // The orders come from a few users at full speed, so their order budget is out of the way.
    env: { ...process.env, RUST_LOG: 'warn', MERCATO__MARKET__MAKER: 'false', MERCATO__LIMITS__ORDERS_PER_WINDOW: '4294967295' },
  });
  const base = await new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const found = /listening on (http:\/\/\S+)/.exec(line);
      if (found) done(found[1]);
    });
    child.once('exit', (code) => fail(new Error(`mercato exited with ${code} before listening`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  };
  return { base, stop };
}

async function api(base, path, fields, token) {
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers.authorization = token;
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  return res.json();
}

function codeFor(dataDir, to) {
  const dir = join(dataDir, 'outbox');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.txt')).sort().reverse()) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (text.startsWith(`To: ${to}\n`)) {
      const code = /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '');
      if (code) return code[1];
    }
  }
  throw new Error(`no code sent to ${to}`);
}

async function signUp(base, dataDir, email) {
  const password = 'bench-password-1';
  const sent = await api(base, '/sms_mail', { user_string: email, scene: 'register' });
  if (sent.type !== 'ok') throw new Error(`code for ${email}: ${JSON.stringify(sent)}`);
  const code = codeFor(dataDir, email);
  const registered = await api(base, '/user/register', { user_string: email, code, password, re_password: password });
  if (registered.type !== 'ok') throw new Error(`register ${email}: ${JSON.stringify(registered)}`);
  const login = await api(base, '/user/login', { user_string: email, password });
  if (login.type !== 'ok') throw new Error(`login ${email}: ${JSON.stringify(login)}`);
  return login.message;
}

// The orders: the `fanout_clients` example again, as `fanout_clients orders`, so that sending them costs the
// machine little. A maker quotes 10,000.00 / 10,000.01; every taker order is 0.0005 BTC (5 USDT, the minimum),
// so each one fills exactly one resting order; the maker adds to a side before what rests there runs low.
class Orders {
  constructor(bin) {
    this.waiting = [];
    this.child = spawn(bin, ['orders'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, TOKIO_WORKER_THREADS: '1' },
    });
    this.child.once('exit', (code) => {
      if (!this.closing) for (const done of this.waiting.splice(0)) done({ type: 'error', message: `exited with ${code}` });
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.waiting.shift()?.(JSON.parse(line)));
  }

  async ask(message) {
    const answer = await new Promise((done) => {
      this.waiting.push(done);
      this.child.stdin.write(`${JSON.stringify(message)}\n`);
    });
    if (answer.type === 'error') throw new Error(`the order driver: ${answer.message}`);
    return answer;
  }

  start(base, maker, taker) {
    return this.ask({ cmd: 'start', base, maker, taker });
  }

  // Closed loop: `concurrency` orders in flight for `seconds`; answers orders per second.
  async saturate(concurrency, seconds) {
    return (await this.ask({ cmd: 'saturate', concurrency, seconds })).rate;
  }

  // Open loop: one order every 1/rate s for `seconds`, each when due.
  pace(rate, seconds) {
    return this.ask({ cmd: 'pace', rate, seconds });
  }

  tally() {
    return this.ask({ cmd: 'tally' });
  }

  close() {
    this.closing = true;
    this.child.kill();
  }
}

async function measure(clients, seconds, drive) {
  const warm = 1000;
  const start = Date.now() + warm;
  const end = start + seconds * 1000;
  await clients.window(start, end);
  const driven = await drive(seconds + warm / 1000);
  await sleep(Math.max(0, end - Date.now()) + 1000);
  // A server that fell behind still delivers what it owes: wait until nothing more arrives for a second.
  let report = await clients.report();
  for (let waited = 0; waited < 300_000; waited += 1000) {
    await sleep(1000);
    const later = await clients.report();
    if (later.trades === report.trades) break;
    report = later;
  }
  return { ...report, driven, perSecond: report.deliveries / seconds, tradesPerSecond: report.windowTrades / seconds };
}

// What the run is doing, for the watchdog's message.
let phase = 'starting';

async function main() {
  const bin = resolve(flag('bin', join(here, '..', '..', 'target', 'release', 'mercato')));
  const clientCount = Number(flag('clients', '1000'));
  const seconds = Number(flag('seconds', '10'));
  const fixedRate = flag('rate', '');
  // Two threads for the clients: on one, reading a message from 1,000 sockets took up to 15 ms and the thread
  // was busy most of the time, so the clients' own queue added to every latency measured, on either side.
  const threads = Number(flag('threads', '2'));
  const concurrency = Number(flag('concurrency', '16'));
  const clientBin = resolve(flag('client-bin', join(here, '..', '..', 'target', 'release', 'examples', 'fanout_clients')));

  const dataDir = mkdtempSync(join(tmpdir(), 'mercato-fanout-'));
  const mercato = await startMercato(bin, dataDir);
  const clients = new Clients(clientBin, clientCount, threads);
  const trader = new Orders(clientBin);
  let reference;
  // The whole run is bounded: a step that never finishes ends it with a message instead of a hang.
  const watchdog = setTimeout(
    () => {
      console.error(`fan-out: gave up while ${phase}; no numbers are reported`);
      reference?.kill();
      mercato.stop().finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(1);
      });
    },
    (600 + 3 * seconds) * 1000,
  );
  try {
    phase = 'signing up';
    const maker = await signUp(mercato.base, dataDir, 'fanout-maker@example.com');
    const taker = await signUp(mercato.base, dataDir, 'fanout-taker@example.com');
    await trader.start(mercato.base, maker, taker);

    phase = 'connecting the clients to mercato';
    await clients.connect(mercato.base);
    phase = 'finding the sustained order rate';
    // The highest rate order placement sustains while the clients are subscribed, then half of it.
    const sustained = await trader.saturate(concurrency, 3);
    const rate = fixedRate ? Number(fixedRate) : Math.max(1, Math.floor(sustained * 0.5));
    await sleep(500);
    const sample = clients.samples[0];
    if (!sample) throw new Error('no market_trade event reached the clients');
    phase = 'measuring mercato';
    const ours = await measure(clients, seconds, (s) => trader.pace(rate, s));
    await clients.disconnect();
    const tally = await trader.tally();
    const expectedTrades = tally.acked * clientCount;
    const ourTrades = ours.trades;

    phase = 'starting the reference server';
    reference = fork(fileURLToPath(import.meta.url), ['--reference-server'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Behind the rate, it queues every event for every client; the default heap runs out.
      execArgv: ['--max-old-space-size=8192'],
    });
    const port = await new Promise((done) => reference.once('message', (m) => done(m.port)));
    phase = 'connecting the clients to the reference';
    await clients.connect(`http://127.0.0.1:${port}`);
    phase = 'measuring the reference';
    const theirs = await measure(
      clients,
      seconds,
      (s) =>
        new Promise((done) => {
          reference.once('message', (m) => done(m));
          reference.send({ cmd: 'run', rate, seconds: s, payload: sample });
        }),
    );
    await clients.disconnect();

    phase = 'verifying';
    await mercato.stop();
    const problems = [];
    if (tally.failed.length > 0) problems.push(`${tally.failed.length} orders failed, e.g. ${tally.failed[0]}`);
    if (ourTrades !== expectedTrades)
      problems.push(`mercato: ${ourTrades} trade deliveries for ${tally.acked} trades x ${clientCount} clients`);
    if (theirs.trades !== theirs.driven.sent * clientCount)
      problems.push(`reference: ${theirs.trades} deliveries for ${theirs.driven.sent} events x ${clientCount} clients`);
    try {
      execFileSync(bin, ['ledger', 'verify', '--data-dir', dataDir], { encoding: 'utf8' });
    } catch (err) {
      problems.push(`ledger verify failed: ${err.stdout ?? err.message}`);
    }
    if (problems.length > 0) {
      console.error('fan-out: the run is not correct; no numbers are reported:');
      for (const p of problems) console.error(`  ${p}`);
      process.exitCode = 1;
      return;
    }

    const line = (name, r) =>
      `${name} ${Math.round(r.perSecond)} deliveries/s carrying ${Math.round(r.tradesPerSecond)} trades/s, latency p50 ${percentile(r.hist, 0.5)} ms p99 ${percentile(r.hist, 0.99)} ms`;
    console.log(
      `fan-out verified: ${tally.acked} trades reached all ${clientCount} clients, reference events likewise, ledger clean`,
    );
    console.log(
      `fan-out trade rate: ${rate} trades/s for both (order placement sustained ${Math.round(sustained)} orders/s with ${clientCount} subscribers, so it bounds the rate; ${fixedRate ? 'rate given' : 'half of that'}); the reference sends one trade per event, mercato the trades of a batch together`,
    );
    console.log(`fan-out to ${clientCount} clients, ${seconds} s: ${line('mercato', ours)}; ${line('reference socket.io 4.8', theirs)}`);
    console.log(
      `fan-out ratio mercato/reference deliveries: ${(ours.perSecond / theirs.perSecond).toFixed(2)}x, trades delivered: ${(ours.tradesPerSecond / theirs.tradesPerSecond).toFixed(2)}x (goal >= 5x); mercato p99 ${percentile(ours.hist, 0.99)} ms (goal <= 50 ms)`,
    );
  } finally {
    clearTimeout(watchdog);
    clients.close();
    trader.close();
    reference?.kill();
    await mercato.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--reference-server')) {
  await referenceServer();
} else {
  await main();
}
