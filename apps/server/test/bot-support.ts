// Bot tests: a friend's order as the receipt's ticket link leaves it.
import { expect } from '@jest/globals';
import { buy, friend, newBuyer, uploadPhoto } from './checkout-support.js';
import type { TestApp } from './support/test-app.js';

/** A friend's order of `qty` sheets of a product: the ticket token its receipt links to. */
export async function friendOrder(
  server: TestApp,
  productId: string,
  qty: number,
): Promise<string> {
  const buyer = await newBuyer(server, { cents: 100_00, prefix: 'other' });
  const answer = await buy(server, buyer, {
    products: [{ productId, qty }],
    ...friend(await uploadPhoto(server, buyer)),
  });
  expect(answer.code).toBe(0);
  // The shop runs this bot: the receipt's QR and button open it with the ticket token.
  expect(answer.period.ticketLink).toMatch(
    new RegExp(`^https://t\\.me/\\w+_bot\\?start=${answer.period.ticketToken}$`),
  );
  return answer.period.ticketToken as string;
}
