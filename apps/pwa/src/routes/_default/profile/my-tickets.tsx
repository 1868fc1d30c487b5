import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export const Route = createFileRoute('/_default/profile/my-tickets')({ component: MyTicketsPage });

function MyTicketsPage() {
  return <ComingSoon titleId="page.myTickets" />;
}
