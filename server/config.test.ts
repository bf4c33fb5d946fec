import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'film-config-'));

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, demoContent: true, publicUrl: 'http://localhost:3000', tokenTtlHours: 12, corsOrigins: [] });
    expect(config).toMatchObject({ requestTimeoutMs: 300_000, requestIdleTimeoutMs: 60_000 });
    expect(loadConfig({ DATA_DIR: dataDir(), REQUEST_IDLE_TIMEOUT_SECONDS: '0.5' }).requestIdleTimeoutMs).toBe(500);
    expect(config.admin).toBeUndefined();
  });

  it('warns at start when a server others can reach has no PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).warnings).toEqual([expect.stringMatching(/^PUBLIC_URL is not set: .*http:\/\/localhost:3000/)]);
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '127.0.0.1' }).warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://films.example' }).warnings).toEqual([]);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must look like postgres:/],
    [{ DEMO_CONTENT: 'maybe' }, /^Invalid configuration: DEMO_CONTENT must be on or off/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /^Invalid configuration: ADMIN_PASSWORD .*together/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'p'.repeat(257) }, /^Invalid configuration: ADMIN_PASSWORD must be at most 256 characters/],
    [{ ADMIN_EMAIL: `${'a'.repeat(250)}@b.co`, ADMIN_PASSWORD: 'secret-1' }, /^Invalid configuration: ADMIN_EMAIL must be at most 254 characters/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters$/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL must be an http\(s\) URL/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /^Invalid configuration: REQUEST_TIMEOUT_SECONDS must be more than 0 seconds/],
    [{ REQUEST_IDLE_TIMEOUT_SECONDS: 'soon' }, /^Invalid configuration: REQUEST_IDLE_TIMEOUT_SECONDS must be a number of seconds/],
  ])('refuses %o with a one-line message naming the variable', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'tooshort-secret' })).not.toThrow(/tooshort-secret/);
  });

  it('generates the JWT secret once into DATA_DIR with mode 0600 and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });
});
