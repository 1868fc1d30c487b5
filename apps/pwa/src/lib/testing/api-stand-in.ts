import { vi } from 'vitest';

/** What a stand-in route answers: the envelope's `period`, or a refusal with its code. */
export type StandInAnswer =
  { period: unknown } | { code: number; fields?: Record<string, string>; status?: number };

type Route = StandInAnswer | ((body: unknown, request: Request) => StandInAnswer);

/** One request the app sent: its path and JSON body, as the server would read them. */
export interface SentRequest {
  path: string;
  /** The query of a GET. */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/**
 * A stand-in for the network edge only (component tests): `fetch` answers each path with the
 * API's envelope. A path not listed answers 404, so a call the test did not expect shows up.
 * Every request is recorded, in order, in `sent`.
 */
export function standInApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ path, query: url.searchParams, body, headers: request.headers });
    const route = routes[path];
    const answer = typeof route === 'function' ? route(body, request) : route;
    if (!answer) return json(404, { code: 404, msg: 'not found', result: { period: null } });
    if ('period' in answer) return json(200, { code: 0, msg: 'ok', result: answer });
    return json(answer.status ?? 400, {
      code: answer.code,
      msg: 'refused',
      result: { period: null, fields: answer.fields ?? {} },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    sent,
    /** The requests sent to one path. */
    to: (path: string) => sent.filter((request) => request.path === path),
  };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
