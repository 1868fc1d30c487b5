// What the server's own pipeline costs per request, without the database: GET /getTelegramId
// answers from configuration, through everything every request passes (Fastify's hooks, the
// body-less parse, the AgentGuard with its cached shop, the validation pipe, the envelope, the
// security headers, the request log). One server process, 16 connections; three runs after a
// warm-up, each with its requests/s and the server's CPU per request (user + system, from /proc).
// Steadier than the checkout bench for comparing two builds, as PostgreSQL's share (and its
// drift) is not in it: the checkout pays this plus its two statements.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/request-pipeline.mjs
// Build the server first. BENCH_SECONDS per run (default 10).
import autocannon from 'autocannon';
import { cpuReading, log, pct, runMain, withBenchServer } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUTE = '/getTelegramId';

async function run({ base, serverPids }, seconds, label) {
  const before = cpuReading(serverPids);
  const result = await autocannon({ url: `${base}${ROUTE}`, connections: 16, duration: seconds });
  const ok = result['2xx'];
  const after = cpuReading(serverPids);
  // In microseconds: a request here costs a tenth of a millisecond, below cpuPerRequest's digits.
  const micros = (part) => (((after[part] - before[part]) * 1e6) / ok).toFixed(0);
  if (label) {
    log(
      `GET ${ROUTE} ${label}, ${seconds} s: ${(ok / seconds).toFixed(0)} requests/s, ` +
        `p50 ${pct(result.latency, 50)} ms, p99 ${pct(result.latency, 99)} ms, ` +
        `non-2xx ${result.non2xx}; CPU per request: server ${micros('server')} us, ` +
        `load generator ${micros('client')} us`,
    );
  }
}

async function main() {
  await withBenchServer('pipelinebench', {}, async (server) => {
    const probe = await fetch(`${server.base}${ROUTE}`).then((answer) => answer.json());
    if (probe.code !== 0) throw new Error(`unexpected answer: ${JSON.stringify(probe)}`);
    await run(server, 3); // warm-up (JIT)
    for (let turn = 1; turn <= 3; turn++) await run(server, SECONDS, `run ${turn}`);
  });
}

runMain(main);
