import { describe, expect, it } from '@jest/globals';
import { canonicalJson, IdempotencyService } from './idempotency.service.js';

// Written by the first implementation (Object.entries, filter, sort, map). The hashes are stored
// with the keys: a key sent again after an upgrade must still match its first request.
const body = {
  products: [
    { qty: 2, productId: '17' },
    { productId: '9', qty: 1 },
  ],
  isGift: false,
  cusName: 'ស៊ុក "ដារ៉ា"',
  gameEventId: undefined,
  B: null,
  a: [undefined, 1.5, true, 'x\n'],
};
const firstText =
  '{"B":null,"a":[null,1.5,true,"x\\n"],"cusName":"ស៊ុក \\"ដារ៉ា\\"","isGift":false,' +
  '"products":[{"productId":"17","qty":2},{"productId":"9","qty":1}]}';
const firstHash = '55143f955ba5d8a001cc6141fc811ffc09fc0cd7b27c352e95b080e9ab80161b';

describe('request hash', () => {
  it('is the text and hash the first implementation stored', () => {
    expect(canonicalJson(body)).toBe(firstText);
    const service = new IdempotencyService(undefined as never);
    expect(service.requestHash(body)).toBe(firstHash);
  });

  it('does not depend on the order of the fields', () => {
    const reordered = { a: body.a, B: null, isGift: false, products: body.products };
    const service = new IdempotencyService(undefined as never);
    expect(service.requestHash({ ...reordered, cusName: body.cusName })).toBe(firstHash);
  });
});
