import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthLayout } from '../layouts/AuthLayout';
import { tokenAtom } from '../lib/atoms/token';
import { authPagesRedirect } from '../lib/guards';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    const target = authPagesRedirect(context.store.get(tokenAtom) !== null);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: AuthLayout,
});
