import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdmin } from '../../test/build-test-app.ts';
import { jsonPost } from '../../test/factories.ts';
import { buildLoggedApp, type LoggedApp } from '../../test/logged-app.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');

/** Runs `npm run admin`'s script as its own process against the app's data folder (SQLite). */
function admin(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  return run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'admin.ts'), ...args], { cwd: root, env });
}

const mutate = (token: string) => jsonPost('/api/about_us/update', { text: 'Edited text', text_extra: 'Kyiv, Tbilisi' }, token);
const login = (password: string) => jsonPost('/api/auth/login', { email: testAdmin.email, password });

describe('npm run admin changes the password and revokes every earlier token', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await buildLoggedApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('old tokens stop working at once in the running server; the new password signs in', async () => {
    const second = (await t.app.inject(login(testAdmin.password))).json<{ token: string }>().token;
    for (const token of [t.token, second]) expect((await t.app.inject(mutate(token))).statusCode).toBe(200);

    const { stdout } = await admin(t.dataDir, '--email', testAdmin.email, '--password', 'a-brand-new-secret');
    expect(stdout).toContain(`Admin ${testAdmin.email} is set`);
    expect(stdout).not.toContain('a-brand-new-secret');

    for (const token of [t.token, second]) {
      const res = await t.app.inject(mutate(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
    expect((await t.app.inject(login(testAdmin.password))).statusCode).toBe(400);
    const fresh = await t.app.inject(login('a-brand-new-secret'));
    expect(fresh.statusCode).toBe(200);
    const token = fresh.json<{ token: string }>().token;
    expect((await t.app.inject(mutate(token))).statusCode).toBe(200);
    expect(decodeJwt(token).ver).toBeGreaterThan(Number(decodeJwt(t.token).ver));
  });

  it('refuses a password under 6 characters and changes nothing', async () => {
    const before = (await t.app.inject(login('a-brand-new-secret'))).json<{ token: string }>().token;
    const failure = await admin(t.dataDir, '--email', testAdmin.email, '--password', '123').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/--password/);
    expect((await t.app.inject(mutate(before))).statusCode).toBe(200);
  });
});

describe('the signing secret', () => {
  it('comes from JWT_SECRET when given: no secret file is written, tokens verify with it', async () => {
    const secret = 'an-operator-chosen-secret-of-at-least-32-chars';
    const t = await buildLoggedApp({ JWT_SECRET: secret });
    try {
      expect(existsSync(join(t.dataDir, 'jwt-secret'))).toBe(false);
      const { jwtVerify } = await import('jose');
      await expect(jwtVerify(t.token, new TextEncoder().encode(secret))).resolves.toBeDefined();
      const payload = decodeJwt(t.token);
      // Hours, not weeks (DESIGN.md section 7): the default lifetime is 12 hours.
      expect(Number(payload.exp) - Number(payload.iat)).toBe(12 * 3600);
    } finally {
      await t.close();
    }
  });

  it('is generated once into DATA_DIR (mode 0600) and survives a restart, so tokens do too', async () => {
    const t = await buildLoggedApp();
    try {
      const file = join(t.dataDir, 'jwt-secret');
      const secret = readFileSync(file, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const { jwtVerify } = await import('jose');
      await expect(jwtVerify(t.token, new TextEncoder().encode(secret))).resolves.toBeDefined();
      // A second process on the same folder (the admin script) reads the same secret, not a new one.
      await admin(t.dataDir, '--email', 'second@test.example', '--password', 'another-password');
      expect(readFileSync(file, 'utf8').trim()).toBe(secret);
      expect((await t.app.inject(mutate(t.token))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
