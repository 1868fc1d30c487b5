import { alertKinds, botRules, ErrorCode, type AlertKind } from '@lottery/contracts';
import { EnumField, IdField, TextField } from '../../../common/validation/fields.js';

export class AddAlertDto {
  @EnumField(
    alertKinds,
    { missing: ErrorCode.InvalidAlertPattern, invalid: ErrorCode.InvalidAlertPattern },
    { description: 'six: all six digits; first3, last3, last2' },
  )
  kind!: AlertKind;

  @TextField(botRules.alertDigits)
  digits!: string;
}

export class RemoveAlertDto {
  @IdField(botRules.alertId)
  id!: string;
}
