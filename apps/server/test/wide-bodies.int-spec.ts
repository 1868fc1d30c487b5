// Issue 34: a JSON body within the 1 MiB limit but of 95,000 keys took 18.8 s of validation, and
// /healthz waited as long. Bodies are now bounded in shape before validation
// (src/common/http/refuse-bad-input.ts): such a body is a 400 at once and the process stays free.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { registerMember } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** `{"k0":0,"k1":0,...}` of `keys` keys (base 36), stringified before any timing starts. */
function wideBody(keys: number): string {
  return JSON.stringify(
    Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index.toString(36)}`, 0])),
  );
}

interface Timed {
  status: number;
  code: unknown;
  /** The server's own time for the request (its log line's `ms`). */
  serverMs: number;
  /** /healthz round trips started while the wide body was in flight, in ms. */
  probes: number[];
}

describe('a wide body does not stall the process', () => {
  let server: TestApp;
  const serverTimes = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestApp(
      {},
      {
        logTo: (line) => {
          const entry = JSON.parse(line) as { msg?: string; reqId?: string; ms?: number };
          const id = (entry as { requestId?: string }).requestId;
          if (entry.msg === 'request' && id && typeof entry.ms === 'number') {
            serverTimes.set(id, entry.ms);
          }
        },
      },
    );
  });
  afterAll(() => server.close());

  /** Sends the body and, meanwhile, asks /healthz one after another until the answer is in. */
  async function sendWhileProbing(
    path: string,
    body: string,
    id: string,
    token?: string,
  ): Promise<Timed> {
    const probes: number[] = [];
    let done = false;
    const probing = (async () => {
      while (!done) {
        const started = performance.now();
        await (await server.request('/healthz')).text();
        if (!done) probes.push(performance.now() - started);
      }
    })();
    const answer = await server.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': id,
        ...(token ? { authorization: token } : {}),
      },
      body,
    });
    const { code } = (await answer.json()) as { code: unknown };
    done = true;
    await probing;
    // The log line is written once the answer has left.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { status: answer.status, code, serverMs: serverTimes.get(id) ?? NaN, probes };
  }

  it.each([
    ['/api/authCustomer', 95_000],
    ['/searchProduct', 60_000],
  ])('%s with %i keys is a 400 at once; /healthz answers meanwhile', async (path, keys) => {
    const body = wideBody(keys);
    expect(body.length).toBeGreaterThan(500_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    const runs: Timed[] = [];
    for (let run = 0; run < 3; run += 1) {
      runs.push(await sendWhileProbing(path, body, `wide-${keys}-${run}`));
    }
    const slowestProbe = Math.max(0, ...runs.flatMap((run) => run.probes));
    console.info(
      `${path}, ${keys} keys (${(body.length / 1000).toFixed(0)} kB): server ms ` +
        runs.map((run) => run.serverMs.toFixed(1)).join(', ') +
        `; /healthz meanwhile: ${runs.flatMap((run) => run.probes).length} probes, slowest ` +
        `${slowestProbe.toFixed(1)} ms`,
    );
    for (const run of runs) {
      expect({ status: run.status, code: run.code }).toEqual({
        status: 400,
        code: ErrorCode.BadRequest,
      });
    }
    // Before the bounds: 18.8 s (95,000 keys) and 6.7 s (60,000) of one stalled process, in
    // every run. The best run is asserted, so one descheduling of a shared CI core (the test and
    // the app share a process) is not read as a stall.
    const bestRunSlowestProbe = Math.min(...runs.map((run) => Math.max(0, ...run.probes)));
    expect(bestRunSlowestProbe).toBeLessThan(100);
    expect(Math.min(...runs.map((run) => run.serverMs))).toBeLessThan(50);
  });

  it('the largest body within the bounds is answered in under 50 ms of server time', async () => {
    // 999 lines of 10 keys: 10,000 entries, everything the bounds let through at once, the
    // lines' own fields (checkout's productId and qty) among them.
    const { token } = await registerMember(server);
    const line = {
      productId: '1',
      qty: 1,
      ...Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`f${index}`, 'x'])),
    };
    const body = JSON.stringify({ products: Array.from({ length: 999 }, () => line), tag: 'a' });
    for (const path of [
      '/api/authCustomer',
      '/searchProduct',
      '/api/customer/transaction/create',
    ]) {
      const runs: Timed[] = [];
      for (let run = 0; run < 3; run += 1) {
        runs.push(await sendWhileProbing(path, body, `bounded-${path.length}-${run}`, token));
      }
      console.info(
        `${path}, 10,000 entries (${(body.length / 1000).toFixed(0)} kB): HTTP ` +
          `${runs[0]!.status}, server ms ${runs.map((run) => run.serverMs.toFixed(1)).join(', ')}`,
      );
      expect(runs[0]!.status).toBe(400);
      expect(Math.min(...runs.map((run) => run.serverMs))).toBeLessThan(50);
    }
  });
});
