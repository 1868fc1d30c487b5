import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Testing Library's matchers and clean-up, and what jsdom lacks for the drawers' <dialog>.
    setupFiles: ['src/lib/testing/setup.ts'],
    // A component test types and clicks through a whole screen: seconds on a busy shared host.
    testTimeout: 30_000,
    // Fixed zone, so "Asia/Bangkok" formatting is proven independent of the machine's zone.
    env: { TZ: 'UTC' },
  },
});
