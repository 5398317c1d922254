import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioV4 } from 'socket.io-client';
import ioV2 from 'socket.io-client-v2';
import { adminApi, api, operatorToken, signUp, startServer, type Server } from './server';

interface LoginResult {
  type: string;
  ok: boolean;
  error?: string;
}

let server: Server;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, 'socket@example.com', 'password1');
});

afterAll(async () => {
  await server.stop();
});

describe('socket.io login', () => {
  it('accepts a valid token from a current client through the ack callback', async () => {
    const socket = ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true });
    const result = await new Promise<LoginResult>((done) => socket.emit('login', token, done));
    socket.disconnect();
    expect(result).toEqual({ type: 'login_result', ok: true });
  });

  it('joins nothing when a client sends a bare user id, and says so', async () => {
    const socket = ioV4(server.base, { path: '/socket.io/', transports: ['polling'], forceNew: true });
    const result = await new Promise<LoginResult>((done) => {
      socket.once('login_result', done);
      socket.emit('login', 1);
    });
    expect(socket.connected).toBe(true);
    socket.disconnect();
    expect(result).toEqual({ type: 'login_result', ok: false, error: 'session_invalid' });
  });

  it('serves socket.io 2 clients, which speak the older Engine.IO protocol', async () => {
    const socket = ioV2(server.base, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    const result = await new Promise<LoginResult>((done) => {
      socket.on('connect', () => socket.emit('login', { token }, done));
    });
    socket.close();
    expect(result.ok).toBe(true);
  });
});

interface MessageEvent {
  type: string;
  to: number;
  event: string;
  data: { id: number; title: string; abstract: string; create_time: string };
  unread: number;
}

describe('private events', () => {
  it('tells a signed-in socket, and only that user, about a new mail message after it is stored', async () => {
    const support = await operatorToken(server, 'support@example.com', 'support');
    const other = await signUp(server, 'socket-other@example.com', 'password1');
    const info = await api(server, '/user/info', {}, token, 'GET');
    const userId = (info.message as { id: number }).id;
    const mine = ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true });
    const theirs = ioV4(server.base, { path: '/socket.io/', transports: ['websocket'], forceNew: true });
    await new Promise((done) => mine.emit('login', token, done));
    await new Promise((done) => theirs.emit('login', other, done));
    const strayEvents: unknown[] = [];
    theirs.on('message', (event: unknown) => strayEvents.push(event));
    const received = new Promise<MessageEvent>((done) => mine.once('message', done));
    const sent = await adminApi(
      server,
      '/messages/send',
      { user_id: String(userId), title: 'Maintenance tonight', content: 'Trading pauses at 02:00.' },
      support,
    );
    expect(sent.type).toBe('ok');
    const event = await received;
    expect(event).toMatchObject({ type: 'message', to: userId, event: 'mail', unread: 1 });
    expect(event.data.title).toBe('Maintenance tonight');
    const list = await api(server, '/mailMessage/getList', {}, token, 'GET');
    expect((list.message as { list: { id: number }[] }).list[0].id).toBe(event.data.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(strayEvents).toEqual([]);
    mine.disconnect();
    theirs.disconnect();
  });
});
