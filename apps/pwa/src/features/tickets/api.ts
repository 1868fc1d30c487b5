import { apiGet } from '../../lib/api-client';

/** An order's tickets: the owner asks by order id, anyone holding a ticket link by its token. */
export const fetchOrderTickets = (ref: { orderId: string } | { t: string }) =>
  apiGet('/orderTicket', ref);
