// Request bodies of the admin's prize calls, built from the shared rules.
import {
  drawRules,
  ErrorCode,
  prizeKinds,
  prizePayoutRule,
  type PrizeKind,
  type PrizePayoutRequest,
} from '@lottery/contracts';
import { AmountField, EnumField, IdField } from '../../../common/validation/fields.js';
import { PagingDto } from '../../../common/validation/paging.dto.js';

const invalid = { missing: ErrorCode.InvalidFormat, invalid: ErrorCode.InvalidFormat };

export class PrizeListDto extends PagingDto {
  @IdField(drawRules.id, { optional: true, description: 'One draw only' })
  gameEventId?: string;

  @EnumField(['waiting', 'credited', 'all'], invalid, {
    optional: true,
    description: "Default 'waiting': the admin's queue",
  })
  status?: 'waiting' | 'credited' | 'all';
}

export class CreditPrizeDto {
  @IdField(drawRules.id)
  sheetId!: string;

  @EnumField(prizeKinds, invalid)
  kind!: PrizeKind;

  @AmountField(prizePayoutRule, {
    optional: true,
    description: 'USD to pay now, "50000.00"; all that remains without it',
  })
  amt?: string;
}

export class PrizePayoutDto implements PrizePayoutRequest {
  @EnumField(prizeKinds, invalid)
  kind!: PrizeKind;

  @AmountField(prizePayoutRule, { description: 'USD paid per winning ticket, "175000.00"' })
  payout!: string;
}
