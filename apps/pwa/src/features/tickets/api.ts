import type { GameEventItem, MyTicket, OrderTickets, Page } from '@lottery/contracts';
import { apiGet, apiPost } from '../../lib/api-client';

/** The member's tickets, of one draw when `gid` is given. */
export const fetchMyTickets = (gid?: string) =>
  apiPost<MyTicket[]>('/api/customer/user/myTicket', gid ? { gid } : {});

export const fetchGameEvents = () =>
  apiPost<Page<GameEventItem>>('/getGameEvent', { page: 1, limit: 100 });

/** An order's tickets: the owner asks by order id, anyone holding a ticket link by its token. */
export const fetchOrderTickets = (ref: { orderId: string } | { t: string }) =>
  apiGet<OrderTickets>(
    'orderId' in ref
      ? `/orderTicket?orderId=${encodeURIComponent(ref.orderId)}`
      : `/orderTicket?t=${encodeURIComponent(ref.t)}`,
  );
