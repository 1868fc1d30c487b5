import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Fixed zone, so "Asia/Bangkok" formatting is proven independent of the machine's zone.
    env: { TZ: 'UTC' },
  },
});
