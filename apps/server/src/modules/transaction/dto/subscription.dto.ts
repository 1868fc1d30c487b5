// My number, every draw (issue 32): each field one line, built from the shared field rules.
import { drawRules, ErrorCode, idRule, intRule, rules } from '@lottery/contracts';
import { IdField, IntField, TextField } from '../../../common/validation/fields.js';

export class AddSubscriptionDto {
  @TextField(drawRules.ticketNumber, { description: 'The six-digit number to buy every draw' })
  number!: string;

  @IntField(intRule({ invalid: ErrorCode.InvalidQuantity, min: 1, max: 10, example: 1 }), {
    description: 'How many sets of it each draw (1 to 10)',
  })
  sets!: number;

  @TextField(rules.name, {
    optional: true,
    description: 'A `topup` member’s friend it buys for: their name (with friendPhone)',
  })
  friendName?: string;

  @TextField(rules.phone, {
    optional: true,
    description: 'A `topup` member’s friend it buys for: their phone (with friendName)',
  })
  friendPhone?: string;
}

export class SubscriptionIdDto {
  @IdField(idRule(ErrorCode.SubscriptionNotFound), { description: 'One of my subscriptions' })
  id!: string;
}

export class PauseSubscriptionDto extends SubscriptionIdDto {
  @IntField(intRule({ invalid: ErrorCode.InvalidFormat, min: 0, max: 1, example: 1 }), {
    description: '1 pauses, 0 resumes',
  })
  paused!: number;
}
