// Request bodies of the public draw calls, built from the shared rules.
import { drawRules } from '@lottery/contracts';
import { DateField, IdField, TextField } from '../../../common/validation/fields.js';

/** A published draw by id or by its draw day; neither: the latest published one. */
export class DrawRefDto {
  @IdField(drawRules.id, { optional: true })
  gameEventId?: string;

  @DateField(drawRules.resultDate, { optional: true, description: 'The draw day, YYYY-MM-DD' })
  date?: string;
}

export class CheckPrizesDto extends DrawRefDto {
  @TextField(drawRules.ticketNumber, { description: 'Six digits (a number is read as its digits)' })
  number!: string;
}
