import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { call, registerMember } from './support/accounts.js';
import { serverUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A TCP relay to PostgreSQL that a test can cut (refuse and drop everything) and restore. */
class CuttableLink {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    if (this.server?.listening) return;
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** The database is gone: open connections drop, new ones are refused. */
  async cut(): Promise<void> {
    const closed = new Promise<void>((done) => this.server?.close(() => done()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('a database outage', () => {
  let server: TestApp;
  let link: CuttableLink;
  beforeAll(async () => {
    const target = new URL(serverUrl());
    link = new CuttableLink(target.hostname, Number(target.port || 5432));
    await link.open();
    server = await startTestApp(
      { dbConnectTimeoutMs: 1000 },
      {
        viaDatabaseUrl: (url) => {
          const through = new URL(url);
          through.hostname = '127.0.0.1';
          through.port = String(link.port);
          return through.toString();
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
    await link.cut();
  });

  it('answers 503 with Retry-After while the database is unreachable, then recovers by itself', async () => {
    const { token } = await registerMember(server);
    expect((await call(server, '/api/customer/user/profile', {}, { token })).code).toBe(0);

    await link.cut();
    for (const [path, body, options] of [
      ['/api/customer/user/profile', {}, { token }],
      ['/api/authCustomer', { username: '012345678', password: 'abc123' }, {}],
      ['/getHome', {}, {}],
      ['/api/customer/user/profile', {}, { token }],
    ] as const) {
      const response = await server.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: token } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as { code: number; result: { requestId: string } };
      expect({ path, status: response.status, code: json.code }).toEqual({
        path,
        status: 503,
        code: ErrorCode.ServiceUnavailable,
      });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(json.result.requestId).toBeTruthy();
    }

    await link.open();
    let code: number | undefined;
    for (let waited = 0; waited < 10_000 && code !== 0; waited += 200) {
      code = (await call(server, '/api/customer/user/profile', {}, { token })).code;
      if (code !== 0) await new Promise((done) => setTimeout(done, 200));
    }
    expect(code).toBe(0);
  });
});
