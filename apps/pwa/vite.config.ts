import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { apiPaths, rootApiPaths } from './src/lib/api-paths.ts';
import { iconsPerChunk } from './vite/icons-per-chunk.ts';
import { precompiledMessages } from './vite/precompiled-messages.ts';
import { TICKET_PHOTO_CACHE } from './src/lib/ticket-photos.ts';

const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export default defineConfig(({ command }) => ({
  plugins: [
    precompiledMessages(),
    iconsPerChunk(),
    // The router plugin must run before React's so it can split route files into chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    VitePWA({
      registerType: 'prompt',
      // Registered from code (useRegisterSW): the server's CSP forbids inline scripts.
      injectRegister: null,
      includeAssets: ['icons/logo.svg', 'icons/share.png'],
      manifest: {
        name: 'ហាងឆ្នោតថៃ',
        short_name: 'ឆ្នោតថៃ',
        description: 'ហាងលក់ឆ្នោតថៃដំបូង និងតែមួយគត់',
        lang: 'km',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#113EC4',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [
          /^\/api\//,
          ...rootApiPaths.map((path) => new RegExp(`^${escape(path)}(?:[/?]|$)`)),
        ],
        cleanupOutdatedCaches: true,
        // Notices (web push): shown and opened by public/push-sw.js.
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          {
            // Public site settings. Network first, not stale-while-revalidate: the closed flag
            // must take effect on the next load; the cached copy only serves when offline.
            urlPattern: ({ url, request }) =>
              url.pathname === '/getWebSetting' &&
              request.method === 'GET' &&
              !request.headers.has('authorization'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'public-settings',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 4, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
          {
            // Ticket photos seen online show offline in my tickets (lib/ticket-photos.ts; the
            // app deletes this cache when a session ends). The function is copied into the
            // service worker as text, so it names the paths itself: uploaded sheet photos and the
            // pictures drawn for sheets without one.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (url.pathname.startsWith('/uploads/tickets/') ||
                url.pathname.startsWith('/ticket-photo/')),
            handler: 'CacheFirst',
            options: {
              cacheName: TICKET_PHOTO_CACHE,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiServer])),
  },
  // No modulepreload links in index.html: the browser fetches the entry's static imports as it
  // reads the entry, after the first screen (index.html's splash) has painted instead of before.
  build: {
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk: by default it was split
        // into 45 small files (each a request and each compressed alone), 146.9 KiB gzip
        // together; as one, the same modules are 135.6 KiB. Lazy chunks import from it, so
        // main.tsx has no top-level await: a chunk it awaited would wait for it in turn.
        // Before the first render main.tsx imports three more chunks, each evaluated in a task
        // of its own (one evaluation of everything was the start's longest task): react-dom's
        // (by default), the router's library, then the app (app.tsx: the route tree, the routes'
        // guards and loaders, and what only they import). A group takes its modules'
        // dependencies too, so the shell's group goes first and the router's before the app's.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 30 },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|cookie-es|seroval|seroval-plugins|tiny-invariant|tiny-warning)[\\/]/,
              priority: 20,
            },
            { name: 'app', test: /[\\/]src[\\/]app\.tsx$/, priority: 10 },
          ],
        },
      },
    },
  },
  resolve: {
    // The built app's messages are parsed at build time (vite/precompiled-messages.ts); the
    // dev server keeps the parser for the texts as written.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
}));
