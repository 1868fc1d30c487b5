import { createFileRoute } from '@tanstack/react-router';
import { MyTicketsPage } from '../../../features/tickets/components/MyTicketsPage';

export const Route = createFileRoute('/_default/profile/my-tickets')({ component: MyTicketsPage });
