import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import { sentGiftsQuery } from '../../../features/gifts/api';
import { SentGifts } from '../../../features/gifts/components/SentGifts';
import { MyTicketsPage } from '../../../features/tickets/components/MyTicketsPage';
import { QueryStatus } from '../../../components/QueryStatus';
import { myTicketsQuantityAtom } from '../../../lib/atoms/my-tickets';
import { onlineAtom } from '../../../lib/atoms/online';
import { drawsQuery, ensureHomeDraw, lastKnownDraw } from '../../../lib/draws';
import { loadedOf, settle } from '../../../lib/loaded';
import { myTicketsQuery, ticketsFirst } from '../../../lib/my-tickets';
import { ensureFresh, queryClient } from '../../../lib/query-client';
import { searchText } from '../../../lib/search';

/** `?gid=` a draw; none: the current draw, or between draws the latest one. */
const ticketsSearch = v.object({ gid: searchText });

export const Route = createFileRoute('/_default/profile/my-tickets')({
  validateSearch: ticketsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [events, current] = await Promise.all([
      settle(ensureFresh(drawsQuery())),
      ensureHomeDraw(context.store),
      settle(ensureFresh(sentGiftsQuery)),
    ]);
    // Offline, the draw last seen on this phone picks the tickets saved for it.
    const offline = !navigator.onLine;
    const known = current ?? (offline ? lastKnownDraw()?.draw : undefined);
    // Online, earlier tickets still awaiting a result or just won come first (`ticketsFirst`).
    const first =
      deps.gid === undefined && !offline
        ? (await settle(queryClient.fetchQuery(myTicketsQuery()))).data
        : undefined;
    const firstGid = first && ticketsFirst(first, current).gid;
    const chosen = deps.gid ?? firstGid ?? known?._id ?? events.data?.items[0]?._id;
    if (chosen !== undefined) await settle(ensureFresh(myTicketsQuery(chosen)));
    // Keep the badge in step with what this page loaded.
    if (first) context.store.set(myTicketsQuantityAtom, ticketsFirst(first, current).count);
    return { chosen };
  },
  component: MyTicketsRoute,
});

function MyTicketsRoute() {
  const { chosen } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const online = useAtomValue(onlineAtom);
  // The screen reads the queries the loader filled, so a refresh behind them shows here.
  const events = useQuery(drawsQuery());
  const tickets = useQuery({ ...myTicketsQuery(chosen), enabled: chosen !== undefined });
  const sentGifts = useQuery(sentGiftsQuery);
  const sent = loadedOf(sentGifts);
  return (
    <>
      <MyTicketsPage
        events={loadedOf(events)}
        tickets={chosen === undefined ? null : (loadedOf(tickets) ?? null)}
        chosen={chosen}
        // Offline, the tickets as saved on the phone, marked with when they came.
        asOf={!online && tickets.data !== undefined ? tickets.dataUpdatedAt : undefined}
        onChoose={(gid) => void navigate({ search: { gid }, replace: true })}
        onRetry={() => {
          if (events.isError) void events.refetch();
          if (tickets.isError) void tickets.refetch();
        }}
      />
      {sent ? <SentGifts gifts={sent} /> : <QueryStatus query={sentGifts} testId="sent-gifts" />}
    </>
  );
}
