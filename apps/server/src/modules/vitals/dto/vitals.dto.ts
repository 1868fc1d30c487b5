import {
  ErrorCode,
  VITALS_MAX_SAMPLES,
  vitalNames,
  vitalRules,
  type VitalName,
  type VitalSampleInput,
  type VitalsRequest,
} from '@lottery/contracts';
import { EnumField, IntField, ListField, TextField } from '../../../common/validation/fields.js';

const invalid = { missing: ErrorCode.VitalsInvalid, invalid: ErrorCode.VitalsInvalid };

export class VitalSampleDto implements VitalSampleInput {
  @EnumField(vitalNames, invalid)
  name!: VitalName;

  @IntField(vitalRules.value, { description: 'Milliseconds; CLS in thousandths' })
  value!: number;
}

/** `POST /api/vitals`: what one page view measured. */
export class VitalsDto implements VitalsRequest {
  @TextField(vitalRules.page, { description: 'The page path, without its query' })
  page!: string;

  @ListField(
    VitalSampleDto,
    { ...invalid, empty: ErrorCode.VitalsInvalid, tooMany: ErrorCode.VitalsInvalid },
    VITALS_MAX_SAMPLES,
  )
  samples!: VitalSampleDto[];
}
