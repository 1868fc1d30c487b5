import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../features/admin/components/AdminPage';

export const Route = createFileRoute('/_default/admin/')({ component: AdminPage });
