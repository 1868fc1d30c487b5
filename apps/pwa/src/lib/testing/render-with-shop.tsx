import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type WritableAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { Locale } from '@lottery/contracts';
import { localeAtom } from '../atoms/locale';
import { AppIntlProvider, loadMessages } from '../intl';
import { appStore } from '../store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWritableAtom = WritableAtom<unknown, [any], unknown>;

export interface ShopOptions {
  /** The reader's language: Khmer unless a test says otherwise. */
  locale?: Locale;
  /** The URL the screen is shown at. */
  path?: string;
  /** Client state to start from (session, cart, drawers...): `[atom, value]` pairs. */
  atoms?: ReadonlyArray<readonly [AnyWritableAtom, unknown]>;
}

/**
 * Renders a screen inside the app's own providers, as main.tsx does: the app's jotai store (the
 * API client reads the session from it), a query client, the real messages of the language, and
 * a router at `path` whose only page is the screen. Resolves once the screen has rendered.
 */
export async function renderWithShop(
  ui: ReactNode,
  { locale = 'km', path = '/', atoms = [] }: ShopOptions = {},
) {
  appStore.set(localeAtom, locale);
  for (const [atom, value] of atoms) appStore.set(atom, value);
  await loadMessages(locale);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'always' } },
  });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const user = userEvent.setup();
  const view = render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <AppIntlProvider>
          <RouterProvider router={router} />
        </AppIntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, user, router, queryClient, store: appStore };
}
