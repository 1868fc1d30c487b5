import { createFileRoute, redirect } from '@tanstack/react-router';
import { profileAtom } from '../../lib/atoms/profile';
import { adminPagesRedirect } from '../../lib/guards';

/** /admin: the profile was loaded by the root route, so the role is known here. */
export const Route = createFileRoute('/_default/admin')({
  beforeLoad: ({ context }) => {
    const target = adminPagesRedirect(context.store.get(profileAtom)?.role);
    if (target) throw redirect({ to: target, replace: true });
  },
});
