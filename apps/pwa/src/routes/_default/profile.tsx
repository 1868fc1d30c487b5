import { createFileRoute, redirect } from '@tanstack/react-router';
import { tokenAtom } from '../../lib/atoms/token';
import { memberPagesRedirect } from '../../lib/guards';

/** /profile and its pages are for members. */
export const Route = createFileRoute('/_default/profile')({
  beforeLoad: ({ context }) => {
    const target = memberPagesRedirect(context.store.get(tokenAtom) !== null);
    if (target) throw redirect({ to: target, replace: true });
  },
});
