import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthPage } from '../../../features/auth/components/AuthPage';

/**
 * `?tab=register` or `?tab=recovery` open those forms; anything else is sign-in. `giftCode` (from
 * a gift link) goes along and brings the member back to `/reward` afterwards.
 */
const authSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(['signin', 'register', 'recovery']), 'signin'), 'signin'),
  giftCode: v.optional(v.string()),
});

export const Route = createFileRoute('/_auth/auth/')({
  validateSearch: authSearch,
  component: AuthRoute,
});

function AuthRoute() {
  const { tab, giftCode } = Route.useSearch();
  return <AuthPage tab={tab} giftCode={giftCode} />;
}
