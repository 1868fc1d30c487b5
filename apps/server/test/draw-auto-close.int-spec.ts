import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { AutoCloseService } from '../src/modules/draw/auto-close.service.js';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertDraw, insertProduct, withDb } from './draw-fixtures.js';

describe('sales close by themselves at the close-sell time', () => {
  let server: TestApp;
  let second: NestFastifyApplication;

  beforeAll(async () => {
    server = await startTestApp();
    // A second server process on the same database, as behind a load balancer.
    second = await createApp(
      {
        ...loadConfig({ NODE_ENV: 'test', PWA_DIR: join(tmpdir(), 'lottery-no-pwa') }),
        databaseUrl: databaseUrl(server.databaseName),
      },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  it('a draw past its close-sell time reads as CLOSE and is no longer searchable', async () => {
    const drawId = await withDb(server.databaseName, async (db) => {
      const id = await insertDraw(db, { drawDate: '2030-02-01', status: 'ONGO', closeInMs: 400 });
      await insertProduct(db, id, { number: '424242', priceCents: 350, remaining: 4 });
      return id;
    });
    const post = (path: string, body: unknown = {}) =>
      server
        .request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        .then((r) => r.json() as Promise<any>);

    const before = await post('/getHome');
    expect(before.result.period).toMatchObject({ _id: drawId, status: 'ONGO' });
    expect((await post('/searchProduct', { last2: '42' })).result.period.total).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 600));

    // Not yet persisted by the job, but nobody sees the draw open any more.
    const stored = await withDb(server.databaseName, (db) =>
      db.query(`SELECT status FROM game_event WHERE id = $1`, [drawId]),
    );
    expect(stored.rows[0].status).toBe('ONGO');
    expect((await post('/getHome')).result.period).toMatchObject({ _id: drawId, status: 'CLOSE' });
    expect((await post('/searchProduct', { last2: '42' })).result.period).toEqual({
      items: [],
      total: 0,
    });
    expect((await post('/randomProduct')).result.period).toBeNull();

    // Two processes racing the job: exactly one of them closes the draw.
    const [one, two] = await Promise.all([
      server.app.get(AutoCloseService).closeDue(),
      second.get(AutoCloseService).closeDue(),
    ]);
    expect([...one, ...two]).toEqual([drawId]);
    const after = await withDb(server.databaseName, (db) =>
      db.query(`SELECT status FROM game_event WHERE id = $1`, [drawId]),
    );
    expect(after.rows[0].status).toBe('CLOSE');

    // Running again closes nothing.
    expect(await second.get(AutoCloseService).closeDue()).toEqual([]);
  });

  it('many racing rounds over several due draws: each is closed exactly once', async () => {
    const drawIds = await withDb(server.databaseName, async (db) => {
      const ids: string[] = [];
      // One not-closed draw per shop at a time: one shop per draw.
      for (let i = 0; i < 5; i++) {
        await db.query(`INSERT INTO agent (id, name) VALUES ($1, $1)`, [`race${i}`]);
        ids.push(
          await insertDraw(db, {
            agentId: `race${i}`,
            drawDate: '2030-03-01',
            status: i % 2 ? 'BREAK' : 'ONGO',
            closeInMs: -1000,
          }),
        );
      }
      return ids;
    });
    const rounds = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? second : server.app).get(AutoCloseService).closeDue(),
      ),
    );
    expect(rounds.flat().sort()).toEqual([...drawIds].sort());
  });
});
