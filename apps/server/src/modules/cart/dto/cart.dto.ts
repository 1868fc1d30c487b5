// Request bodies of the cart's calls: each field one line, built from the shared rules.
import { cartMaxLines, drawRules, ErrorCode, idRule, rules } from '@lottery/contracts';
import { IdField, IdListField, IntField, ListField } from '../../../common/validation/fields.js';

const id = idRule(ErrorCode.InvalidFormat);

/** `checkProduct` (the spec's re-check): product ids. */
export class CheckProductDto {
  @IdListField(drawRules.productIds)
  products!: string[];
}

export class CartLineDto {
  @IdField(id)
  productId!: string;

  @IntField(rules.quantity)
  qty!: number;
}

export class CartProductDto {
  @IdField(id)
  productId!: string;
}

const lineCodes = {
  missing: ErrorCode.MissingProducts,
  invalid: ErrorCode.MissingProducts,
  empty: ErrorCode.EmptyProductArray,
  tooMany: ErrorCode.CartFull,
};

/** A whole cart: lines with qty above 0; one product twice is added up. */
export class CartLinesDto {
  @ListField(CartLineDto, lineCodes, cartMaxLines, {
    description: `Lines with qty above 0 (at most ${cartMaxLines} numbers)`,
  })
  products!: CartLineDto[];
}

/** The phone's cart (quote, merge): up to the 200 lines checkout takes. */
export class PhoneCartDto {
  @ListField(CartLineDto, { ...lineCodes, tooMany: ErrorCode.BadRequest }, 200, {
    description: 'The lines a checkout would send',
  })
  products!: CartLineDto[];
}
