import ky, { isHTTPError, type KyInstance, type RetryOptions } from 'ky';
import {
  ErrorCode,
  type AnswerOf,
  type Envelope,
  type GetAnswerOf,
  type GetPath,
  type JsonPostPath,
  type PublicRead,
  type QueryOf,
  type RequestOf,
  type UploadPath,
} from '@lottery/contracts';
import { ApiError, shouldClearSession } from './api-error';
import { kyRetry, moneyRetryPolicy, retryStatuses, type RetryPolicy } from './retry-policy';
import { localeAtom } from './atoms/locale';
import { tokenAtom } from './atoms/token';
import { openErrorDialog } from './error-dialog';
import { errorText } from './intl';
import { clearSession } from './session';
import { appStore } from './store';

export { ApiError } from './api-error';

/** The shop this app sells for; the server treats a missing id the same way. */
export const AGENT_ID = 'default';

/**
 * The public reads as cacheable GETs (issue 31): their answer is the same for everyone, so they
 * carry no token and name the language in the URL, which is then their whole cache key.
 */
export const PUBLIC_READS = '/api/public/';
let revalidateUntil = 0;

/**
 * Results were just published: for a few seconds public reads ask the server (a 304 when nothing
 * changed) instead of taking the browser's still-fresh copy.
 */
export function revalidatePublicReads(forMs = 10_000): void {
  revalidateUntil = Date.now() + forMs;
}

const http: KyInstance = ky.create({
  // Errors come back as envelopes with a code; read them instead of letting ky throw on status.
  throwHttpErrors: false,
  retry: 0,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('agentId', AGENT_ID);
        request.headers.set('locale', appStore.get(localeAtom));
        const token = appStore.get(tokenAtom);
        if (token && !new URL(request.url).pathname.startsWith(PUBLIC_READS))
          request.headers.set('Authorization', token);
      },
    ],
  },
});

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

/** The spec's global reactions to some codes, in one place. */
function reactToError(error: ApiError): void {
  if (!shouldClearSession(error.code, location.pathname)) return;
  clearSession();
  if (error.code === ErrorCode.SignedInElsewhere) {
    openErrorDialog(errorText(ErrorCode.SignedInElsewhere, appStore.get(localeAtom)));
  }
}

type Method = 'get' | 'post' | 'put' | 'delete';

interface CallOptions {
  headers?: Record<string, string> | undefined;
  /** Only money calls retry (see retry-policy.ts); `onRetry` hears each retry. */
  retry?: { options: RetryOptions; onRetry: () => void };
  /** A GET's query (empty values left out, so one question has one URL). */
  query?: Readonly<Record<string, unknown>> | undefined;
}

/** Calls the API and returns `result.period`; any non-zero code throws an `ApiError`. */
export async function apiCall<T>(
  method: Method,
  path: string,
  json?: unknown,
  { headers, retry, query }: CallOptions = {},
): Promise<T> {
  const signedIn = appStore.get(tokenAtom) !== null;
  const publicRead = path.startsWith(PUBLIC_READS);
  // Absolute URL: same origin (the dev server proxies), and Request needs one outside browsers.
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(query ?? {}).sort()) {
    if (typeof value === 'string' || typeof value === 'number') {
      if (value !== '') url.searchParams.set(name, String(value));
    }
  }
  if (publicRead) url.searchParams.set('locale', appStore.get(localeAtom));
  let response: Response;
  try {
    // Offline, the browser's cache may still hold a public read for a few seconds; the failure
    // instead, so the query keeps its saved answer (lib/query-persist.ts) and the page marks it
    // "offline, as of" from when that answer came.
    if (publicRead && !navigator.onLine) throw new Error('offline');
    response = await http(url, {
      method,
      ...(json instanceof FormData ? { body: json } : { json }),
      ...(headers ? { headers } : {}),
      // A member's data must never be answered from the HTTP cache; public reads may be.
      cache: publicRead
        ? Date.now() < revalidateUntil
          ? 'no-cache'
          : 'default'
        : signedIn
          ? 'no-store'
          : 'default',
      ...(retry
        ? {
            retry: retry.options,
            // ky retries only what it throws: the statuses worth a retry, read below all the same.
            throwHttpErrors: (status: number) => retryStatuses.includes(status),
            hooks: {
              beforeRetry: [
                () => {
                  retry.onRetry();
                },
              ],
            },
          }
        : {}),
    });
  } catch (error) {
    // No answer at all (offline, or the network failed): what was read before is the query
    // cache's to show, not this call's.
    if (!isHTTPError(error)) throw new ApiError(ErrorCode.ServiceUnavailable, '', 0);
    response = error.response;
  }
  const body = await answerBody(response);
  if (!isEnvelope(body)) throw new ApiError(ErrorCode.GenericError, '', response.status);
  if (body.code !== 0) {
    const fields = (body.result as { fields?: Record<string, string> } | null)?.fields ?? {};
    const error = new ApiError(body.code, body.msg, response.status, fields);
    reactToError(error);
    throw error;
  }
  return body.result.period as T;
}

/** A money call's answer, and whether it took a retry to get it (the member is told). */
export interface MoneyAnswer<T> {
  value: T;
  retried: boolean;
}

/**
 * A call that moves money: POST with its `Idempotency-Key`, retried with that same key after a
 * 503, a timeout or a lost answer (issue 11), so a commit whose answer was lost is replayed, never
 * made twice. Still failing after the retries, it throws like any call (`isUnreachable` tells).
 */
export async function apiMoney<P extends JsonPostPath>(
  path: P,
  json: RequestOf<P>,
  idempotencyKey: string,
  policy: RetryPolicy = moneyRetryPolicy,
): Promise<MoneyAnswer<AnswerOf<P>>> {
  let retried = false;
  const value = await apiCall<AnswerOf<P>>('post', path, json, {
    headers: { 'Idempotency-Key': idempotencyKey },
    retry: {
      options: kyRetry(policy),
      onRetry: () => {
        retried = true;
      },
    },
  });
  return { value, retried };
}

/**
 * The answer's JSON, or null when it is not JSON. An answer cut off while it was read (the page
 * navigated away, the network went) is no answer at all: status 0, as when none came, so that a
 * profile call cut off by a navigation does not read as the server refusing the session.
 */
async function answerBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw new ApiError(ErrorCode.ServiceUnavailable, '', 0);
  }
}

/*
 * The calls below are typed by the API table of `@lottery/contracts` (api.ts): the path must be
 * one of its keys, the body or query its request type, and the answer is its answer type.
 */

/** The body may be left out only when every field of the request is optional. */
type BodyOf<P extends JsonPostPath> =
  object extends RequestOf<P> ? [json?: RequestOf<P>] : [json: RequestOf<P>];

export const apiGet = <P extends GetPath>(path: P, query?: QueryOf<P>) =>
  apiCall<GetAnswerOf<P>>('get', path, undefined, {
    query: query as Readonly<Record<string, unknown>> | undefined,
  });
/** A public read (`/api/public/...`): cacheable by the browser, the service worker and a CDN. */
export const apiRead = <N extends PublicRead>(name: N, query?: QueryOf<`/api/public/${N}`>) =>
  apiCall<GetAnswerOf<`/api/public/${N}`>>('get', `${PUBLIC_READS}${name}`, undefined, {
    query: query ?? {},
  });
export const apiPost = <P extends JsonPostPath>(path: P, ...[json = {}]: BodyOf<P>) =>
  apiCall<AnswerOf<P>>('post', path, json);
/**
 * A file answer (e.g. a CSV export) with the same headers as every call. A refusal still comes
 * as an envelope, which throws its code like any other call.
 */
export async function apiDownload(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await http(new URL(path, location.origin), { cache: 'no-store' });
  } catch {
    throw new ApiError(ErrorCode.ServiceUnavailable, '', 0);
  }
  if (response.ok && !response.headers.get('content-type')?.includes('application/json')) {
    return response.blob();
  }
  const body = await answerBody(response);
  const code = isEnvelope(body) && body.code !== 0 ? body.code : ErrorCode.GenericError;
  const error = new ApiError(code, isEnvelope(body) ? body.msg : '', response.status);
  reactToError(error);
  throw error;
}

/** A multipart upload (files and text fields); the browser sets the boundary. */
export const apiUpload = <P extends UploadPath>(path: P, form: FormData) =>
  apiCall<AnswerOf<P>>('post', path, form);
