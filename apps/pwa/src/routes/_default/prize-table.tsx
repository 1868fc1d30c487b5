import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { prizeValuesQuery } from '../../features/draws/api';
import { PrizeTablePage } from '../../features/draws/components/PrizeTablePage';
import { loadedOf, settle } from '../../lib/loaded';
import { ensureFresh } from '../../lib/query-client';

export const Route = createFileRoute('/_default/prize-table')({
  // Filled before the page shows; a failure is the page's to show (with a retry), not thrown.
  loader: async () => {
    await settle(ensureFresh(prizeValuesQuery));
  },
  component: PrizeTableRoute,
});

function PrizeTableRoute() {
  // The screen reads the query the loader filled, so a refresh behind it shows here.
  const values = useQuery(prizeValuesQuery);
  return <PrizeTablePage values={loadedOf(values)} onRetry={() => void values.refetch()} />;
}
