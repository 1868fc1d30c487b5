import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExLayout } from '../layouts/ExLayout';
import { tokenAtom } from '../lib/atoms/token';
import { exPagesRedirect } from '../lib/guards';

export const Route = createFileRoute('/_ex')({
  beforeLoad: ({ context, location }) => {
    const signedIn = context.store.get(tokenAtom) !== null;
    const target = exPagesRedirect(signedIn, location.pathname, location.search);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: ExLayout,
});
