import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, type MyTicket } from '@lottery/contracts';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { uploadsDir } from '../src/common/upload/uploads.js';
import { APP_CONFIG, type AppConfig } from '../src/config/config.js';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { buy, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';

/** Mean absolute difference of two same-size images' pixels (0 to 255), within a region. */
async function difference(
  a: Buffer,
  b: Buffer,
  region?: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const raw = async (image: Buffer) => {
    let pipeline = sharp(image).removeAlpha();
    if (region) pipeline = pipeline.extract(region);
    return pipeline.raw().toBuffer();
  };
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/**
 * Stamped photos (issue 30): the photo a member sees of their own sheet carries their masked
 * phone, the order and the date across the lower part of the sheet, not over the number; anyone
 * else gets nothing, listings keep the original; a new holder gets a new stamp.
 */
describe('stamped sheet photos', () => {
  let server: TestApp;
  let dataDir: string;
  let drawId: string;

  const photoOf = async (member: Buyer | null, path: string) => {
    const response = await server.request(path, {
      headers: { locale: 'en', ...(member ? { authorization: member.token } : {}) },
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), body };
  };
  const myTickets = async (member: Buyer) =>
    (
      await send<MyTicket[]>(server, '/api/customer/user/myTicket', {
        token: member.token,
        body: { gid: drawId },
      })
    ).period;

  beforeAll(async () => {
    // A DATA_DIR of its own: the kept stamps this file looks at are its own.
    server = await startTestApp({ dataDir: await mkdtemp(join(tmpdir(), 'stamps-')) });
    dataDir = server.app.get<AppConfig>(APP_CONFIG).dataDir;
    drawId = await openDraw(server, '2030-08-01');
  });
  afterAll(() => server.close());

  it("the holder's photo is stamped (same size, not over the number); others get nothing; the original stays", async () => {
    // An uploaded sheet photo, as an admin's stock upload leaves it: a 1200 × 600 JPEG.
    const original = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#f3e7c9' },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect x="520" y="140" width="600" height="130" fill="#fff"/><text x="820" y="240" font-size="100" text-anchor="middle" fill="#b00020" font-family="DejaVu Sans">482913</text></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    const name = `stamp-${Date.now()}.jpg`;
    await mkdir(join(uploadsDir(dataDir), 'tickets'), { recursive: true });
    await writeFile(join(uploadsDir(dataDir), 'tickets', name), original);
    const productId = await stock(server, drawId, '482913', 1);
    await sql(server, `UPDATE sheet SET photo = $1 WHERE product_id = $2`, [
      `/uploads/tickets/${name}`,
      productId,
    ]);

    const holder = await newBuyer(server, { cents: 100_00 });
    expect(
      (await buy(server, holder, { products: [{ productId, qty: 1 }], isGift: true })).code,
    ).toBe(0);
    const [ticket] = await myTickets(holder);
    const sheet = ticket!.sheets[0]!;
    expect(sheet.photo).toBe(`/uploads/tickets/${name}`);
    expect(sheet.stampedPhoto).toMatch(/^\/api\/customer\/user\/sheetPhoto\/\d+$/);

    const stamped = await photoOf(holder, sheet.stampedPhoto!);
    expect(stamped.status).toBe(200);
    expect(stamped.type).toBe('image/jpeg');
    expect(await sharp(stamped.body).metadata()).toMatchObject({ width: 1200, height: 600 });
    // The lower part carries the stamp; the number's box (top right) is as it was (JPEG noise).
    const lower = { left: 0, top: 380, width: 1200, height: 200 };
    const number = { left: 520, top: 140, width: 600, height: 130 };
    expect(await difference(original, stamped.body, lower)).toBeGreaterThan(3);
    expect(await difference(original, stamped.body, number)).toBeLessThan(2);
    await writeFile(join(dataDir, 'stamped-example.jpg'), stamped.body);

    // Kept: asked again, the same bytes from DATA_DIR/stamped, one file for this sheet and hand.
    expect((await photoOf(holder, sheet.stampedPhoto!)).body.equals(stamped.body)).toBe(true);
    const sheetId = sheet.stampedPhoto!.split('/').pop()!;
    const files = (await readdir(join(dataDir, 'stamped'))).filter((file) =>
      file.startsWith(`${sheetId}-`),
    );
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^${sheetId}-1-${holder.id}-[\\w-]{12}\\.jpg$`)),
    ]);

    // Another member gets nothing (8004), a visitor is asked to sign in; the original is public.
    const other = await newBuyer(server);
    const refused = await photoOf(other, sheet.stampedPhoto!);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body.toString('utf8')).code).toBe(ErrorCode.SheetPhotoNotYours);
    const visitor = await photoOf(null, sheet.stampedPhoto!);
    expect(visitor.status).toBe(401);
    const listed = await photoOf(null, `/uploads/tickets/${name}`);
    expect(listed.status).toBe(200);
    expect(listed.body.equals(original)).toBe(true);
  });

  it('a gift received makes a new stamp for the new holder; the giver no longer gets one', async () => {
    const productId = await stock(server, drawId, '573310', 1);
    const giver = await newBuyer(server, { cents: 100_00 });
    const receiver = await newBuyer(server);
    expect(
      (await buy(server, giver, { products: [{ productId, qty: 1 }], isGift: true })).code,
    ).toBe(0);
    const [ticket] = await myTickets(giver);
    const path = ticket!.sheets[0]!.stampedPhoto!;
    const before = await photoOf(giver, path);
    expect(before.status).toBe(200);
    // A demo sheet's drawn picture stays SVG (the phone draws its Thai text), 400 × 200.
    expect(before.type).toBe('image/svg+xml');
    expect(await sharp(before.body).metadata()).toMatchObject({ width: 400, height: 200 });

    const sent = await send<string>(server, '/api/customer/transaction/sendgift', {
      token: giver.token,
      body: { transactions: [ticket!.orderId], name: 'Chan Sophea', phone: '012345678' },
    });
    expect(sent.code).toBe(0);
    const giftCode = new URL(sent.period, 'https://shop.example').searchParams.get('giftCode')!;
    const received = await send(server, '/api/customer/transaction/recivedGift', {
      token: receiver.token,
      body: { giftCode },
    });
    expect(received.code).toBe(0);

    const after = await photoOf(receiver, path);
    expect(after.status).toBe(200);
    expect(after.body.equals(before.body)).toBe(false);
    expect(await difference(before.body, after.body)).toBeGreaterThan(0.05);
    expect((await photoOf(giver, path)).status).toBe(404);
    const sheetId = path.split('/').pop()!;
    const files = (await readdir(join(dataDir, 'stamped')))
      .filter((file) => file.startsWith(`${sheetId}-`))
      .sort();
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^${sheetId}-1-${giver.id}-.*\\.svg$`)),
      expect.stringMatching(new RegExp(`^${sheetId}-2-${receiver.id}-.*\\.svg$`)),
    ]);
  });

  it('many first views at once all get the photo, and one stamped file is kept', async () => {
    const productId = await stock(server, drawId, '573311', 1);
    const holder = await newBuyer(server, { cents: 100_00 });
    expect(
      (await buy(server, holder, { products: [{ productId, qty: 1 }], isGift: true })).code,
    ).toBe(0);
    const [ticket] = await myTickets(holder);
    const path = ticket!.sheets[0]!.stampedPhoto!;
    const views = await Promise.all(Array.from({ length: 12 }, () => photoOf(holder, path)));
    expect(views.map((view) => view.status)).toEqual(Array(12).fill(200));
    expect(views.every((view) => view.body.equals(views[0]!.body))).toBe(true);
    const sheetId = path.split('/').pop()!;
    const files = (await readdir(join(dataDir, 'stamped'))).filter((file) =>
      file.startsWith(`${sheetId}-`),
    );
    expect(files).toEqual([expect.stringMatching(/\.svg$/)]);
  });
});
