import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { RequestValidationPipe } from '../../../common/validation/validation.pipe.js';
import { CheckoutDto, plainCheckoutBody } from './checkout.dto.js';

// The checkout's quick check of its plainest bodies must answer exactly what the full check
// (class-transformer and class-validator) answers, or step aside; it never refuses on its own.
const full = new RequestValidationPipe(false);
const checkedInFull = async (body: unknown) => {
  try {
    return { ok: await full.transform(body, { type: 'body', metatype: CheckoutDto }) };
  } catch (error) {
    return { refused: error };
  }
};
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

// Values near the rules' edges, and the wrong types for each.
const anyValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, -1, 1.5, 1000, 1001, '', ' 1', '1 ', '01', '1', '17'),
  fc.constantFrom('9223372036854775807', '9223372036854775808', 'abc', '1e3', [], {}),
  fc.integer(),
  fc.string({ maxLength: 4 }),
);
const id = fc.oneof(
  fc.constantFrom('1', '0', '-1', '9223372036854775807', '9223372036854775808', ' 2', '2 ', 2),
  fc.bigInt({ min: 1n, max: 2n ** 63n }).map(String),
  anyValue,
);
const qty = fc.oneof(
  fc.constantFrom(1, 2, 1000, 1001, 0, -1, 1.5, '1', null),
  fc.integer({ min: -2, max: 1002 }),
  anyValue,
);
const line = fc.oneof(
  fc.record({ productId: id, qty }),
  fc.record({ productId: id, qty, extra: anyValue }, { requiredKeys: [] }),
  anyValue,
);
const body = fc.oneof(
  fc.record(
    {
      products: fc.oneof(fc.array(line, { maxLength: 4 }), anyValue),
      isGift: anyValue,
      gameEventId: id,
      cusName: anyValue,
      other: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc.record({ products: fc.array(fc.record({ productId: id, qty }), { maxLength: 3 }) }),
  // Mostly well-formed, as the app sends them.
  fc.record(
    {
      products: fc.array(
        fc.record({
          productId: fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }).map(String),
          qty: fc.integer({ min: 1, max: 1000 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      isGift: fc.boolean(),
      gameEventId: fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }).map(String),
    },
    { requiredKeys: ['products'] },
  ),
  anyValue,
);

describe('the checkout body checked at once', () => {
  it('takes the bodies the app and the bench send', () => {
    const sent = { products: [{ productId: '17', qty: 2 }], isGift: false, gameEventId: '3' };
    expect(asJson(plainCheckoutBody(sent))).toEqual(sent);
  });

  it('answers what the full check answers, or leaves the body to it', async () => {
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const plain = plainCheckoutBody(structuredClone(sent));
        if (plain === undefined) return;
        taken += 1;
        const checked = await checkedInFull(structuredClone(sent));
        expect(checked.refused).toBeUndefined();
        expect(asJson(plain)).toEqual(asJson(checked.ok));
      }),
      { numRuns: 3000 },
    );
    // The property says something only when the quick check takes a fair share of bodies.
    expect(taken).toBeGreaterThan(100);
  });

  it('a too long cart (201 lines) goes to the full check, which refuses it', async () => {
    const products = Array.from({ length: 201 }, (_, i) => ({ productId: String(i + 1), qty: 1 }));
    expect(plainCheckoutBody({ products })).toBeUndefined();
    expect((await checkedInFull({ products })).refused).toBeDefined();
  });
});
