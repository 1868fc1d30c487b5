import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, jobPaths, type FailedJobItem } from '@lottery/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { Jobs } from '../src/common/jobs/jobs.js';
import { RELAY_QUEUE } from '../src/common/jobs/outbox-relay.js';
import { SmsOutboxRepository } from '../src/modules/notify/index.js';
import { SmsRelay } from '../src/modules/auth/sms/sms-relay.js';
import { newBuyer, send, type Buyer } from './checkout-support.js';
import { insertDraw, withDb } from './draw-fixtures.js';
import { newPhone, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** An SMS gateway that records what it is sent, or answers 500 while `failing`. */
function gateway() {
  const received: string[] = [];
  const state = { failing: false };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (state.failing) return void response.writeHead(500).end('down');
      received.push((JSON.parse(raw) as { to: string }).to);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, received, state };
}

describe('jobs on pg-boss: messages of committed events only, failed jobs for the admin', () => {
  const sms = gateway();
  let server: TestApp;
  let admin: Buyer;

  const relayJobs = async () =>
    (
      await sql<{ n: number }>(
        server,
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`,
        [RELAY_QUEUE.sms],
      )
    )[0]!.n;

  beforeAll(async () => {
    await new Promise<void>((done) => sms.server.listen(0, '127.0.0.1', done));
    const { port } = sms.server.address() as AddressInfo;
    server = await startTestApp({ smsProvider: 'http', smsHttpUrl: `http://127.0.0.1:${port}/` });
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
    await server.app.get(SmsRelay).idle();
  });
  afterAll(async () => {
    try {
      await server?.close();
    } finally {
      await new Promise((done) => sms.server.close(done));
    }
  });

  const enqueue = (phone: string, fail: boolean) =>
    server.app.get(DataSource).transaction(async (manager) => {
      await server.app
        .get(SmsOutboxRepository)
        .enqueue(manager, { agentId: 'default', to: phone, text: 'hello', code: null });
      if (fail) throw new Error('the event failed');
    });

  it('a message whose event rolled back is never written, queued or sent; a committed one is sent', async () => {
    const rolledBack = newPhone();
    const jobsBefore = await relayJobs();
    await expect(enqueue(rolledBack, true)).rejects.toThrow('the event failed');
    expect(await relayJobs()).toBe(jobsBefore);
    expect(await sql(server, `SELECT 1 FROM sms_outbox WHERE to_phone = $1`, [rolledBack])).toEqual(
      [],
    );

    const committed = newPhone();
    await enqueue(committed, false);
    expect(await relayJobs()).toBe(jobsBefore + 1); // its relay job came with the commit
    await server.app.get(SmsRelay).idle();
    expect(sms.received).toContain(committed);
    expect(sms.received).not.toContain(rolledBack);
  });

  it('a failing channel shows as a retrying job with its error for admins; the retry is audited and sends it', async () => {
    sms.state.failing = true;
    const phone = newPhone();
    await enqueue(phone, false);
    let failed: FailedJobItem | undefined;
    for (let waited = 0; !failed && waited < 10_000; waited += 100) {
      const list = await send<FailedJobItem[]>(server, jobPaths.failed, {
        token: admin.token,
        method: 'GET',
      });
      failed = list.period?.find((job) => job.queue === RELAY_QUEUE.sms);
      if (!failed) await new Promise((done) => setTimeout(done, 100));
    }
    expect(failed).toMatchObject({ state: 'retry', queue: RELAY_QUEUE.sms });
    expect(failed!.error).toContain('500');

    // Members see nothing of it.
    const member = await newBuyer(server);
    const refused = await send(server, jobPaths.failed, { token: member.token, method: 'GET' });
    expect(refused.code).not.toBe(0);

    sms.state.failing = false;
    await sql(server, `UPDATE sms_outbox SET next_attempt_at = now() WHERE to_phone = $1`, [phone]);
    const retried = await send<FailedJobItem[]>(server, jobPaths.retry, {
      token: admin.token,
      body: { queue: failed!.queue, id: failed!.id },
    });
    expect(retried.code).toBe(0);
    await server.app.get(SmsRelay).idle();
    expect(sms.received).toContain(phone);
    const [audit] = await sql<{ detail: { queue: string; job: string } }>(
      server,
      `SELECT detail FROM audit_log WHERE action = 'job.retry' AND actor_id = $1`,
      [admin.id],
    );
    expect(audit?.detail).toEqual({ queue: RELAY_QUEUE.sms, job: failed!.id });

    const again = await send(server, jobPaths.retry, {
      token: admin.token,
      body: { queue: RELAY_QUEUE.sms, id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(again.code).toBe(ErrorCode.JobNotFound);
  });

  it('the background work is on pg-boss schedules, and a scheduled job does its work', async () => {
    const schedules = await sql<{ name: string; cron: string }>(
      server,
      `SELECT name, cron FROM pgboss.schedule ORDER BY name`,
    );
    expect(schedules.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'accounts-housekeeping',
        'bot-housekeeping',
        'draw-auto-close',
        'idempotency-sweep',
        'number-subscription-runs',
        'push-housekeeping',
        'relay-push',
        'relay-sms',
        'upload-sweep',
        'vitals-sweep',
      ]),
    );
    const drawId = await withDb(server.databaseName, (db) =>
      insertDraw(db, { drawDate: '2031-03-01', status: 'ONGO', closeInMs: -1000 }),
    );
    const jobs = server.app.get(Jobs);
    await jobs.send('draw-auto-close');
    await jobs.idle('draw-auto-close');
    const [draw] = await sql<{ status: string }>(
      server,
      `SELECT status FROM game_event WHERE id = $1`,
      [drawId],
    );
    expect(draw?.status).toBe('CLOSE');
  });

  it('the idempotency sweep drops the keys no retry can still send, and keeps the recent ones', async () => {
    const buyer = await newBuyer(server);
    await sql(
      server,
      `INSERT INTO idempotency_key (member_id, scope, key, request_hash, response, created_at)
       VALUES ($1, 'checkout', 'old', 'h', '{}', now() - interval '8 days'),
              ($1, 'checkout', 'recent', 'h', '{}', now() - interval '6 days')`,
      [buyer.id],
    );
    const jobs = server.app.get(Jobs);
    await jobs.send('idempotency-sweep');
    await jobs.idle('idempotency-sweep');
    const keys = await sql<{ key: string }>(
      server,
      `SELECT key FROM idempotency_key WHERE member_id = $1 ORDER BY key`,
      [buyer.id],
    );
    expect(keys.map((row) => row.key)).toEqual(['recent']);
  });
});
