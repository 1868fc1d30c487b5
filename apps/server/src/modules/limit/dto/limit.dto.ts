import {
  ErrorCode,
  idRule,
  intRule,
  limitAmountRule,
  type BreakDays,
  type SetLimitsRequest,
} from '@lottery/contracts';
import { AmountField, IdField, IntField } from '../../../common/validation/fields.js';

const limitOptions = (description: string) => ({ optional: 'or-empty', description }) as const;

/** Each field given changes that limit; '' removes it (after a day, like a raise). */
export class SetLimitsDto implements SetLimitsRequest {
  @AmountField(limitAmountRule, limitOptions("Most spent in a (Bangkok) day, USD; '' for none"))
  daily?: string;

  @AmountField(limitAmountRule, limitOptions("Most spent in a calendar month, USD; '' for none"))
  monthly?: string;

  // 7, 30 or 90 (the service refuses other days with 4205).
  @IntField(intRule({ invalid: ErrorCode.InvalidLimit, min: 1, max: 90, example: 7 }), {
    optional: true,
    description: 'A break from buying of 7, 30 or 90 days (never shortened)',
  })
  breakDays?: BreakDays;
}

export class MemberLimitsDto {
  @IdField(idRule(ErrorCode.InvalidUser, ErrorCode.MissingUserId))
  userId!: string;
}
