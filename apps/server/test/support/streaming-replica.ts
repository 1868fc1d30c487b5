// A real PostgreSQL primary and a streaming replica of it, made with the machine's own binaries
// in a temporary folder: initdb, pg_ctl, pg_basebackup -R. The shared server on DATABASE_URL is
// not the source: it allows no replication connections (pg_hba.conf) and belongs to everyone.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const tools = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'] as const;

/** The newest of /usr/lib/postgresql/<n>/bin (or PG_BIN) holding every tool; else null. */
export function postgresBinaries(): string | null {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((name) => /^\d+$/.test(name));
    versions.sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(root, version, 'bin')));
  }
  return candidates.find((bin) => tools.every((tool) => existsSync(join(bin, tool)))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

export interface ReplicatedPostgres {
  /** URL of `database` on the primary / on the replica. */
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** Runs SQL on the replica's `postgres` database (replay control: superuser). */
  onReplica(sql: string): Promise<pg.QueryResult>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops both and removes the folder, whatever state they are in. */
  close(): Promise<void>;
}

export async function startReplicatedPostgres(bin: string): Promise<ReplicatedPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'lottery-replica-'));
  // PostgreSQL refuses to run as root; as root it runs as `postgres`, owner of the folder.
  const asRoot = process.getuid?.() === 0;
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  // Loopback TCP only, sockets in the folder; durability is not what this cluster is for.
  const serverOptions = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const start = (data: string, port: number, logName: string) =>
    pgTool('pg_ctl', [
      '-D',
      data,
      '-o',
      serverOptions(port),
      '-l',
      join(dir, logName),
      '-w',
      'start',
    ]);
  const stop = (data: string) =>
    pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  const url = (port: number, database: string) =>
    `postgres://postgres@127.0.0.1:${port}/${database}`;

  let primaryStarted = false;
  try {
    // initdb's trust pg_hba.conf lets loopback replication connections in.
    await pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await start(primaryDir, primaryPort, 'primary.log');
    primaryStarted = true;
    await pgTool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await start(replicaDir, replicaPort, 'replica.log');
  } catch (error) {
    if (primaryStarted) await stop(primaryDir);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    async onReplica(sql) {
      const client = new pg.Client({ connectionString: url(replicaPort, 'postgres') });
      await client.connect();
      try {
        return await client.query(sql);
      } finally {
        await client.end();
      }
    },
    stopReplica: async () => {
      await stop(replicaDir);
    },
    startReplica: async () => {
      await start(replicaDir, replicaPort, 'replica.log');
    },
    async close() {
      await stop(replicaDir);
      await stop(primaryDir);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
