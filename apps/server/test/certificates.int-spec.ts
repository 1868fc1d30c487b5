import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import {
  base64UrlOfBytes,
  encodeCertificatePayload,
  ErrorCode,
  maskPhone,
  parseCertificate,
  type CertificateCheck,
  type MyTicket,
} from '@lottery/contracts';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { buy, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';

/**
 * Ticket certificates (issue 30): every sheet a member holds carries one, signed with the shop's
 * Ed25519 key; anyone can check it with the public key, and the shop says whether the sheet
 * changed hands since. Real requests on one server and one PostgreSQL.
 */
describe('ticket certificates', () => {
  let server: TestApp;
  let drawId = '';

  const phoneOf = async (member: Buyer) =>
    (
      await sql<{ phone: string }>(server, 'SELECT username AS phone FROM member WHERE id = $1', [
        member.id,
      ])
    )[0]!.phone;
  const myTickets = async (member: Buyer) => {
    const answer = await send<MyTicket[]>(server, '/api/customer/user/myTicket', {
      token: member.token,
      body: { gid: drawId },
    });
    expect(answer.code).toBe(0);
    return answer.period;
  };
  const check = (c: string) =>
    send<CertificateCheck>(server, `/verifyTicket?c=${encodeURIComponent(c)}`, { method: 'GET' });
  const gift = async (sender: Buyer, receiver: Buyer, orderId: string) => {
    const sent = await send<string>(server, '/api/customer/transaction/sendgift', {
      token: sender.token,
      body: { transactions: [orderId], name: 'Chan Sophea', phone: '012345678' },
    });
    expect(sent.code).toBe(0);
    const giftCode = new URL(sent.period, 'https://shop.example').searchParams.get('giftCode')!;
    const received = await send(server, '/api/customer/transaction/recivedGift', {
      token: receiver.token,
      body: { giftCode },
    });
    expect(received.code).toBe(0);
  };
  async function boughtForSelf(buyer: Buyer, number: string, sheets = 1) {
    const product = await stock(server, drawId, number, sheets);
    const answer = await buy(server, buyer, {
      products: [{ productId: product, qty: sheets }],
      isGift: true,
    });
    expect(answer.code).toBe(0);
    return answer.period.orderId as string;
  }

  beforeAll(async () => {
    server = await startTestApp();
    drawId = await openDraw(server);
  });
  afterAll(() => server.close());

  it('signs each sheet a member holds; the public key at the well-known path verifies it', async () => {
    const buyer = await newBuyer(server, { cents: 100_00 });
    await boughtForSelf(buyer, '481516', 2);
    const [ticket] = await myTickets(buyer);
    expect(ticket!.sheets).toHaveLength(2);

    const response = await server.request('/.well-known/lottery-ticket-key');
    expect(response.status).toBe(200);
    const jwk = (await response.json()) as { kty: string; crv: string; x: string };
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    const publicKey = createPublicKey({ key: jwk, format: 'jwk' });

    const phone = await phoneOf(buyer);
    for (const sheet of ticket!.sheets) {
      const parsed = parseCertificate(sheet.certificate!)!;
      expect(parsed.facts).toMatchObject({
        shop: 'default',
        gid: drawId,
        number: '481516',
        setNo: sheet.setNo,
        owner: maskPhone(phone),
        hand: 1,
      });
      expect(verify(null, Buffer.from(parsed.signed), publicKey, parsed.signature)).toBe(true);
      const answer = await check(sheet.certificate!);
      expect(answer.code).toBe(0);
      expect(answer.period.status).toBe('valid');
      expect(answer.period.history.map((step) => step.event)).toEqual(['bought']);
    }
  });

  it('refuses a tampered certificate, one signed by another key, and noise (8001)', async () => {
    const buyer = await newBuyer(server, { cents: 100_00 });
    await boughtForSelf(buyer, '271828');
    const certificate = (await myTickets(buyer))[0]!.sheets[0]!.certificate!;
    const parsed = parseCertificate(certificate)!;
    const signature = certificate.split('.')[1]!;

    // Another number with the shop's signature of the real one.
    const otherNumber = encodeCertificatePayload({ ...parsed.facts, number: '999999' });
    // A sheet claimed back by its first owner: an old hand with today's signature is still refused.
    const otherOwner = encodeCertificatePayload({ ...parsed.facts, owner: '099****99' });
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const forged = `${otherNumber}.${base64UrlOfBytes(sign(null, Buffer.from(otherNumber), stranger))}`;
    for (const bad of [
      `${otherNumber}.${signature}`,
      `${otherOwner}.${signature}`,
      forged,
      'not-a-certificate',
      `${certificate}x`,
    ]) {
      const answer = await check(bad);
      expect(answer.status).toBe(400);
      expect(answer.code).toBe(ErrorCode.CertificateNotOurs);
    }
    expect((await check(certificate)).period.status).toBe('valid');
  });

  it('after a gift is received the old certificate reads changed hands, the new one is valid', async () => {
    const sender = await newBuyer(server, { cents: 100_00 });
    const receiver = await newBuyer(server);
    await sql(server, `UPDATE member SET name = 'Sreymom Keo' WHERE id = ANY($1::bigint[])`, [
      [sender.id, receiver.id],
    ]);
    const orderId = await boughtForSelf(sender, '314159');
    const before = (await myTickets(sender))[0]!.sheets[0]!.certificate!;

    await gift(sender, receiver, orderId);

    const old = await check(before);
    expect(old.code).toBe(0);
    expect(old.period.status).toBe('changedHands');
    expect(old.period.history.map((step) => step.event)).toEqual(['bought', 'gifted', 'received']);
    // The answer names nobody: the certificate's own mask only, no phone, name or order.
    const senderPhone = await phoneOf(sender);
    const receiverPhone = await phoneOf(receiver);
    const text = JSON.stringify(old.period);
    for (const secret of [
      senderPhone,
      receiverPhone,
      maskPhone(receiverPhone),
      'Sreymom',
      '012345678',
    ])
      expect(text).not.toContain(secret);
    expect(Object.keys(old.period).sort()).toEqual(
      ['drawDate', 'facts', 'history', 'photo', 'roundName', 'status'].sort(),
    );
    expect(old.period.facts.owner).toBe(maskPhone(senderPhone));

    // The sender holds it no more: no certificate of it in their tickets.
    expect((await myTickets(sender)).filter((t) => t.number === '314159')).toEqual([]);
    const now = (await myTickets(receiver))[0]!.sheets[0]!.certificate!;
    expect(now).not.toBe(before);
    expect(parseCertificate(now)!.facts).toMatchObject({
      owner: maskPhone(receiverPhone),
      hand: 2,
    });
    expect((await check(now)).period.status).toBe('valid');
  });

  it('the ticket link shows certificates only of the sheets its buyer still holds', async () => {
    const buyer = await newBuyer(server, { cents: 100_00, prefix: 'topup' });
    const orderId = await boughtForSelf(buyer, '161803');
    const byOwner = await send(server, `/orderTicket?orderId=${orderId}`, {
      method: 'GET',
      token: buyer.token,
    });
    expect(byOwner.code).toBe(0);
    const certificate = byOwner.period.tickets[0].sheets[0].certificate as string;
    expect((await check(certificate)).period.status).toBe('valid');

    await gift(buyer, await newBuyer(server), orderId);
    const after = await send(server, `/orderTicket?orderId=${orderId}`, {
      method: 'GET',
      token: buyer.token,
    });
    expect(after.period.tickets[0].sheets[0].certificate).toBeUndefined();
  });
});
