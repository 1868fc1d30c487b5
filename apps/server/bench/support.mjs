// What every benchmark needs: a fresh database on DATABASE_URL's server, the built server on a
// free port against it, and the percentiles of an autocannon run. Build the server first.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const log = (...args) => console.log(...args);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits for `base`/readyz to answer, failing if `child` exits first. */
async function waitReady(base, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

/**
 * The built server as a child process on `port` against `databaseUrl`, started and stopped
 * (or killed) at will: the crash harness restarts it on the same port. `script` runs another
 * server the same way (one that reads PORT and DATABASE_URL and answers /readyz).
 */
export function serverProcess({ port, databaseUrl, env = {}, script = 'dist/main.js' }) {
  let child;
  const base = `http://127.0.0.1:${port}`;
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  const stopWith = async (signal) => {
    if (exited()) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  };
  return {
    base,
    get pid() {
      return child?.pid;
    },
    async start() {
      // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles each server started.
      const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      child = spawn(process.execPath, [...nodeArgs, script], {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'development',
          DEMO_SEED: '0',
          LOG_LEVEL: 'warn',
          PWA_DIR: join(tmpdir(), 'lottery-bench-no-pwa'),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitReady(base, child); // migrations ran
    },
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
  };
}

/**
 * Runs `work({ base, databaseUrl })` against the built server on a database of its own, created
 * for the run and dropped afterwards (kept with BENCH_KEEP=1). `env` is added to the server's.
 * With `replicas` above 1, that many server processes share the database, as the compose file's
 * replicas do; `bases` and `serverPids` list them all (`base` and `serverPid` are the first).
 */
export async function withBenchServer(name, { env = {}, replicas = 1 }, work) {
  const dbName = `${name}_${Date.now().toString(36)}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const servers = [];
  try {
    // One after another: the first one migrates the new database.
    for (let i = 0; i < replicas; i++) {
      const server = serverProcess({
        port: await freePort(),
        databaseUrl: databaseUrl.toString(),
        env,
      });
      servers.push(server);
      await server.start();
      log(`server ready on ${server.base} (database ${dbName})`);
    }
    return await work({
      base: servers[0].base,
      bases: servers.map((server) => server.base),
      databaseUrl: databaseUrl.toString(),
      serverPid: servers[0].pid,
      serverPids: servers.map((server) => server.pid),
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (process.env.BENCH_KEEP === '1') log(`kept database ${dbName}`);
    else await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

const CLOCK_TICKS = 100; // USER_HZ: /proc's unit of CPU time on Linux

/** Seconds of CPU (user + system) a process and its reaped children used; 0 when it is gone. */
function cpuOf(pid) {
  try {
    // The fields after the command name (in parentheses, may hold any character), from field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, childUtime, childStime] = fields.slice(11, 15).map(Number);
    return {
      own: (utime + stime) / CLOCK_TICKS,
      children: (childUtime + childStime) / CLOCK_TICKS,
    };
  } catch {
    return { own: 0, children: 0 };
  }
}

/**
 * CPU seconds used so far by the server (`serverPids`: one pid, or a list whose processes are
 * added up), by every PostgreSQL process on the machine (so the machine should be otherwise
 * idle), by this process (the load generator) and by the children it has waited for (pgbench).
 * Differences of two readings over a run, divided by its requests, say where each request's time
 * goes. Linux only: null elsewhere.
 */
export function cpuReading(serverPids) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const isPostgres = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  };
  const self = cpuOf(process.pid);
  return {
    server: [serverPids].flat().reduce((sum, pid) => sum + cpuOf(pid).own, 0),
    // A backend that has exited is counted in the postmaster's children.
    postgres: pids.filter(isPostgres).reduce((sum, pid) => {
      const { own, children } = cpuOf(pid);
      return sum + own + children;
    }, 0),
    client: self.own,
    pgbench: self.children,
  };
}

/** Milliseconds of CPU per request of each part between two `cpuReading`s, as text. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || !requests) return 'CPU per request unknown';
  return Object.keys(after)
    .map((part) => ({ part, ms: ((after[part] - before[part]) * 1000) / requests }))
    .filter(({ ms }) => ms >= 0.005)
    .map(({ part, ms }) => `${part} ${ms.toFixed(2)} ms`)
    .join(', ');
}

/** An autocannon latency percentile (its keys are p50, p99, p99_9, ...). */
export function pct(histogram, p) {
  return histogram[`p${p}`] ?? histogram[`p${String(p).replace('.', '_')}`];
}

/**
 * Runs a pgbench script (`sql`) with `clients` connections for `seconds`: the raw-PostgreSQL
 * ceiling a benchmark compares its HTTP numbers with. Answers `{ tps, latencyMs, failed,
 * transactions }`, or null (said in the log) when pgbench is missing or fails.
 */
export function pgbench({ sql, databaseUrl, clients, seconds, variables = {}, mode = 'prepared' }) {
  const script = join(mkdtempSync(join(tmpdir(), 'lottery-bench-')), 'bench.sql');
  writeFileSync(script, sql);
  try {
    const output = execFileSync(
      'pgbench',
      ['-n', '-M', mode, '-c', String(clients), '-j', String(Math.min(clients, cpus().length))]
        .concat(Object.entries(variables).map(([name, value]) => `--define=${name}=${value}`))
        .concat(['-T', String(seconds), '-f', script, databaseUrl]),
      { encoding: 'utf8' },
    );
    return {
      tps: Number(/tps = ([\d.]+)/.exec(output)?.[1]),
      latencyMs: /latency average = ([\d.]+) ms/.exec(output)?.[1],
      failed: /number of failed transactions: (\d+)/.exec(output)?.[1] ?? '0',
      transactions: Number(/actually processed: (\d+)/.exec(output)?.[1]),
    };
  } catch (error) {
    log(`pgbench unavailable or failed (${error.message.split('\n')[0]}); no SQL baseline`);
    return null;
  }
}

export function runMain(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
