import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Asks for `path` on a raw socket and hangs up as soon as the first bytes of the answer come. */
function hangUpMidAnswer(baseUrl: string, path: string): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nhost: ${hostname}\r\naccept-encoding: gzip\r\n\r\n`);
    });
    socket.once('data', () => socket.destroy());
    socket.on('close', () => resolve());
  });
}

describe('a phone that leaves mid-answer', () => {
  const lines: { level: number; err?: { message: string } }[] = [];
  let server: TestApp;
  let pwaDir: string;
  beforeAll(async () => {
    pwaDir = await mkdtemp(join(tmpdir(), 'lottery-pwa-'));
    await mkdir(join(pwaDir, 'assets'));
    await writeFile(join(pwaDir, 'index.html'), '<!doctype html><title>shell</title>');
    // Large enough that the answer is still being compressed and sent when the client leaves.
    await writeFile(
      join(pwaDir, 'assets', 'big-Ab12Cd34.js'),
      randomBytes(4 << 20).toString('hex'),
    );
    server = await startTestApp({ pwaDir }, { logTo: (line) => lines.push(JSON.parse(line)) });
  });
  afterAll(async () => {
    await server.close();
    await rm(pwaDir, { recursive: true, force: true });
  });

  it('is information in the log, not a server error', async () => {
    const hangUps = 20;
    for (let i = 0; i < hangUps; i++) {
      await hangUpMidAnswer(server.baseUrl, '/assets/big-Ab12Cd34.js');
    }
    // Each hang-up is written down once, when the server notices it: wait for all of them (on a
    // slow machine that takes longer), not for a fixed time.
    const cutOff = () => lines.filter((line) => line.err?.message === 'premature close');
    for (let waited = 0; cutOff().length < hangUps && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    // Still written down, as information (pino's level 30).
    expect(cutOff()).toHaveLength(hangUps);
    expect(cutOff().every((line) => line.level === 30)).toBe(true);
  });
});
