import type { OrderTickets } from '@lottery/contracts';
import { apiGet } from '../../lib/api-client';

/** An order's tickets: the owner asks by order id, anyone holding a ticket link by its token. */
export const fetchOrderTickets = (ref: { orderId: string } | { t: string }) =>
  apiGet<OrderTickets>(
    'orderId' in ref
      ? `/orderTicket?orderId=${encodeURIComponent(ref.orderId)}`
      : `/orderTicket?t=${encodeURIComponent(ref.t)}`,
  );
