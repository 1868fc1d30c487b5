import { cartPaths, type CartLineRequest, type CheckoutRequest } from '@lottery/contracts';
import { apiMoney, apiPost, apiUpload } from '../../lib/api-client';
import { memberKeys } from '../../lib/query-client';

export const checkProducts = (ids: string[]) => apiPost(cartPaths.check, { products: ids });

/** What a checkout of these lines would cost and leave (the server's prices); buys nothing. */
export const quoteCart = (products: CartLineRequest[]) => apiPost(cartPaths.quote, { products });

export const quoteKey = (products: CartLineRequest[]) =>
  [...memberKeys.cart, 'quote', products] as const;

/**
 * Checkout. `attemptKey` is one per checkout attempt: a retry after a lost answer sends the same
 * key, so the server replays the first answer instead of buying twice.
 */
export const checkout = (request: CheckoutRequest, attemptKey: string) =>
  apiMoney('/api/customer/transaction/create', request, attemptKey);

/** Uploads the friend's id photo (multipart field `input`); the answer's url goes in the form. */
export function uploadIdPhoto(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('input', file);
  return apiUpload('/api/company/setting/uploadImg', form);
}
