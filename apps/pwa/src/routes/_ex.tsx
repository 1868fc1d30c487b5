import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExLayout } from '../layouts/ExLayout';
import { tokenAtom } from '../lib/atoms/token';
import { exPagesRedirect } from '../lib/guards';

export const Route = createFileRoute('/_ex')({
  beforeLoad: ({ context }) => {
    const target = exPagesRedirect(context.store.get(tokenAtom) !== null);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: ExLayout,
});
