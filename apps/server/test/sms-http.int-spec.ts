import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SmsRelay } from '../src/modules/auth/sms/sms-relay.js';
import { call, newPhone, ok, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: { to: string; text: string };
}

/** A tiny SMS gateway: records what it is sent; `failing` makes it answer 500. */
function fakeGateway() {
  const received: Received[] = [];
  const state = { failing: false };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (state.failing) {
        response.writeHead(500).end('down');
        return;
      }
      received.push({ headers: request.headers, body: JSON.parse(raw) as Received['body'] });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return { server, received, state };
}

describe('the http SMS provider', () => {
  const gateway = fakeGateway();
  let server: TestApp;
  beforeAll(async () => {
    await new Promise<void>((done) => gateway.server.listen(0, '127.0.0.1', done));
    const { port } = gateway.server.address() as AddressInfo;
    server = await startTestApp({
      smsProvider: 'http',
      smsHttpUrl: `http://127.0.0.1:${port}/send`,
      smsHttpToken: 'gateway-token',
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((done) => gateway.server.close(done));
  });

  async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
    for (let waited = 0; waited < 5000; waited += 20) {
      const value = await probe();
      if (value !== undefined) return value;
      await new Promise((done) => setTimeout(done, 20));
    }
    throw new Error('timed out');
  }

  it('posts the text to the gateway with the token, after commit', async () => {
    const phone = newPhone();
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const message = await waitFor(() => gateway.received.find((entry) => entry.body.to === phone));
    expect(message.headers.authorization).toBe('Bearer gateway-token');
    expect(message.headers['content-type']).toBe('application/json');
    const code = /\d{6}/.exec(message.body.text)![0];
    await server.app.get(SmsRelay).idle();
    await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp: code });
  });

  it('a gateway failure is retried; the code works only once it was sent', async () => {
    gateway.state.failing = true;
    const phone = newPhone();
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const [failed] = await waitFor(async () => {
      const rows = await sql<{ last_error: string }>(
        server,
        'SELECT last_error FROM sms_outbox WHERE to_phone = $1 AND last_error IS NOT NULL',
        [phone],
      );
      return rows.length ? rows : undefined;
    });
    expect(failed?.last_error).toContain('500');

    const early = await call(server, '/api/customer/user/verifyOtp', { Tel: phone, otp: '123456' });
    expect(early.code).toBe(ErrorCode.OtpNotFound);

    gateway.state.failing = false;
    await sql(server, 'UPDATE sms_outbox SET next_attempt_at = now() WHERE to_phone = $1', [phone]);
    const relay = server.app.get(SmsRelay);
    relay.kick();
    await relay.idle();
    const message = gateway.received.find((entry) => entry.body.to === phone)!;
    const code = /\d{6}/.exec(message.body.text)![0];
    await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp: code });
    const [row] = await sql(
      server,
      'SELECT attempts, sent_at FROM sms_outbox WHERE to_phone = $1',
      [phone],
    );
    expect(row.attempts).toBe(2);
    expect(row.sent_at).not.toBeNull();
  });

  it('sends each SMS exactly once with two server processes relaying at once', async () => {
    const { port } = gateway.server.address() as AddressInfo;
    const second = await startTestApp(
      { smsProvider: 'http', smsHttpUrl: `http://127.0.0.1:${port}/send`, smsHttpToken: 'token' },
      { databaseName: server.databaseName, keepDatabase: true },
    );
    try {
      const messages = 40;
      const prefix = `077${String(process.pid % 10000).padStart(4, '0')}`;
      await sql(
        server,
        `INSERT INTO sms_outbox (agent_id, to_phone, text)
         SELECT 'default', $1 || lpad(n::text, 2, '0'), 'message ' || n
           FROM generate_series(1, $2::int) AS n`,
        [prefix, messages],
      );
      server.app.get(SmsRelay).kick();
      second.app.get(SmsRelay).kick();
      const received = () =>
        gateway.received.filter((entry) => entry.body.to.startsWith(prefix)).map((e) => e.body.to);
      await waitFor(() => (received().length >= messages ? true : undefined));
      await Promise.all([server.app.get(SmsRelay).idle(), second.app.get(SmsRelay).idle()]);
      expect(received()).toHaveLength(messages);
      expect(new Set(received()).size).toBe(messages);
    } finally {
      await second.close();
    }
  });
});
