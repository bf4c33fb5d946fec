import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // PostgreSQL and Redis for the whole run: the ones TEST_*_URL name, else throwaway ones.
    globalSetup: ['server/test/global-setup.ts'],
  },
});
