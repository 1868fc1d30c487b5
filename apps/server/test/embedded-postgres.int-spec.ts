import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.js';

async function currentDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!
      .name;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  const started: EmbeddedPostgres[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const database of started) await database.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts a fresh cluster with the lottery database', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lottery-embedded-'));
    const database = await startEmbeddedPostgres({ dataDir });
    started.push(database);
    expect(database.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/lottery$/);
    expect(await currentDatabase(database.url)).toBe('lottery');
  }, 60_000);

  // What a SIGKILL of Node leaves behind: the postmaster still running with its pid file.
  it('starts again over a postmaster left running by a crashed process', async () => {
    const leftover = started[0]!;
    const leftoverPid = (await readFile(join(dataDir, 'cluster', 'postmaster.pid'), 'utf8')).split(
      '\n',
    )[0];

    const again = await startEmbeddedPostgres({ dataDir });
    started.push(again);
    expect(again.url).toBe(leftover.url); // same port and password when they are free
    expect(await currentDatabase(again.url)).toBe('lottery');
    const pid = (await readFile(join(dataDir, 'cluster', 'postmaster.pid'), 'utf8')).split('\n')[0];
    expect(pid).not.toBe(leftoverPid);
  }, 60_000);
});
