// Uploads per member and hour, and the sweep of identity photos no order used within a day.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, errorCatalogue } from '@lottery/contracts';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { privateUploadsDir } from '../src/common/upload/file-store.js';
import { UploadSweep } from '../src/common/upload/upload-sweep.service.js';
import { file, png, postForm } from './admin-http-support.js';
import {
  buy,
  friend,
  newBuyer,
  openDraw,
  postPhoto,
  stock,
  uploadPhoto,
  type Buyer,
} from './checkout-support.js';
import { sql } from './support/accounts.js';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const HOUR = 60 * 60 * 1000;
const PER_HOUR = 5;

describe('upload quota and the sweep of unused photos', () => {
  let server: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lottery-uploads-'));
    await mkdir(privateUploadsDir(dataDir));
    server = await startTestApp({ dataDir, uploadsPerHour: PER_HOUR });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const storedFiles = async () => (await readdir(privateUploadsDir(dataDir))).sort();
  const nameOf = (url: string) => url.split('/').pop()!;
  const fetchPhoto = (url: string, buyer: Buyer) =>
    server.request(url, { headers: { authorization: buyer.token } });

  it('a burst of uploads from one member: the quota passes, the rest hear 4291 and store nothing', async () => {
    const member = await newBuyer(server);
    const before = await storedFiles();
    const answers = await Promise.all(Array.from({ length: 12 }, () => postPhoto(server, member)));
    const passed = answers.filter((answer) => answer.code === 0);
    expect(passed).toHaveLength(PER_HOUR);
    expect(answers.filter((answer) => answer.code !== 0)).toEqual(
      Array(12 - PER_HOUR).fill(
        expect.objectContaining({ status: 429, code: ErrorCode.UploadLimitReached }),
      ),
    );
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added.sort()).toEqual(passed.map((answer) => nameOf(answer.period.url)).sort());

    // In the caller's language; another member is not affected.
    const form = new FormData();
    form.append('input', file(png(), 'image/png'), 'id.png');
    const refused = await server.request('/api/company/setting/uploadImg', {
      method: 'POST',
      headers: { authorization: member.token, locale: 'km' },
      body: form,
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: ErrorCode.UploadLimitReached,
      msg: errorCatalogue[ErrorCode.UploadLimitReached].km,
    });
    expect((await postPhoto(server, await newBuyer(server))).code).toBe(0);

    // An hour later the member may upload again.
    server.clock.advance(HOUR + 1000);
    expect((await postPhoto(server, member)).code).toBe(0);
  });

  it('admins count too: their public site images have the same hourly limit', async () => {
    const admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
    const logo = () => {
      const form = new FormData();
      form.append('input', file(png(), 'image/png'), 'logo.png');
      return postForm(server, '/api/company/setting/uploadImg', form, admin.token);
    };
    const codes: number[] = [];
    for (let i = 0; i <= PER_HOUR; i += 1) codes.push((await logo()).code);
    expect(codes).toEqual([...Array(PER_HOUR).fill(0), ErrorCode.UploadLimitReached]);
  });

  it('a day later, photos no order used are deleted (row, then file); used and newer ones stay', async () => {
    const drawId = await openDraw(server);
    const product = await stock(server, drawId, '616161', 5, 100);
    const buyer = await newBuyer(server, { cents: 10_00, prefix: 'other' });
    const used = await uploadPhoto(server, buyer);
    const unused = await uploadPhoto(server, buyer);
    const order = await buy(server, buyer, {
      products: [{ productId: product, qty: 1 }],
      ...friend(used),
    });
    expect(order.code).toBe(0);

    server.clock.advance(25 * HOUR);
    const fresh = await uploadPhoto(server, buyer);
    const admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
    const form = new FormData();
    form.append('input', file(png(), 'image/png'), 'logo.png');
    const logo = (await postForm(server, '/api/company/setting/uploadImg', form, admin.token))
      .period.url as string;

    // Every photo of the earlier tests is older than a day too, and none was used.
    const stale = await sql<{ name: string }>(
      server,
      `SELECT name FROM member_upload WHERE NOT public AND used_at IS NULL AND name <> $1`,
      [nameOf(fresh)],
    );
    expect(stale.map((row) => row.name)).toContain(nameOf(unused));
    expect(await server.app.get(UploadSweep).sweep()).toBe(stale.length);

    const files = await storedFiles();
    expect(files).toEqual(expect.arrayContaining([nameOf(used), nameOf(fresh)]));
    for (const { name } of stale) expect(files).not.toContain(name);
    expect((await fetchPhoto(unused, buyer)).status).toBe(404);
    expect((await fetchPhoto(used, buyer)).status).toBe(200);
    expect((await server.request(logo)).status).toBe(200);
    // A swept photo can no longer be used; the order's own photo still can.
    const line = { products: [{ productId: product, qty: 1 }] };
    expect(await buy(server, buyer, { ...line, ...friend(unused) })).toMatchObject({
      code: ErrorCode.InvalidFormat,
      fields: { cusIdenImg: String(ErrorCode.InvalidFormat) },
    });
    expect((await buy(server, buyer, { ...line, ...friend(used) })).code).toBe(0);
    expect(await server.app.get(UploadSweep).sweep()).toBe(0);
  });

  it('a photo an order in flight holds is skipped, not waited for, and kept once it commits', async () => {
    const buyer = await newBuyer(server, { prefix: 'other' });
    const [kept, dropped, other] = [
      await uploadPhoto(server, buyer),
      await uploadPhoto(server, buyer),
      await uploadPhoto(server, buyer),
    ];
    server.clock.advance(25 * HOUR);
    // What a checkout does with a photo, in transactions that have not committed yet.
    const checkout = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
    await checkout.connect();
    const use = (url: string) =>
      checkout.query('UPDATE member_upload SET used_at = now() WHERE name = $1', [nameOf(url)]);
    try {
      await checkout.query('BEGIN');
      await use(kept);
      await use(dropped);
      // The sweep goes past the held photos (waiting would end in the statement timeout).
      await server.app.get(UploadSweep).sweep();
      expect(await storedFiles()).toEqual(expect.arrayContaining([nameOf(kept), nameOf(dropped)]));
      expect(await storedFiles()).not.toContain(nameOf(other));
      await checkout.query('ROLLBACK');
      await checkout.query('BEGIN');
      await use(kept);
      await checkout.query('COMMIT');
    } finally {
      await checkout.end();
    }
    await server.app.get(UploadSweep).sweep();
    expect(await storedFiles()).toContain(nameOf(kept));
    expect(await storedFiles()).not.toContain(nameOf(dropped));
  });

  it('two servers sweeping at once delete each photo once, between them', async () => {
    const second = await startTestApp(
      { dataDir, uploadsPerHour: PER_HOUR },
      { databaseName: server.databaseName, keepDatabase: true },
    );
    try {
      const members = await Promise.all(Array.from({ length: 4 }, () => newBuyer(server)));
      const urls: string[] = [];
      for (const member of members) {
        for (let i = 0; i < PER_HOUR; i += 1) urls.push(await uploadPhoto(server, member));
      }
      // Both servers' clocks a day past every upload.
      second.clock.advance(server.clock.now().getTime() - second.clock.now().getTime());
      for (const app of [server, second]) app.clock.advance(25 * HOUR);
      const [unused] = await sql<{ n: number }>(
        server,
        'SELECT count(*)::int AS n FROM member_upload WHERE NOT public AND used_at IS NULL',
      );
      expect(unused!.n).toBeGreaterThanOrEqual(urls.length);
      const counts = await Promise.all(
        [server, second].map((app) => app.app.get(UploadSweep).sweep()),
      );
      expect(counts[0]! + counts[1]!).toBe(unused!.n);
      const files = await storedFiles();
      for (const url of urls) expect(files).not.toContain(nameOf(url));
      expect(await sql(server, 'SELECT 1 FROM member_upload WHERE NOT public')).toEqual(
        await sql(server, 'SELECT 1 FROM member_upload WHERE NOT public AND used_at IS NOT NULL'),
      );
    } finally {
      await second.close();
    }
  });
});
