// Gift requests: each field one line, built from the shared field rules (spec section 5).
import { giftRules, rules } from '@lottery/contracts';
import { IdField, IdListField, TextField } from '../../../common/validation/fields.js';

export class SendGiftDto {
  @IdListField(giftRules.transactions, { description: 'The orders (transactionId) to send' })
  transactions!: string[];

  @IdListField(giftRules.sheets, {
    optional: true,
    description: 'Only these sheets of those orders (sheetId of the gift box); absent: all of them',
  })
  sheets?: string[];

  @TextField(rules.name, { description: 'The name of the person it is for' })
  name!: string;

  @TextField(rules.phone, { description: 'Their phone' })
  phone!: string;
}

export class GiftCodeDto {
  @TextField(giftRules.giftCode, { description: 'The code the share link carries' })
  giftCode!: string;
}

export class GiftIdDto {
  @IdField(giftRules.giftId, { description: 'A gift this member sent' })
  giftId!: string;
}
