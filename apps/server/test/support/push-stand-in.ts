// A local push service that speaks RFC 8030 enough for tests: it takes the encrypted POST a
// browser's push service would, checks the VAPID header (RFC 8292), and decrypts the payload
// with the subscription's own keys (RFC 8291, aes128gcm), as the browser would.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in received for one subscription. */
export interface ReceivedPush {
  /** Decrypted with the subscription's keys: what the service worker would read. */
  payload: unknown;
  ttl: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID JWT verified with the key the request names. */
  vapidKey: string;
  vapidAudience: string;
}

/** A browser's subscription made against the stand-in: its endpoint and its keys. */
export interface StandInSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  received: ReceivedPush[];
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  received: ReceivedPush[];
  /** The push service forgot this browser: every POST is answered 410 Gone. */
  gone: boolean;
}

export class PushStandIn {
  private readonly browsers = new Map<string, Browser>();
  private server!: Server;
  private baseUrl = '';
  /** Requests refused (bad VAPID, undecryptable): a test expects none. */
  readonly refused: string[] = [];

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = request.url!.replace('/push/', '');
        const browser = this.browsers.get(id);
        if (!browser || browser.gone) return void response.writeHead(410).end();
        try {
          browser.received.push({
            ...this.checkVapid(String(request.headers.authorization)),
            payload: JSON.parse(decrypt(browser, Buffer.concat(chunks)).toString('utf8')),
            ttl: request.headers.ttl as string | undefined,
            contentEncoding: request.headers['content-encoding'],
          });
          response.writeHead(201).end();
        } catch (error) {
          this.refused.push(String(error));
          response.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  /** A new browser: a P-256 key pair and an auth secret, as `pushManager.subscribe` makes. */
  subscription(): StandInSubscription {
    const id = randomBytes(8).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const browser: Browser = { ecdh, auth: randomBytes(16), received: [], gone: false };
    this.browsers.set(id, browser);
    return {
      endpoint: `${this.baseUrl}/push/${id}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: browser.auth.toString('base64url'),
      received: browser.received,
    };
  }

  /** The push service forgets the browser (it unsubscribed, or its subscription expired). */
  forget(subscription: StandInSubscription): void {
    this.browsers.get(subscription.endpoint.split('/push/')[1]!)!.gone = true;
  }

  /** `vapid t=<JWT>, k=<public key>`: the JWT is ES256-signed by that key. */
  private checkVapid(header: string): { vapidKey: string; vapidAudience: string } {
    const match = /^vapid t=([^,]+), k=(\S+)$/.exec(header);
    if (!match) throw new Error(`not a VAPID header: ${header}`);
    const [, jwt, key] = match as unknown as [string, string, string];
    const [head, claims, signature] = jwt.split('.') as [string, string, string];
    const raw = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) throw new Error('VAPID signature does not verify');
    const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      aud: string;
    };
    return { vapidKey: key, vapidAudience: aud };
  }
}

/** RFC 8291 / 8188: one aes128gcm record, keys derived from the browser's ECDH key and auth. */
function decrypt(browser: Browser, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
