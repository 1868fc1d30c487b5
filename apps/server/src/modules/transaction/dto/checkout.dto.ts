// The checkout's request: each field one line, built from the shared field rules.
import {
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

const id = idRule(ErrorCode.InvalidFormat);

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
    200,
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
