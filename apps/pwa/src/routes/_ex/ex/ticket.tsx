import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { fetchOrderTickets } from '../../../features/tickets/api';
import { OrderTicketsView } from '../../../features/tickets/components/OrderTicketsView';
import { settle } from '../../../lib/loaded';
import { searchText } from '../../../lib/search';

/** `t`: the signed ticket token of a ticket link; `orderId`: the owner's own order. */
const ticketSearch = v.object({ t: searchText, orderId: searchText });

export const Route = createFileRoute('/_ex/ex/ticket')({
  validateSearch: ticketSearch,
  beforeLoad: ({ search }) => {
    if (!search.t && !search.orderId) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps: { t, orderId } }) =>
    settle(fetchOrderTickets(t ? { t } : { orderId: orderId ?? '' })),
  component: function ExTicketRoute() {
    return <OrderTicketsView order={Route.useLoaderData()} />;
  },
});
