import { ErrorCode, idRule, textRule } from '@lottery/contracts';
import { IdField, TextField } from '../../../common/validation/fields.js';

export class MyTicketDto {
  @IdField(idRule(ErrorCode.InvalidFormat), {
    optional: true,
    description: 'A draw; all draws without it',
  })
  gid?: string;
}

/** The checkout's `ticketToken`: anything else is an order that cannot be found (4008). */
const ticketToken = textRule({
  missing: ErrorCode.OrderNotFound,
  invalid: ErrorCode.OrderNotFound,
  max: 64,
  checks: [/^[A-Za-z0-9_-]{1,64}$/],
});

/** `orderId` with the buyer's session, or `t` alone; neither is 303. */
export class OrderTicketDto {
  @IdField(idRule(ErrorCode.InvalidFormat), { optional: true })
  orderId?: string;

  @TextField(ticketToken, { optional: true, description: 'The checkout’s ticketToken' })
  t?: string;
}
