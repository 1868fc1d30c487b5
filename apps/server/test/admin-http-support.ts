// Helpers for the admin HTTP tests: an admin's session, multipart calls, tiny images.
import type { Answer } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

export const ADMIN_PHONE = '011222444';
export const ADMIN_PASSWORD = 'admin2026';

/** The smallest bytes each image kind is told by. */
export const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
export const jpg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);

export function file(data: Buffer | string, type = 'application/octet-stream'): Blob {
  return new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type });
}

export async function postForm<T = any>(
  server: TestApp,
  path: string,
  form: FormData,
  token?: string,
): Promise<Answer<T>> {
  const response = await server.request(path, {
    method: 'POST',
    headers: { locale: 'en', ...(token ? { authorization: token } : {}) },
    body: form,
  });
  const json = (await response.json()) as {
    code: number;
    result: { period: T; fields?: Record<string, string> };
  };
  return {
    status: response.status,
    code: json.code,
    period: json.result.period,
    fields: json.result.fields,
  };
}
