import { defineConfig } from 'vitest/config';
import { preactForReact } from './vite/preact-for-react.ts';

export default defineConfig({
  // The tests render with the renderer the phones get.
  resolve: {
    alias: [
      // Testing Library acts through React.act or, without it, react-dom/test-utils.
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      ...preactForReact,
      // Its CommonJS build requires react-dom past the aliases; its ES build imports it.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Fixed zone, so "Asia/Bangkok" formatting is proven independent of the machine's zone.
    env: { TZ: 'UTC' },
  },
});
