import { createRouter } from '@tanstack/react-router';
import { ErrorPage, NestedError } from './components/ErrorPage';
import { queryClient } from './lib/query-client';
import { appStore } from './lib/store';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** The jotai store, so guards read the session and write the settings outside React. */
  store: typeof appStore;
  /** Server state: loaders call `queryClient.ensureQueryData`, screens read the same keys. */
  queryClient: typeof queryClient;
}

export const router = createRouter({
  routeTree,
  context: { store: appStore, queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Any unknown path shows the full not-found page, not a not-found inside some layout.
  notFoundMode: 'root',
  defaultNotFoundComponent: () => <ErrorPage notFound />,
  defaultErrorComponent: NestedError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
