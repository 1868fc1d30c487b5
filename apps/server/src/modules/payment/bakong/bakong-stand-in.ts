/**
 * A local stand-in for Bakong's transaction check, speaking the same protocol (paths, bearer
 * token, `{responseCode, responseMessage, errorCode, data}`). Tests start it on a free port;
 * development starts it inside the server (BAKONG_API_ROOT=stand-in). It knows the QR codes
 * "paid" to it through `pay` (or `POST /stand-in/pay {"qr": ...}`); it never runs in production.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import khqr from 'bakong-khqr';
import type { BakongTransactionData } from './bakong-api.js';

const { BakongKHQR } = khqr;

/** How the stand-in misbehaves, as the real one can. */
export type StandInTrouble =
  | { kind: 'none' }
  | { kind: 'error'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'unauthorized' };

/** What a payment may differ in from its QR code (a test of the mismatch path). */
export type PaymentChanges = Partial<
  Pick<BakongTransactionData, 'amount' | 'currency' | 'toAccountId'>
>;

const CURRENCIES: Record<string, string> = { '840': 'USD', '116': 'KHR' };

export class BakongStandIn {
  /** Paid QR codes by their MD5. */
  private readonly paid = new Map<string, BakongTransactionData>();
  /** Every call, for tests to count: its path and how many MD5s it asked about. */
  readonly calls: Array<{ path: string; md5s: number }> = [];
  trouble: StandInTrouble = { kind: 'none' };
  private server: Server | undefined;

  constructor(private readonly token: string | undefined) {}

  /** Listens on 127.0.0.1 (port 0: any free one); answers the API root. */
  async start(port = 0): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /**
   * Marks the QR code paid as a banking app would (its amount, currency and payee), with any
   * `changes`; answers the transaction. Paying the same code again changes nothing.
   */
  pay(qr: string, changes: PaymentChanges = {}): BakongTransactionData {
    const md5 = createHash('md5').update(qr).digest('hex');
    const known = this.paid.get(md5);
    if (known) return known;
    const decoded = BakongKHQR.decode(qr).data;
    if (!decoded || !decoded.bakongAccountID) throw new Error('not a KHQR code');
    const now = Date.now();
    const transaction: BakongTransactionData = {
      hash: randomBytes(32).toString('hex'),
      fromAccountId: 'member_payer@aclb',
      toAccountId: decoded.bakongAccountID,
      currency: CURRENCIES[decoded.transactionCurrency ?? ''] ?? 'USD',
      amount: Number(decoded.transactionAmount ?? 0),
      description: decoded.billNumber ?? null,
      createdDateMs: now,
      acknowledgedDateMs: now,
      ...changes,
    };
    this.paid.set(md5, transaction);
    return transaction;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const reply = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
    } catch {
      return reply(400, envelope(1, 'Bad request', 3, null));
    }
    if (request.method !== 'POST') return reply(404, envelope(1, 'Not found', 404, null));
    // For a person in development: `{"qr": "<KHQR string>"}` pays that QR code.
    if (path === '/stand-in/pay') {
      const qr = (body as { qr?: unknown } | null)?.qr;
      if (typeof qr !== 'string') return reply(400, envelope(1, 'qr is required', 3, null));
      return reply(200, envelope(0, 'Paid', null, this.pay(qr)));
    }
    const single = path === '/v1/check_transaction_by_md5';
    const list = path === '/v1/check_transaction_by_md5_list';
    const link = path === '/v1/generate_deeplink_by_qr';
    if (!single && !list && !link) return reply(404, envelope(1, 'Not found', 404, null));
    const md5s = single ? [(body as { md5?: unknown } | null)?.md5] : body;
    this.calls.push({ path, md5s: Array.isArray(md5s) ? md5s.length : 0 });

    const trouble = this.trouble;
    if (trouble.kind === 'slow') await new Promise((r) => setTimeout(r, trouble.delayMs));
    if (trouble.kind === 'error') return reply(trouble.status, { error: 'stand-in trouble' });
    if (
      trouble.kind === 'unauthorized' ||
      (this.token !== undefined && request.headers.authorization !== `Bearer ${this.token}`)
    ) {
      return reply(
        401,
        envelope(1, 'Unauthorized, not yet requested token or token has expired', 6, null),
      );
    }
    if (link) {
      const qr = (body as { qr?: unknown } | null)?.qr;
      if (typeof qr !== 'string') return reply(400, envelope(1, 'qr is required', 3, null));
      const md5 = createHash('md5').update(qr).digest('hex');
      return reply(
        200,
        envelope(0, 'Deep link generated', null, {
          shortLink: `https://bakong.page.link/stand-in-${md5.slice(0, 12)}`,
        }),
      );
    }
    if (!Array.isArray(md5s) || md5s.length > 50 || md5s.some((md5) => typeof md5 !== 'string')) {
      return reply(400, envelope(1, 'md5 is invalid', 3, null));
    }
    if (single) {
      const transaction = this.paid.get(md5s[0] as string);
      return reply(
        200,
        transaction
          ? envelope(0, 'Getting transaction successfully.', null, transaction)
          : envelope(1, 'Transaction could not be found. Please check and try again.', 1, null),
      );
    }
    const lines = (md5s as string[]).map((md5) => {
      const transaction = this.paid.get(md5);
      return transaction
        ? { md5, status: 'SUCCESS', message: null, data: transaction }
        : { md5, status: 'NOT_FOUND', message: 'Transaction could not be found.', data: null };
    });
    return reply(200, envelope(0, 'Getting transactions successfully.', null, lines));
  }
}

function envelope(
  responseCode: number,
  responseMessage: string,
  errorCode: number | null,
  data: unknown,
) {
  return { responseCode, responseMessage, errorCode, data };
}
