import { createFileRoute } from '@tanstack/react-router';
import { TemporarilyClosedLayout } from '../layouts/TemporarilyClosedLayout';

// The way in and out of this layout is the closed-site rule in the root route.
export const Route = createFileRoute('/_closed')({ component: TemporarilyClosedLayout });
