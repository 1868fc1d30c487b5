/**
 * Bakong's open API, the part deposits need: "did the transaction of this KHQR code happen?",
 * asked by the MD5 of the QR string. Behind our own interface: the real adapter speaks HTTP to
 * `BAKONG_API_ROOT`; tests and development point that at the local stand-in (bakong-stand-in.ts).
 */

/** Bakong's `data` for a paid QR code. `amount` is in the currency's units (a JSON number). */
export interface BakongTransactionData {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  amount: number;
  description?: string | null;
  createdDateMs: number;
  acknowledgedDateMs?: number | null;
}

/** Per MD5 asked: paid (with the transaction), or not found yet (not paid, or not yet). */
export type BakongCheckAnswer =
  { paid: true; transaction: BakongTransactionData } | { paid: false };

/** Who asks for a deep link: the banking app shows the name and icon, and returns to the callback. */
export interface DeepLinkSource {
  appName: string;
  appIconUrl: string;
  appDeepLinkCallback: string;
}

export interface BakongApi {
  /** At most `BAKONG_MD5_BATCH` MD5s; an answer for each. Throws a `BakongError` on failure. */
  check(md5s: readonly string[]): Promise<Map<string, BakongCheckAnswer>>;
  /** A link that opens a banking app on the QR code's payment (Bakong's short link). */
  deepLink(qr: string, source: DeepLinkSource): Promise<string>;
}

export const BAKONG_API = 'BakongApi';
/** Bakong's limit for `check_transaction_by_md5_list`. */
export const BAKONG_MD5_BATCH = 50;

/** Bakong did not answer usefully: down, slow, 5xx, or an answer we cannot read. */
export class BakongError extends Error {}
/** Bakong's errorCode 6: the token is expired or wrong; an admin must renew it. */
export class BakongUnauthorized extends BakongError {}

/** Bakong's envelope around every answer. */
interface Envelope<T> {
  responseCode: number;
  responseMessage?: string | null;
  errorCode: number | null;
  data: T | null;
}

/** One line of `check_transaction_by_md5_list`'s `data`. */
interface ListLine {
  md5: string;
  status: string;
  message?: string | null;
  data: BakongTransactionData | null;
}

const NOT_FOUND = 1;
const UNAUTHORIZED = 6;

function isTransaction(data: unknown): data is BakongTransactionData {
  if (!data || typeof data !== 'object') return false;
  const t = data as Record<string, unknown>;
  return (
    typeof t.hash === 'string' &&
    t.hash.length > 0 &&
    typeof t.fromAccountId === 'string' &&
    typeof t.toAccountId === 'string' &&
    typeof t.currency === 'string' &&
    typeof t.amount === 'number' &&
    typeof t.createdDateMs === 'number'
  );
}

/** The real adapter: `fetch` with a timeout, one call per batch (one MD5: the single check). */
export class HttpBakongApi implements BakongApi {
  constructor(
    private readonly root: string,
    private readonly token: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  async check(md5s: readonly string[]): Promise<Map<string, BakongCheckAnswer>> {
    if (md5s.length > BAKONG_MD5_BATCH) throw new RangeError(`at most ${BAKONG_MD5_BATCH} MD5s`);
    const answers = new Map<string, BakongCheckAnswer>();
    if (md5s.length === 0) return answers;
    if (md5s.length === 1) {
      const [md5] = md5s as [string];
      const answer = await this.post<unknown>('/v1/check_transaction_by_md5', { md5 });
      answers.set(md5, this.single(answer));
      return answers;
    }
    const answer = await this.post<ListLine[]>('/v1/check_transaction_by_md5_list', md5s);
    if (answer.responseCode !== 0 || !Array.isArray(answer.data)) {
      throw new BakongError(`Bakong list check: ${answer.errorCode} ${answer.responseMessage}`);
    }
    for (const line of answer.data) {
      if (!md5s.includes(line.md5)) continue;
      answers.set(
        line.md5,
        line.status === 'SUCCESS' && isTransaction(line.data)
          ? { paid: true, transaction: line.data }
          : { paid: false },
      );
    }
    for (const md5 of md5s) if (!answers.has(md5)) answers.set(md5, { paid: false });
    return answers;
  }

  async deepLink(qr: string, source: DeepLinkSource): Promise<string> {
    const answer = await this.post<{ shortLink?: unknown }>('/v1/generate_deeplink_by_qr', {
      qr,
      sourceInfo: source,
    });
    const link = answer.data?.shortLink;
    if (answer.responseCode !== 0 || typeof link !== 'string' || !/^https:\/\//.test(link)) {
      throw new BakongError(`Bakong deep link: ${answer.errorCode} ${answer.responseMessage}`);
    }
    return link;
  }

  private single(answer: Envelope<unknown>): BakongCheckAnswer {
    if (answer.responseCode === 0 && isTransaction(answer.data)) {
      return { paid: true, transaction: answer.data };
    }
    if (answer.errorCode === NOT_FOUND) return { paid: false };
    throw new BakongError(`Bakong check: ${answer.errorCode} ${answer.responseMessage}`);
  }

  private async post<T>(path: string, body: unknown): Promise<Envelope<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.root}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // AbortSignal.timeout rejects with a DOMException named TimeoutError.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new BakongError(
        timedOut
          ? `Bakong did not answer within ${this.timeoutMs} ms`
          : `Bakong unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let answer: Envelope<T> | undefined;
    try {
      answer = (await response.json()) as Envelope<T>;
    } catch {
      answer = undefined;
    }
    // Bakong answers errorCode 6 with 200 or 401; either way the token is the problem.
    if (answer?.errorCode === UNAUTHORIZED || response.status === 401) {
      throw new BakongUnauthorized(
        'Bakong refused the token (errorCode 6): renew BAKONG_API_TOKEN',
      );
    }
    if (!response.ok || !answer || typeof answer.responseCode !== 'number') {
      throw new BakongError(`Bakong answered HTTP ${response.status}`);
    }
    return answer;
  }
}
