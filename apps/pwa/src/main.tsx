import { Fragment, startTransition, StrictMode } from 'react';
import { defaultLocale } from '@lottery/contracts';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/themes.css';
import './styles/base.css';
import './styles/splash.css';
// The app chunk's own styles (its error page, loading bar and offline banner) in the shell's
// stylesheet: with a stylesheet of its own, the app's script would be asked for only once that
// stylesheet had loaded, a round trip later.
import './components/ErrorPage.module.css';
import './components/LoadingBar.module.css';
import './components/OfflineBanner.module.css';
import { localeAtom } from './lib/atoms/locale';
import { reloadOnPreloadError } from './lib/chunk-reload';
import { loadMessages } from './lib/intl';
import { appStore } from './lib/store';

// index.html says km; a visitor who chose another language gets it before the first paint.
document.documentElement.lang = appStore.get(localeAtom);
// The splash's text is all bold, so the regular Khmer face (the body text of every page) and the
// Thai one (the language picker's "ไทย") would be asked for only by the first render, and each
// arrival would lay out and paint the whole page again. Asked for now, they arrive while the
// app's code loads. (A <link rel=preload> would compete with the splash's own CSS instead.)
void document.fonts.load('1em "Noto Sans Khmer"', 'ក');
void document.fonts.load('1em "Noto Sans Thai"', 'ไ');
reloadOnPreloadError();
// React's development checks (effects run twice, impure renders rendered twice) in the dev server;
// the built app skips the wrapper, whose checks React leaves out of production anyway.
const Checks = import.meta.env.DEV ? StrictMode : Fragment;

/** Lets the browser run whatever waits (input, a frame) before the rest of the start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// A function, not top-level awaits: the messages' chunk imports the shell's chunk, which holds
// this module, and a module still awaiting at its top level would never let that import finish.
async function start() {
  // React's renderer (react-dom, half of the start-up's JavaScript) in a chunk of its own, asked
  // for at once: its evaluation is a task of its own, beside the loads below, instead of half of
  // the entry's one long evaluation (a long task is what holds up a tap).
  const renderer = import('react-dom/client');
  // The router's library and the app (app.tsx: route tree, routes' guards and loaders), each a
  // chunk of its own, asked for at once beside the loads below. The router's is asked for first
  // and is the smaller, so it normally runs in a task of its own before the app's arrives (the
  // app's chunk imports it; arriving first, the app's would run both in one task, as before).
  // Naming the one export used lets the bundler drop the others (a bare import keeps them all).
  void import('@tanstack/react-router').then(
    ({ createRouter }) => createRouter,
    () => undefined,
  );
  const app = import('./app');
  // The reader's language (a chunk of its own) before the first render, so no other language
  // flashes by; offline with that chunk never fetched, the app starts in Khmer.
  // Beside them, the answers saved on the phone, so an offline start reads them.
  await Promise.all([
    loadMessages(appStore.get(localeAtom))
      .catch(() => loadMessages(defaultLocale))
      .catch(() => undefined),
    import('./lib/query-persist')
      .then(({ restoreQueries }) => restoreQueries())
      .catch(() => undefined),
  ]);
  // The first Intl calls load the language's ICU data (react-intl makes them in the first
  // render): tens of ms each on a phone. Made here, each in a task of its own (not in the task
  // that restored the saved answers, nor in the first render's), so each task stays short (a
  // long task is what holds up a tap).
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang);
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(document.documentElement.lang);
  await nextTask();
  // The route's guards, loaders and code before the first render: rendered after, the page is
  // there in the first render (no later re-render of the whole page when the route resolves,
  // which the router's store makes synchronous: one long task). The router sees the location
  // already loaded when it mounts and does not load it again. Its failures show in the render.
  const { App, router } = await app;
  await router.load().catch(() => undefined);
  const { createRoot } = await renderer;

  // In a transition, React renders the first screen in slices that yield to the browser every
  // few ms instead of in one task; the splash covers the page until it is committed.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <Checks>
        <App />
      </Checks>,
    ),
  );

  // Real-user speed (web-vitals), fetched once the app is up: not part of the first screen's JS.
  void import('./lib/vitals').then(({ reportVitals }) => reportVitals());
}

void start();
