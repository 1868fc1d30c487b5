// Open-loop load, the way people arrive: each request leaves at its own moment, drawn at random
// (a Poisson process) at the asked rate, whether or not earlier ones have been answered; its
// latency is counted from that moment, so time spent queueing anywhere (in this generator, the
// socket, the server or the database) counts against the answer.
//
// Why not autocannon's `overallRate`: it lets each connection send its whole second's quota at
// once at every tick, so every route's requests arrive together in one burst per second, and it
// "corrects" for coordinated omission with an expected interval of ceil(1 / rate) = 1 ms (its rate
// is per second, the histogram's unit milliseconds): an answer of 300 ms is recorded as 300
// answers of 300, 299, ... 1 ms, so a few slow answers make the p99. See docs/performance.md,
// "Draw day: how the load is made".
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** The value under which `p` percent of the sorted `values` fall (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One HTTP exchange; answers `{ status, body }`, or throws on a socket error or the timeout. */
function exchange(agent, base, { method, path, headers, body }, timeoutMs) {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends `next()`'s requests (`{ method, path, headers, body }`) at `rate` a second for `seconds`,
 * spread over `bases` in turn. Answers what a report needs: `sent`, `ok` (200 with code 0),
 * `refused` (other statuses, by "status code" of the envelope), `errors`, `timeouts`, and each
 * answered request's `due` (its `performance.now()` moment) and `ms` (latency from `due`).
 */
export async function openLoop({ bases, rate, seconds, next, timeoutMs = 10_000 }) {
  // Keep-alive sockets, as browsers hold them; no cap, so the generator never queues a request.
  const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: Infinity }));
  const result = { sent: 0, ok: 0, refused: {}, errors: 0, timeouts: 0, answers: [] };
  const start = performance.now();
  const end = start + seconds * 1000;
  const inFlight = new Set();
  for (let due = start; ;) {
    due += (-Math.log(1 - Math.random()) * 1000) / rate;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    const base = bases[result.sent % bases.length];
    const agent = agents[result.sent % bases.length];
    result.sent += 1;
    const dueAt = due;
    const answered = exchange(agent, base, next(), timeoutMs).then(
      ({ status, body }) => {
        const ms = performance.now() - dueAt;
        // An envelope's code 0 is the only success; a 200 carrying another code is a refusal.
        if (status === 200 && /^\{"code":0[,}]/.test(body)) {
          result.ok += 1;
          result.answers.push({ due: dueAt, ms });
          return;
        }
        const key = `${status} ${/"code":(\d+)/.exec(body)?.[1] ?? '?'}`;
        result.refused[key] = (result.refused[key] ?? 0) + 1;
      },
      (error) => {
        if (error.message === 'timeout') result.timeouts += 1;
        else result.errors += 1;
      },
    );
    inFlight.add(answered);
    void answered.finally(() => inFlight.delete(answered));
  }
  await Promise.all(inFlight);
  for (const agent of agents) agent.destroy();
  const sorted = result.answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    ...result,
    non2xx: Object.values(result.refused).reduce((sum, count) => sum + count, 0),
    latency: {
      p50: Math.round(percentile(sorted, 50) ?? 0),
      p99: Math.round(percentile(sorted, 99) ?? 0),
      max: Math.round(sorted.at(-1) ?? 0),
    },
  };
}
