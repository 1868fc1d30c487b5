// Members with money and products of the open draw, through the real API (purchase and gift tests).
import type { ProductItem } from '@lottery/contracts';
import type { APIRequestContext } from '@playwright/test';
import { newPhone, registerByApi } from './accounts';
import { e2eQuery } from './database';
import { expect } from './fixtures';

export interface Envelope<T> {
  code: number;
  msg: string;
  result: { period: T; fields?: Record<string, string> };
}

export async function call<T>(
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

export async function signInByApi(
  request: APIRequestContext,
  phoneNumber: string,
  password: string,
) {
  const answer = await call<{ token: string }>(request, '/api/authCustomer', {
    username: phoneNumber,
    password,
  });
  expect(answer.code).toBe(0);
  return answer.result.period.token;
}

/** The admin adds money to a member's balance (the real admin call, with a reason). */
export async function giveMoney(request: APIRequestContext, userId: string, amount: string) {
  const admin = await signInByApi(
    request,
    process.env.E2E_ADMIN_PHONE!,
    process.env.E2E_ADMIN_PASSWORD!,
  );
  const adjusted = await call<{ balance: string }>(
    request,
    '/api/company/payment/adjustBalance',
    { userId, amt: amount, reason: 'e2e purchase test' },
    admin,
  );
  expect(adjusted.code, adjusted.msg).toBe(0);
}

/**
 * A new member with `amount` USD given by the admin through the real adjustBalance call. New
 * members are `topup` (the shop tops them up); `other` members buy for friends with an identity.
 */
export async function memberWithMoney(
  request: APIRequestContext,
  amount: string,
  prefix: 'topup' | 'other' = 'topup',
  name = 'Buyer',
) {
  const member = { phone: newPhone(), password: 'buyer1234' };
  await registerByApi(request, member.phone, member.password, name);
  const token = await signInByApi(request, member.phone, member.password);
  const profile = await call<{ id: string }>(request, '/api/customer/user/profile', {}, token);
  const id = profile.result.period.id;
  await giveMoney(request, id, amount);
  // No call sets the payment prefix (the shop decides it outside the app), so the test does.
  if (prefix === 'other')
    await e2eQuery('UPDATE member SET prefix_payment = $1 WHERE id = $2', [
      prefix,
      profile.result.period.id,
    ]);
  return { ...member, token, id };
}

/** A product of the open draw with at least `minLeft` sheets, found through the public search. */
export async function productWithStock(request: APIRequestContext, last2: string, minLeft: number) {
  const page = await call<{ items: ProductItem[] }>(request, '/searchProduct', {
    last2,
    page: 1,
    limit: 50,
  });
  const product = page.result.period.items.find((item) => item.r >= minLeft);
  if (!product) throw new Error(`no number ending ${last2} with ${minLeft} sheets`);
  return product;
}

/** `member` buys `qty` sheets of a product for themselves through the real checkout; the order. */
export async function buyForMyself(
  request: APIRequestContext,
  token: string,
  productId: string,
  qty = 1,
): Promise<string> {
  const bought = await call<{ orderId: string }>(
    request,
    '/api/customer/transaction/create',
    { products: [{ productId, qty }], isGift: true },
    token,
  );
  expect(bought.code, bought.msg).toBe(0);
  return bought.result.period.orderId;
}
