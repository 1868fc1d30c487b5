import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorPage } from '../components/ErrorPage';
import { LoadingBar } from '../components/LoadingBar';
import { OfflineBanner } from '../components/OfflineBanner';
import { loadWebSetting } from '../lib/web-setting';
import { ensureProfile } from '../lib/profile';
import { settingsAtom } from '../lib/atoms/settings';
import { isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-reload';
import { closedSiteRedirect } from '../lib/guards';
import { applyTheme } from '../lib/themes';
import type { RouterContext } from '../router';

// The service worker's registration and its update offer: not needed for the first screen, so
// out of the entry chunk (the worker registers once this chunk arrives, just after).
const UpdatePrompt = lazy(() =>
  import('../components/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation: settings (cached ~30 s), then the closed-site rule in both directions.
  beforeLoad: async ({ context, location }) => {
    const settings = await loadWebSetting();
    context.store.set(settingsAtom, settings);
    const target = closedSiteRedirect(location.pathname, settings.closed);
    if (target) throw redirect({ to: target, replace: true });
    // Spec section 2: with a token, the profile is fetched on entry; a refusal clears the session.
    await ensureProfile(context.store);
  },
  component: RootShell,
  notFoundComponent: () => <ErrorPage notFound />,
  errorComponent: RootError,
});

function RootShell() {
  const { theme } = useAtomValue(settingsAtom);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <>
      <LoadingBar />
      <OfflineBanner />
      <Outlet />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </>
  );
}

function RootError({ error }: { error: unknown }) {
  // A chunk of an older deploy is gone: reload (at most once a minute) to get the new one.
  if (isChunkLoadError(error)) reloadAfterChunkFailure();
  return <ErrorPage notFound={false} />;
}
