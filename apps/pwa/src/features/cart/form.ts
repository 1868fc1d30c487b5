import {
  ErrorCode,
  idCardSchema,
  nameSchema,
  passportSchema,
  phoneSchema,
  type CheckoutRequest,
  type IdentityType,
} from '@lottery/contracts';
import type { CartItem } from '../../lib/atoms/cart';
import type { Profile } from '../../lib/atoms/profile';
import { checkFields, type FieldErrors } from '../../lib/forms';
import type { MessageId } from '../../lib/intl';
import { checkoutLines } from './rules';

/** Spec section 4: "1" buys for a friend (the normal mode), "2" buys for myself (a gift). */
export type BuyMode = '1' | '2';

export interface CustomerForm {
  cusName: string;
  cusTel: string;
  cusIdenType: IdentityType;
  cusIden: string;
  /** URL of the uploaded id photo, '' until one is uploaded. */
  cusIdenImg: string;
}

export const emptyCustomerForm: CustomerForm = {
  cusName: '',
  cusTel: '',
  cusIdenType: 'idcard',
  cusIden: '',
  cusIdenImg: '',
};

/** Members whose money is topped up by the shop buy without a friend's identity (spec 4). */
const needsIdentity = (prefix: Profile['prefixPayment']) => prefix !== 'topup';

/** What blocks the friend form, per field (empty when it may go on); myself mode has no form. */
export function checkCustomerForm(
  mode: BuyMode,
  form: CustomerForm,
  prefix: Profile['prefixPayment'],
): FieldErrors {
  if (mode === '2') return {};
  // Every friend is named by a name and a phone (the shared rules; the order keeps them).
  const contact: Parameters<typeof checkFields>[0] = {
    cusName: [nameSchema, form.cusName],
    cusTel: [phoneSchema, form.cusTel],
  };
  if (!needsIdentity(prefix)) return checkFields(contact);
  const errors = checkFields({
    ...contact,
    cusIden: [form.cusIdenType === 'idcard' ? idCardSchema : passportSchema, form.cusIden],
  });
  if (!form.cusIdenImg) errors.cusIdenImg = ErrorCode.MissingField;
  return errors;
}

/** The checkout body: only lines with qty above 0; customer fields by mode and buyer. */
export function checkoutRequest(
  items: CartItem[],
  mode: BuyMode,
  form: CustomerForm,
  prefix: Profile['prefixPayment'],
  gameEventId: string | undefined,
): CheckoutRequest {
  const base = { ...(gameEventId ? { gameEventId } : {}), products: checkoutLines(items) };
  if (mode === '2') return { ...base, isGift: true };
  const contact = { cusName: form.cusName.trim(), cusTel: form.cusTel };
  if (!needsIdentity(prefix)) return { ...base, isGift: false, ...contact };
  return {
    ...base,
    isGift: false,
    ...contact,
    cusIdenType: form.cusIdenType,
    cusIden: form.cusIden.trim(),
    cusIdenImg: form.cusIdenImg,
  };
}

/** Spec section 5: under 10,200,000 bytes (the message says 5 MB). */
export const MAX_ID_PHOTO_BYTES = 10_200_000;
const photoTypes = ['image/jpeg', 'image/png'];
const photoExtension = /\.(jpe?g|png)$/i;

/** What is wrong with the chosen id photo files, or null when one good image was chosen. */
export function idPhotoProblem(files: ArrayLike<File>): MessageId | null {
  if (files.length === 0) return 'cart.photoRequired';
  if (files.length > 1) return 'cart.photoOneFile';
  const file = files[0]!;
  if (!photoTypes.includes(file.type) && !photoExtension.test(file.name)) return 'cart.photoType';
  if (file.size >= MAX_ID_PHOTO_BYTES) return 'cart.photoTooBig';
  return null;
}
