import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { OrderTicketsView } from '../../../features/tickets/components/OrderTicketsView';

/** `t`: the signed ticket token of a ticket link; `orderId`: the owner's own order. */
// The router reads `?orderId=12` as a number: take either and keep the text.
const text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));
const ticketSearch = v.object({ t: text, orderId: text });

export const Route = createFileRoute('/_ex/ex/ticket')({
  validateSearch: ticketSearch,
  beforeLoad: ({ search }) => {
    if (!search.t && !search.orderId) throw redirect({ to: '/', replace: true });
  },
  component: ExTicketPage,
});

function ExTicketPage() {
  const { t, orderId } = Route.useSearch();
  return <OrderTicketsView ticketRef={t ? { t } : { orderId: orderId ?? '' }} />;
}
