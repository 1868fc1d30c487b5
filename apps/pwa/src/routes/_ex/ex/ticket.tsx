import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon';

export const Route = createFileRoute('/_ex/ex/ticket')({ component: ExTicketPage });

function ExTicketPage() {
  return <ComingSoon titleId="page.exTicket" />;
}
