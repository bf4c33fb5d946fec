import { execFile } from 'node:child_process';
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { repoRoot } from './test/spawn-server.ts';

const run = promisify(execFile);
const freshDir = () => mkdtempSync(join(tmpdir(), 'film-secret-'));
const modeOf = (path: string) => statSync(path).mode & 0o777;

/** A data folder whose jwt-secret file already holds `content`. */
function withSecretFile(content: string): string {
  const dir = freshDir();
  writeFileSync(join(dir, 'jwt-secret'), content, { mode: 0o600 });
  return dir;
}

describe('DATA_DIR/jwt-secret', () => {
  it.each([
    ['empty (a crash during its first write)', '', /holds no secret/],
    ['only whitespace', ' \n\t\n', /holds no secret/],
    ['shorter than 32 characters', 'abcdefghij0123456789abcdefghij1\n', /holds only 31 characters/],
  ])('refuses to start when the file is %s, with one line saying what to do', (_label, content, detail) => {
    const dir = withSecretFile(content);
    const load = () => loadConfig({ DATA_DIR: dir });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(detail);
    try {
      load();
    } catch (error) {
      const { message } = error as Error;
      expect(message).toContain(join(dir, 'jwt-secret'));
      expect(message).toMatch(/delete it to have a new secret generated \(everyone signs in again\), or set JWT_SECRET$/);
      expect(message).not.toContain('\n');
    }
    // The file is left as it is: deciding to sign everyone out is the operator's.
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(content);
  });

  it('accepts a file of exactly 32 characters and ignores the file when JWT_SECRET is set', () => {
    expect(loadConfig({ DATA_DIR: withSecretFile(`${'s'.repeat(32)}\n`) }).jwtSecret).toBe('s'.repeat(32));
    const given = 'an-operator-chosen-secret-of-at-least-32-chars';
    expect(loadConfig({ DATA_DIR: withSecretFile(''), JWT_SECRET: given }).jwtSecret).toBe(given);
  });

  it('is generated owner-only (0600), at least 32 characters, in a new 0700 folder, with no temporary file left', () => {
    const dir = join(freshDir(), 'nested', 'data');
    const { jwtSecret } = loadConfig({ DATA_DIR: dir });
    expect(jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(jwtSecret);
    expect(modeOf(join(dir, 'jwt-secret'))).toBe(0o600);
    expect(modeOf(dir)).toBe(0o700);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('does not count a partly written temporary file a crash left behind', () => {
    const dir = freshDir();
    const leftover = join(dir, '.jwt-secret.4242.0123456789ab.tmp');
    writeFileSync(leftover, 'half-writ', { mode: 0o600 });
    const { jwtSecret } = loadConfig({ DATA_DIR: dir });
    expect(jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(jwtSecret).not.toContain('half-writ');
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(jwtSecret);
  });

  it('tightens a looser folder and secret file (0755, 0644) to 0700 and 0600', () => {
    const dir = withSecretFile('x'.repeat(40));
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'jwt-secret'), 0o644);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe('x'.repeat(40));
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'jwt-secret'))).toBe(0o600);
  });

  it('refuses a shared folder such as /tmp (sticky bit) rather than tightening it', () => {
    const dir = freshDir();
    chmodSync(dir, 0o1777);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/DATA_DIR .* is a shared folder/);
    expect(statSync(dir).mode & 0o7777).toBe(0o1777);
  });

  it('a burst of processes starting together on a new folder all end up with one and the same secret', async () => {
    const dir = join(freshDir(), 'data');
    mkdirSync(dir, { mode: 0o700 });
    const script = `import('#server/config.ts').then(({ loadConfig }) => process.stdout.write(loadConfig({ DATA_DIR: ${JSON.stringify(dir)} }).jwtSecret))`;
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const outputs = await Promise.all(
      Array.from({ length: 6 }, () => run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, env })),
    );
    const secrets = new Set(outputs.map((o) => o.stdout));
    expect(secrets.size).toBe(1);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe([...secrets][0]);
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('stops the real server with exactly that one line and exit code 1', async () => {
    const dir = withSecretFile('');
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' };
    // The timeout only ends a server that wrongly started; a refusal exits at once.
    const options = { cwd: repoRoot, env, timeout: 20_000, killSignal: 'SIGKILL' as const };
    const failure = await run(process.execPath, ['--import', 'tsx', join(repoRoot, 'server', 'main.ts')], options).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr).toBe(
      `Invalid configuration: ${join(dir, 'jwt-secret')} holds no secret (at least 32 needed); delete it to have a new secret generated (everyone signs in again), or set JWT_SECRET\n`,
    );
  });
});

describe('the SQLite database', () => {
  const files = (dir: string) => ['site.db', 'site.db-wal', 'site.db-shm'].map((name) => join(dir, name));

  it('is owner-only (0600, with its -wal and -shm) in a 0700 folder once the app runs', async () => {
    const dir = join(freshDir(), 'data');
    const t = await buildTestApp({ sqlite: true, dataDir: dir });
    try {
      expect(modeOf(dir)).toBe(0o700);
      for (const file of files(dir)) {
        expect(existsSync(file), file).toBe(true);
        expect(modeOf(file), file).toBe(0o600);
      }
    } finally {
      await t.close();
    }
  });

  it('is tightened when an older version left it and its folder readable by others', async () => {
    const dir = freshDir();
    const sqlite = new Database(join(dir, 'site.db'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table leftover (x integer)');
    // Closing would fold the WAL back; a crashed old server leaves both files behind.
    for (const file of files(dir)) if (existsSync(file)) chmodSync(file, 0o644);
    chmodSync(dir, 0o755);
    const t = await buildTestApp({ sqlite: true, dataDir: dir });
    try {
      expect(modeOf(dir)).toBe(0o700);
      for (const file of files(dir)) expect(modeOf(file), file).toBe(0o600);
    } finally {
      await t.close();
      sqlite.close();
    }
  });
});
