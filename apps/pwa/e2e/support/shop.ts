import type { ProductItem } from '@lottery/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { newPhone, registerByApi } from './accounts';

interface Envelope<T> {
  code: number;
  msg: string;
  result: { period: T };
}

/** A call to the shop's API as a member (or a visitor without `token`), answers in English. */
export async function callApi<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { locale: 'en' };
  if (token) headers.Authorization = token;
  const response = await request.post(path, { data, headers });
  return (await response.json()) as Envelope<T>;
}

export async function tokenOf(request: APIRequestContext, phone: string, password: string) {
  const answer = await callApi<{ token: string }>(request, '/api/authCustomer', {
    username: phone,
    password,
  });
  expect(answer.code, answer.msg).toBe(0);
  return answer.result.period.token;
}

/** A new (topup) member given `amount` USD by the admin through the real adjustBalance call. */
export async function fundedMember(request: APIRequestContext, amount: string, name = 'Buyer') {
  const member = { phone: newPhone(), password: 'buyer1234' };
  await registerByApi(request, member.phone, member.password, name);
  const token = await tokenOf(request, member.phone, member.password);
  const profile = await callApi<{ id: string }>(request, '/api/customer/user/profile', {}, token);
  const admin = await tokenOf(
    request,
    process.env.E2E_ADMIN_PHONE!,
    process.env.E2E_ADMIN_PASSWORD!,
  );
  const adjusted = await callApi(
    request,
    '/api/company/payment/adjustBalance',
    { userId: profile.result.period.id, amt: amount, reason: 'e2e' },
    admin,
  );
  expect(adjusted.code, adjusted.msg).toBe(0);
  return { ...member, token, id: profile.result.period.id };
}

/** A product of the open draw with at least `minLeft` sheets, found through the public search. */
export async function stockedProduct(request: APIRequestContext, last2: string, minLeft: number) {
  const page = await callApi<{ items: ProductItem[] }>(request, '/searchProduct', {
    last2,
    page: 1,
    limit: 50,
  });
  const product = page.result.period.items.find((item) => item.r >= minLeft);
  if (!product) throw new Error(`no number ending ${last2} with ${minLeft} sheets`);
  return product;
}
