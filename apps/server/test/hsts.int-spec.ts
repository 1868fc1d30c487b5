// Issue 34: Strict-Transport-Security on answers to https requests (the socket's own TLS, or
// X-Forwarded-Proto: https from a trusted proxy), never on plain http.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import {
  addSecurityHeaders,
  strictTransportSecurity,
} from '../src/common/http/security-headers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const HSTS = 'strict-transport-security';

describe('HSTS behind a proxy', () => {
  let trusting: TestApp;
  let notTrusting: TestApp;
  beforeAll(async () => {
    [trusting, notTrusting] = await Promise.all([
      startTestApp({ trustProxy: true }),
      startTestApp({ trustProxy: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusting?.close(), notTrusting?.close()]);
  });

  const hsts = async (server: TestApp, path: string, headers: Record<string, string> = {}) =>
    (await server.request(path, { method: 'POST', headers })).headers.get(HSTS);

  it('is sent when the trusted proxy says the request came over https, on answers and errors', async () => {
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    expect(await hsts(trusting, '/getTelegramId', https)).toBe(strictTransportSecurity);
    expect(await hsts(trusting, '/api/customer/user/profile', https)).toBe(strictTransportSecurity);
    expect(await hsts(trusting, '/no-such-route', https)).toBe(strictTransportSecurity);
    expect(strictTransportSecurity).toMatch(/^max-age=31536000/);
  });

  it('is never sent over plain http, nor on an untrusted X-Forwarded-Proto', async () => {
    expect(await hsts(trusting, '/getTelegramId')).toBeNull();
    expect(await hsts(trusting, '/getTelegramId', { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hsts(notTrusting, '/getTelegramId', { 'x-forwarded-proto': 'https' })).toBeNull();
  });
});

describe('HSTS over the socket’s own TLS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lottery-tls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an answer over https carries it', async () => {
    // A throwaway self-signed certificate for 127.0.0.1.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const fastify = Fastify({
      https: { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    });
    addSecurityHeaders(fastify);
    fastify.get('/x', async () => 'ok');
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = fastify.server.address() as { port: number };
      const header = await new Promise<string | undefined>((done, fail) => {
        httpsRequest({ host: '127.0.0.1', port, path: '/x', rejectUnauthorized: false }, (res) => {
          res.resume();
          done(res.headers[HSTS] as string | undefined);
        })
          .on('error', fail)
          .end();
      });
      expect(header).toBe(strictTransportSecurity);
    } finally {
      await fastify.close();
    }
  });
});
