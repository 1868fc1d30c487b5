import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { AppIntlProvider } from './lib/intl';
import { queryClient } from './lib/query-client';
import { appStore } from './lib/store';
import { router } from './router';

// The router, its route tree and the modules only they need, in a chunk of their own
// (vite.config.ts's `app` group) that main.tsx imports before the first render: its evaluation is
// a task of its own, where the entry's one evaluation of everything was the longest task after
// the first paint.
export { router };

/** Everything the app renders: the stores, the server state, the texts and the routes. */
export function App() {
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <AppIntlProvider>
          <RouterProvider router={router} />
        </AppIntlProvider>
      </QueryClientProvider>
    </Provider>
  );
}
