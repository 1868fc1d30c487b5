import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/themes.css';
import './styles/base.css';
import './styles/splash.css';
import { localeAtom } from './lib/atoms/locale';
import { reloadOnPreloadError } from './lib/chunk-reload';
import { AppIntlProvider, loadMessages } from './lib/intl';
import { appStore } from './lib/store';
import { router } from './router';

// index.html says km; a visitor who chose another language gets it before the first paint.
document.documentElement.lang = appStore.get(localeAtom);
reloadOnPreloadError();
// Thai or English (their own chunks) before the first paint, so no Khmer flashes by; offline
// with the chunk never fetched, the app starts in Khmer.
await loadMessages(appStore.get(localeAtom)).catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={appStore}>
      <AppIntlProvider>
        <RouterProvider router={router} />
      </AppIntlProvider>
    </Provider>
  </StrictMode>,
);

// Real-user speed (web-vitals), fetched once the app is up: not part of the first screen's JS.
void import('./lib/vitals').then(({ reportVitals }) => reportVitals());
