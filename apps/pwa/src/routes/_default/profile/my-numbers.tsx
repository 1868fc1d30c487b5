import { createFileRoute } from '@tanstack/react-router';
import { fetchSubscriptions } from '../../../features/subscriptions/api';
import { MyNumbersPage } from '../../../features/subscriptions/components/MyNumbersPage';
import { settle } from '../../../lib/loaded';

export const Route = createFileRoute('/_default/profile/my-numbers')({
  loader: () => settle(fetchSubscriptions()),
  component: function MyNumbersRoute() {
    return <MyNumbersPage initial={Route.useLoaderData()} />;
  },
});
