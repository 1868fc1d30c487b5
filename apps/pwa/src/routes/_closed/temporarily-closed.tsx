import { createFileRoute } from '@tanstack/react-router';
import { TemporarilyClosedPage } from '../../features/maintenance/components/TemporarilyClosedPage';

export const Route = createFileRoute('/_closed/temporarily-closed')({
  component: TemporarilyClosedPage,
});
