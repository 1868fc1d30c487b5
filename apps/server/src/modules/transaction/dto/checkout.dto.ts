// The checkout's request: each field one line, built from the shared field rules.
import {
  bigintId,
  ErrorCode,
  idRule,
  identityTypes,
  rules,
  type CustomerDetails,
  type IdentityType,
  type TextRule,
} from '@lottery/contracts';
import {
  BooleanField,
  EnumField,
  IdField,
  IntField,
  ListField,
  TextField,
  UncheckedField,
} from '../../../common/validation/fields.js';
import { checkPlainBodiesAtOnce } from '../../../common/validation/validation.pipe.js';

const id = idRule(ErrorCode.InvalidFormat);
/** Lines a checkout may have. */
const MAX_LINES = 200;

export class CheckoutLineDto {
  @IdField(id)
  productId!: string;

  @IntField(rules.quantity)
  qty!: number;
}

export class CheckoutDto {
  @IdField(id, {
    optional: true,
    description: 'The draw the cart was filled from: 2001 when it is not the one on sale',
  })
  gameEventId?: string;

  @ListField(
    CheckoutLineDto,
    {
      missing: ErrorCode.MissingProducts,
      invalid: ErrorCode.MissingProducts,
      empty: ErrorCode.EmptyProductArray,
      tooMany: ErrorCode.BadRequest,
    },
    MAX_LINES,
    { description: 'Lines with qty above 0; one product twice is added up' },
  )
  products!: CheckoutLineDto[];

  @BooleanField(
    { missing: ErrorCode.InvalidFormat, invalid: ErrorCode.InvalidFormat },
    { optional: true, description: 'true: bought for myself (buy mode "2"), no friend details' },
  )
  isGift?: boolean;

  // The friend's details are required only for a member whose prefix is not `topup` buying for
  // a friend; the checkout checks them then (friendDtoOf below) and ignores them otherwise.
  @UncheckedField({ description: 'Friend purchase: the friend’s name', example: 'Sok Dara' })
  cusName?: unknown;

  @UncheckedField({ description: 'Friend purchase: the friend’s phone', example: '012345678' })
  cusTel?: unknown;

  @UncheckedField({ description: 'Friend purchase: idcard or passport', example: 'idcard' })
  cusIdenType?: unknown;

  @UncheckedField({ description: 'Friend purchase: the card or passport number' })
  cusIden?: unknown;

  @UncheckedField({
    description: 'Friend purchase: the url of the photo this member uploaded (uploadImg)',
    example: rules.idPhoto.example,
  })
  cusIdenImg?: unknown;
}

/**
 * The plainest checkout bodies, as the app and the bench send them, checked without
 * class-transformer and class-validator: they were about a tenth of the server's CPU per checkout
 * (docs/performance.md). Only `products` (1 to 200 lines of a productId in canonical text and an
 * integer qty within the rule, nothing else) with `isGift` as a boolean and `gameEventId` as a
 * canonical id when present; anything else (a number for an id, a friend's details, an unknown or
 * null field, any mistake) answers undefined and takes the full check, which alone refuses.
 * `test/checkout-plain-body.spec.ts` holds it to the full check's answers.
 */
export function plainCheckoutBody(value: unknown): CheckoutDto | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  let products: CheckoutLineDto[] | undefined;
  let isGift: boolean | undefined;
  let gameEventId: string | undefined;
  for (const [field, fieldValue] of Object.entries(value)) {
    if (field === 'products') products = plainLines(fieldValue);
    else if (field === 'isGift' && typeof fieldValue === 'boolean') isGift = fieldValue;
    else if (field === 'gameEventId' && isCanonicalId(fieldValue)) gameEventId = fieldValue;
    else return undefined;
  }
  if (!products) return undefined;
  const body = new CheckoutDto();
  if (gameEventId !== undefined) body.gameEventId = gameEventId;
  body.products = products;
  if (isGift !== undefined) body.isGift = isGift;
  return body;
}

function plainLines(value: unknown): CheckoutLineDto[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LINES) return undefined;
  const lines: CheckoutLineDto[] = [];
  for (const item of value as unknown[]) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
    const { productId, qty, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || !isCanonicalId(productId)) return undefined;
    if (typeof qty !== 'number' || !Number.isInteger(qty)) return undefined;
    if (qty < rules.quantity.min || qty > rules.quantity.max) return undefined;
    const line = new CheckoutLineDto();
    line.productId = productId;
    line.qty = qty;
    lines.push(line);
  }
  return lines;
}

const isCanonicalId = (value: unknown): value is string =>
  typeof value === 'string' && bigintId(value) === value;

checkPlainBodiesAtOnce(CheckoutDto, plainCheckoutBody);

/** A DTO for the friend a ticket is bought for, whose identity number follows `identity`. */
function friendDto(identity: TextRule) {
  class FriendDto implements CustomerDetails {
    // First, so a body without any friend details answers 303 "a required field is missing".
    @EnumField(identityTypes, { missing: ErrorCode.MissingField, invalid: ErrorCode.InvalidFormat })
    cusIdenType!: IdentityType;

    @TextField(rules.name)
    cusName!: string;

    @TextField(rules.phone)
    cusTel!: string;

    @TextField(identity)
    cusIden!: string;

    @TextField(rules.idPhoto)
    cusIdenImg!: string;
  }
  return FriendDto;
}

/**
 * A `topup` member buying for a friend names them with a name and a phone (no identity): checked
 * by the same rules as everywhere, and kept on the order (my tickets shows "for <name>").
 */
export class FriendContactDto implements Pick<CustomerDetails, 'cusName' | 'cusTel'> {
  @TextField(rules.name)
  cusName!: string;

  @TextField(rules.phone)
  cusTel!: string;
}

const friendDtos = { idcard: friendDto(rules.idCard), passport: friendDto(rules.passport) };

/** The DTO that checks a friend's details: the identity number by the type they name. */
export function friendDtoOf(cusIdenType: unknown): new () => CustomerDetails {
  return cusIdenType === 'passport' ? friendDtos.passport : friendDtos.idcard;
}
