// Request bodies of the admin's prize calls, built from the shared rules.
import { drawRules, ErrorCode, prizeKinds, type PrizeKind } from '@lottery/contracts';
import { EnumField, IdField } from '../../../common/validation/fields.js';
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
}
