// Request bodies of the shelf and hot-number calls, built from the shared rules.
import { drawRules, rules } from '@lottery/contracts';
import { IdField, IntField, TextField } from '../../../common/validation/fields.js';

export class ShelfSaveDto {
  @IdField(drawRules.id, { optional: true, description: 'Absent: a new shelf' })
  id?: string;

  @TextField(drawRules.shelfTag, { description: 'What the shelf’s products carry in `op`' })
  tag!: string;

  @TextField(rules.name, { example: 'លេខសំណាង' })
  nameKm!: string;

  @TextField(rules.name, { example: 'เลขมงคล' })
  nameTh!: string;

  @TextField(rules.name, { example: 'Lucky' })
  nameEn!: string;

  @IntField(drawRules.shelfSort)
  sort!: number;
}

export class ShelfIdDto {
  @IdField(drawRules.id)
  id!: string;
}

export class HotNumberDto {
  @TextField(drawRules.ticketNumber)
  number!: string;
}
