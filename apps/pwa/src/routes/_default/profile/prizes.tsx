import { createFileRoute } from '@tanstack/react-router';
import { fetchMyPrizes } from '../../../features/prizes/api';
import { MyPrizesPage } from '../../../features/prizes/components/MyPrizesPage';
import { settle } from '../../../lib/loaded';

export const Route = createFileRoute('/_default/profile/prizes')({
  loader: () => settle(fetchMyPrizes()),
  component: function MyPrizesRoute() {
    return <MyPrizesPage draws={Route.useLoaderData()} />;
  },
});
