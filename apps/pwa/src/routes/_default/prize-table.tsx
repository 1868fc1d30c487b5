import { createFileRoute } from '@tanstack/react-router';
import { fetchPrizeValues } from '../../features/draws/api';
import { PrizeTablePage } from '../../features/draws/components/PrizeTablePage';
import { settle } from '../../lib/loaded';

export const Route = createFileRoute('/_default/prize-table')({
  loader: () => settle(fetchPrizeValues()),
  component: PrizeTableRoute,
});

function PrizeTableRoute() {
  return <PrizeTablePage values={Route.useLoaderData()} />;
}
