import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Testing Library's matchers and clean-up, and what jsdom lacks for the drawers' <dialog>.
    setupFiles: ['src/lib/testing/setup.ts'],
    // Fixed zone, so "Asia/Bangkok" formatting is proven independent of the machine's zone.
    env: { TZ: 'UTC' },
  },
});
