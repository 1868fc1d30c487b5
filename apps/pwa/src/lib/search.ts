import * as v from 'valibot';

/**
 * An optional id in a URL's query, kept as text: the router reads `?orderId=12` as a number, so
 * either is taken.
 */
export const searchText = v.optional(
  v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
);

/** An optional page number in a URL's query: a whole number from 1, anything else page 1. */
export const searchPage = v.optional(
  v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  1,
);
