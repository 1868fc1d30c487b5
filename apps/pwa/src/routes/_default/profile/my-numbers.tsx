import { createFileRoute } from '@tanstack/react-router';
import { subscriptionsQuery } from '../../../features/subscriptions/api';
import { MyNumbersPage } from '../../../features/subscriptions/components/MyNumbersPage';
import { ensureFresh } from '../../../lib/query-client';

export const Route = createFileRoute('/_default/profile/my-numbers')({
  // A failure is the page's to show (with "try again").
  loader: () => ensureFresh(subscriptionsQuery).catch(() => undefined),
  component: MyNumbersPage,
});
