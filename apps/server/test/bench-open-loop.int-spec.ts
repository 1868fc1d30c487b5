import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error: a plain ES module of the benches, without types.
import { openLoop } from '../bench/open-loop.mjs';

/** A server whose `answer(at)` decides each response, `at` being ms since it started. */
async function serve(answer: (at: number) => { delay: number; body: string }) {
  const started = performance.now();
  const arrivals: number[] = [];
  const server = createServer((request, response) => {
    request.resume();
    const at = performance.now() - started;
    arrivals.push(at);
    const { delay, body } = answer(at);
    setTimeout(() => response.end(body), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, arrivals };
}

const next = () => ({ method: 'GET', path: '/', headers: {} });

// The draw-day bench's load: what its p99 means depends on these two properties.
describe('the open-loop load of the benches', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it('spreads the requests over the second, as people arrive, instead of one burst a second', async () => {
    const served = await serve(() => ({ delay: 0, body: '{"code":0,"data":{}}' }));
    server = served.server;
    const result = await openLoop({ bases: [served.base], rate: 200, seconds: 2, next });

    expect(result.sent).toBeGreaterThan(300);
    expect(result.sent).toBeLessThan(500);
    expect(result.ok).toBe(result.sent);
    // A tenth of a second holds about a tenth of a second's requests (20), never most of them.
    const busiest = Math.max(
      ...served.arrivals.map((at) => served.arrivals.filter((b) => b >= at && b < at + 100).length),
    );
    expect(busiest).toBeLessThan(60);
  });

  it('counts a stall against every request due during it, from the moment each was due', async () => {
    // The server answers nothing for its first 400 ms, then answers at once.
    const served = await serve((at) => ({ delay: Math.max(0, 400 - at), body: '{"code":0}' }));
    server = served.server;
    const result = await openLoop({ bases: [served.base], rate: 100, seconds: 1, next });

    // About 40 of the 100 requests were due in the stall, waiting up to 400 ms: more than 1 in 100.
    expect(result.latency.p99).toBeGreaterThan(300);
    expect(result.latency.p50).toBeLessThan(50);
  });

  it('counts its own hold-ups too: a request sent late is timed from when it was due', async () => {
    const served = await serve(() => ({ delay: 0, body: '{"code":0}' }));
    server = served.server;
    // This process (the generator) stops for 300 ms, 200 ms in: the requests due meanwhile
    // leave late and are answered at once; timed from leaving, they would look instant.
    setTimeout(() => {
      const until = performance.now() + 300;
      while (performance.now() < until);
    }, 200);
    const result = await openLoop({ bases: [served.base], rate: 100, seconds: 1, next });

    expect(result.latency.p99).toBeGreaterThan(200);
  });

  it('counts a 200 whose envelope is not code 0 as refused, not answered', async () => {
    const served = await serve(() => ({ delay: 0, body: '{"code":4005,"msg":"sold out"}' }));
    server = served.server;
    const result = await openLoop({ bases: [served.base], rate: 50, seconds: 0.5, next });

    expect(result.ok).toBe(0);
    expect(result.refused).toEqual({ '200 4005': result.sent });
  });
});
