import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioV4 } from 'socket.io-client';
import ioV2 from 'socket.io-client-v2';
import { signUp, startServer, type Server } from './server';

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
