import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ConfigError } from './config-error.ts';

/**
 * The data folder holds the database (password hashes, every row) and the token-signing secret:
 * readable by the owner only. Looser modes found at start (a folder made by `mkdir`, a database
 * from an older version, a restored copy) are tightened rather than refused, so an upgrade just
 * works; what cannot be tightened stops the start with the command that fixes it.
 */
const dirMode = 0o700;
const fileMode = 0o600;

function tighten(path: string, mode: number, command: string): void {
  const current = statSync(path).mode & 0o777;
  if ((current & ~mode) === 0) return;
  try {
    chmodSync(path, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`Cannot make ${path} private (${code}): run \`${command} ${path}\` as its owner`);
  }
}

/** Creates the folder (and missing parents) owner-only, or tightens an existing one to 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: dirMode });
  // A sticky folder is a shared one like /tmp: tightening it would break the machine.
  if (statSync(dir).mode & 0o1000) {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${dir} is a shared folder; give the site a folder of its own`);
  }
  tighten(dir, dirMode, 'chmod 700');
}

/** Tightens the file to 0600 if it exists. */
export function tightenFile(path: string): void {
  if (existsSync(path)) tighten(path, fileMode, 'chmod 600');
}

/** Creates an empty 0600 file unless one exists, which is tightened instead. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', fileMode));
  tighten(path, fileMode, 'chmod 600');
}

/**
 * Writes `content` to `path` (0600) unless the file already exists, so that no reader ever sees
 * it half written: the bytes go to a temporary file in the same folder and reach the disk first,
 * then a hard link gives them the real name in one step. Unlike a rename, the link never replaces
 * a file another process created meanwhile: the loser of such a race keeps the winner's file.
 * A crash leaves at most a dot-named temporary file, which nothing reads.
 * @returns whether this call created the file.
 */
export function writeFileOnce(path: string, content: string): boolean {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', fileMode);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
  // The new name itself must survive a power cut, not only the bytes.
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
  return true;
}
