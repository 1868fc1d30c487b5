import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { fetchResult } from '../../features/draws/api';
import { DrawResultsPage } from '../../features/draws/components/DrawResultsPage';
import { fetchGameEvents } from '../../lib/draws';
import { settle } from '../../lib/loaded';
import { searchText } from '../../lib/search';

/** `?gameEventId=` a round, or `?date=` a draw day; neither: the latest published draw. */
const resultsSearch = v.object({ gameEventId: searchText, date: v.optional(v.string()) });

export const Route = createFileRoute('/_default/draw-results')({
  validateSearch: resultsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [events, result] = await Promise.all([
      settle(fetchGameEvents(1, 100)),
      settle(fetchResult(deps)),
    ]);
    return { events, result };
  },
  component: DrawResultsRoute,
});

function DrawResultsRoute() {
  const { events, result } = Route.useLoaderData();
  const drawRef = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DrawResultsPage
      events={events}
      result={result}
      drawRef={drawRef}
      onRef={(ref) => void navigate({ search: ref, replace: true })}
    />
  );
}
