import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { fetchSentGifts } from '../../../features/gifts/api';
import { SentGifts } from '../../../features/gifts/components/SentGifts';
import { MyTicketsPage } from '../../../features/tickets/components/MyTicketsPage';
import { myTicketsQuantityAtom } from '../../../lib/atoms/my-tickets';
import { ensureHomeDraw, fetchGameEvents, lastKnownDraw } from '../../../lib/draws';
import { keptAnswer, MY_TICKETS_PATH } from '../../../lib/kept-answers';
import { settle } from '../../../lib/loaded';
import { fetchMyTickets, ticketsFirst } from '../../../lib/my-tickets';
import { searchText } from '../../../lib/search';

/** `?gid=` a draw; none: the current draw, or between draws the latest one. */
const ticketsSearch = v.object({ gid: searchText });

export const Route = createFileRoute('/_default/profile/my-tickets')({
  validateSearch: ticketsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [events, current, sentGifts] = await Promise.all([
      settle(fetchGameEvents(1, 100)),
      ensureHomeDraw(context.store),
      settle(fetchSentGifts()),
    ]);
    // Offline, the draw last seen on this phone picks the tickets kept for it.
    const offline = !navigator.onLine;
    const known = current ?? (offline ? lastKnownDraw()?.draw : undefined);
    // Online, earlier tickets still awaiting a result or just won come first (`ticketsFirst`).
    const first =
      deps.gid === undefined && !offline ? (await settle(fetchMyTickets())).data : undefined;
    const firstGid = first && ticketsFirst(first, current).gid;
    const chosen = deps.gid ?? firstGid ?? known?._id ?? events.data?.items[0]?._id;
    const tickets = chosen === undefined ? null : await settle(fetchMyTickets(chosen));
    const asOf =
      offline && tickets?.data && chosen !== undefined
        ? keptAnswer(MY_TICKETS_PATH, { gid: chosen })?.at
        : undefined;
    // Keep the badge in step with what this page loaded.
    if (first) context.store.set(myTicketsQuantityAtom, ticketsFirst(first, current).count);
    return { events, tickets, chosen, sentGifts, asOf };
  },
  component: MyTicketsRoute,
});

function MyTicketsRoute() {
  const { events, tickets, chosen, sentGifts, asOf } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return (
    <>
      <MyTicketsPage
        events={events}
        tickets={tickets}
        chosen={chosen}
        asOf={asOf}
        onChoose={(gid) => void navigate({ search: { gid }, replace: true })}
      />
      <SentGifts gifts={sentGifts} />
    </>
  );
}
