import { ErrorCode, walletRules } from '@lottery/contracts';
import { ValidateBy } from 'class-validator';
import { DateField } from '../../../common/validation/fields.js';

/** The end day is not before `StartDate` (else the end date's own code, 6011). */
function NotBeforeStartDate() {
  return ValidateBy(
    {
      name: 'notBeforeStartDate',
      validator: {
        validate: (value: unknown, args) =>
          typeof value === 'string' &&
          value >= String((args?.object as { StartDate?: unknown }).StartDate),
      },
    },
    { context: { code: ErrorCode.InvalidEndDate }, message: String(ErrorCode.InvalidEndDate) },
  );
}

/** Bangkok days from `StartDate` to `endDate`, both included (histories, the ledger export). */
export class DaysDto {
  @DateField(walletRules.startDate, { description: 'YYYY-MM-DD, Bangkok' })
  StartDate!: string;

  // Checked after the date rule (decorators run bottom-up): only a real day is compared.
  @NotBeforeStartDate()
  @DateField(walletRules.endDate, { description: 'YYYY-MM-DD, Bangkok, included' })
  endDate!: string;
}
