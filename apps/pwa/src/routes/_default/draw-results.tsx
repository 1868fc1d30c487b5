import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { resultQuery } from '../../features/draws/api';
import { DrawResultsPage } from '../../features/draws/components/DrawResultsPage';
import { drawsQuery } from '../../lib/draws';
import { loadedOf, settle } from '../../lib/loaded';
import { ensureFresh } from '../../lib/query-client';
import { searchText } from '../../lib/search';

/** `?gameEventId=` a round, or `?date=` a draw day; neither: the latest published draw. */
const resultsSearch = v.object({ gameEventId: searchText, date: v.optional(v.string()) });

export const Route = createFileRoute('/_default/draw-results')({
  validateSearch: resultsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    // Filled before the page shows; a failure is the page's to show (with a retry), not thrown.
    await Promise.all([settle(ensureFresh(drawsQuery())), settle(ensureFresh(resultQuery(deps)))]);
  },
  component: DrawResultsRoute,
});

function DrawResultsRoute() {
  const drawRef = Route.useSearch();
  // The screen reads the queries the loader filled, so a refresh behind them shows here.
  const events = useQuery(drawsQuery());
  const result = useQuery(resultQuery(drawRef));
  const navigate = Route.useNavigate();
  return (
    <DrawResultsPage
      events={loadedOf(events)}
      result={loadedOf(result)}
      onRetry={() => {
        if (events.isError) void events.refetch();
        if (result.isError) void result.refetch();
      }}
      drawRef={drawRef}
      onRef={(ref) => void navigate({ search: ref, replace: true })}
    />
  );
}
