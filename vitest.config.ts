import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most test time is waiting (sockets, the database, child servers), not computing: Vitest's
    // default of one worker fewer than the cores ran the suite one file at a time on 2 cores.
    maxWorkers: availableParallelism() + 1,
    // PostgreSQL and Redis for the whole run: the ones TEST_*_URL name, else throwaway ones.
    globalSetup: ['server/test/global-setup.ts'],
  },
});
