import { defineConfig } from '@playwright/test';
import { chromiumPath, playwrightChromiumArgs } from './e2e/chromium.ts';

/**
 * Browser tests against the real built server (npm run build first), twice: once on a fresh
 * demo site and once on an empty one (DEMO_CONTENT=off). Each server gets its own temporary
 * DATA_DIR. Chromium is the system one (Debian package), launched offline-safe.
 */
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 4311);
const emptyPort = Number(process.env.E2E_EMPTY_PORT ?? 4312);
export const e2eAdmin = { email: 'admin@e2e.example', password: 'e2e-password-123' };

const server = (port: number, demo: 'on' | 'off') => ({
  command: `node e2e/serve.mjs`,
  env: {
    PORT: String(port),
    DEMO_CONTENT: demo,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOG_LEVEL: 'warn',
    VIMEO_OEMBED_URL: 'http://127.0.0.1:9/api/oembed.json',
    PUBLIC_URL: `http://localhost:${port}`,
  },
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: { executablePath: chromiumPath, args: playwrightChromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'demo', testMatch: /.*\.demo\.spec\.ts/, use: { baseURL: `http://localhost:${demoPort}` } },
    { name: 'empty', testMatch: /.*\.empty\.spec\.ts/, use: { baseURL: `http://localhost:${emptyPort}` } },
  ],
  webServer: [server(demoPort, 'on'), server(emptyPort, 'off')],
});
