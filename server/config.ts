import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { textLimits } from '#shared/limits.ts';
import { ConfigError } from './config-error.ts';
import { ensurePrivateDir, tightenFile, writeFileOnce } from './private-files.ts';

export { ConfigError };

/** HS256 wants a key of at least 256 bits; 32 characters is the floor for JWT_SECRET and the file alike. */
const minSecretLength = 32;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const urlString = (what: string) =>
  z.string().refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, `must be an http(s) URL (${what})`);

/** A duration in seconds; fractions allowed (tests use a fraction of a second). */
const seconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .positive('must be more than 0 seconds')
  .max(3600, 'must be at most 3600 seconds');

const s3Shape = {
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)')
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(urlString('S3-compatible endpoint; leave unset for AWS').optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(urlString('public address of the media files, such as a CDN').optional()),
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
};
type S3Env = { [K in keyof typeof s3Shape]?: z.output<(typeof s3Shape)[K]> };

/** Settings only mean something with a bucket, and keys come in pairs. */
function checkS3(env: S3Env, ctx: z.RefinementCtx): void {
  const given = (Object.keys(s3Shape) as (keyof S3Env)[]).filter((k) => k !== 'S3_BUCKET' && env[k] !== undefined);
  if (!env.S3_BUCKET && given.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${given.join(', ')} is` });
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together',
    });
  }
}

const envSchema = z
  .object({
    ...s3Shape,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/[^\s/]+\/[^\s/?]+/, 'must look like postgres://user@host:5432/dbname')
        .optional(),
    ),
    // The sign-in form's limits too, so the configured account can always sign in.
    ADMIN_EMAIL: optionalString.pipe(
      z.email('must be an email address').max(textLimits.email, `must be at most ${textLimits.email} characters`).optional(),
    ),
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(6, 'must be at least 6 characters')
        .max(textLimits.password, `must be at most ${textLimits.password} characters`)
        .optional(),
    ),
    DEMO_CONTENT: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    VIMEO_OEMBED_URL: urlString('Vimeo oEmbed endpoint').default('https://vimeo.com/api/oembed.json'),
    PUBLIC_URL: optionalString.pipe(urlString('public address of the site').optional()),
    JWT_SECRET: optionalString.pipe(z.string().min(minSecretLength, `must be at least ${minSecretLength} characters`).optional()),
    TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 7).default(12),
    CORS_ORIGINS: optionalString,
    TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional()),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . _ -')
      .default('film-site:'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REQUEST_TIMEOUT_SECONDS: seconds.default(300),
    REQUEST_IDLE_TIMEOUT_SECONDS: seconds.default(60),
    MAP_TILES_LIGHT: z.string().default('https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png'),
    MAP_TILES_DARK: z.string().default('https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png'),
    MAP_ATTRIBUTION: z
      .string()
      .default('&copy; OpenStreetMap contributors &copy; CARTO'),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be given together',
  })
  .superRefine(checkS3)
  // Instances sharing Redis sit behind one load balancer: a secret generated per DATA_DIR would make
  // a token from one instance fail on the next.
  .refine((env) => !env.REDIS_URL || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'must be set when REDIS_URL is (every instance must sign tokens with the same secret)',
  });

/** S3-compatible media storage (DESIGN.md section 9); absent: media on the local disk. */
export interface S3Config {
  bucket: string;
  /** Unset for AWS itself; the address of MinIO, R2, Spaces… otherwise. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Base of the media URLs visitors fetch: S3_PUBLIC_URL, else the bucket's own address. */
  publicUrl: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  sqlitePath: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  demoContent: boolean;
  vimeoOembedUrl: string;
  publicUrl: string;
  jwtSecret: string;
  tokenTtlHours: number;
  corsOrigins: string[];
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (for the sign-in throttle). */
  trustProxy: boolean;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so several sites (or tests) can share one Redis. */
  redisKeyPrefix: string;
  s3: S3Config | undefined;
  logLevel: string;
  /** The whole request (headers and body) must arrive within this (server/http/request-timeouts.ts). */
  requestTimeoutMs: number;
  /** A request whose body stops arriving for this long is dropped. */
  requestIdleTimeoutMs: number;
  mapTilesLight: string;
  mapTilesDark: string;
  mapAttribution: string;
  /** What the start logs as warnings: settings that work but are likely a mistake where they are. */
  warnings: readonly string[];
}

/**
 * The JWT secret: JWT_SECRET if given, else the one in DATA_DIR/jwt-secret, generated (written
 * atomically, mode 0600) on the first start and reused by every later start and by `npm run admin`.
 * A file too short to be a secret (an older version could leave it empty when it crashed while
 * writing it) stops the start: signing with it would fail every sign-in, or be guessable.
 */
function jwtSecretFrom(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'jwt-secret');
  // Two instances starting together on one folder: one writes, the other reads what it wrote.
  if (!existsSync(file)) writeFileOnce(file, randomBytes(48).toString('base64url'));
  tightenFile(file);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < minSecretLength) {
    throw new ConfigError(
      `Invalid configuration: ${file} holds ${secret.length === 0 ? 'no secret' : `only ${secret.length} characters`} (at least ${minSecretLength} needed); delete it to have a new secret generated (everyone signs in again), or set JWT_SECRET`,
    );
  }
  return secret;
}

function s3ConfigFrom(e: S3Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  const region = e.S3_REGION ?? 'us-east-1';
  // Path-style addresses (endpoint/bucket/key) work with every S3-compatible server; AWS prefers virtual hosts.
  const forcePathStyle = e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined;
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  const bucketUrl = endpoint
    ? forcePathStyle
      ? `${endpoint}/${e.S3_BUCKET}`
      : endpoint.replace('://', `://${e.S3_BUCKET}.`)
    : `https://${e.S3_BUCKET}.s3.${region}.amazonaws.com`;
  return {
    bucket: e.S3_BUCKET,
    endpoint,
    region,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: (e.S3_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, ''),
    forcePathStyle,
  };
}

function parseOrThrow<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const got = env[name];
  const shown = name.includes('PASSWORD') || name.includes('SECRET') || got === undefined ? '' : ` (got "${got}")`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
}

/** The environment a child process of the server (the demo seed) starts from: the server's own, which it reads again with loadConfig. */
export function childProcessEnv(): NodeJS.ProcessEnv {
  return { ...process.env };
}

/** Only the S3 settings, for tools (such as migrate-data) that need no server configuration. */
export function loadS3Config(env: NodeJS.ProcessEnv = process.env): S3Config | undefined {
  return s3ConfigFrom(parseOrThrow(z.object(s3Shape).superRefine(checkS3), env));
}

/** Reads the environment once into a typed, frozen config; throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseOrThrow(envSchema, env);
  const dataDir = resolve(e.DATA_DIR);
  ensurePrivateDir(dataDir);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    sqlitePath: join(dataDir, 'site.db'),
    mediaDir: join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoContent: e.DEMO_CONTENT === 'on',
    vimeoOembedUrl: e.VIMEO_OEMBED_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: jwtSecretFrom(dataDir, e.JWT_SECRET),
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    s3: s3ConfigFrom(e),
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    requestIdleTimeoutMs: Math.round(e.REQUEST_IDLE_TIMEOUT_SECONDS * 1000),
    mapTilesLight: e.MAP_TILES_LIGHT,
    mapTilesDark: e.MAP_TILES_DARK,
    mapAttribution: e.MAP_ATTRIBUTION,
    warnings: startWarnings(e),
  });
}

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * A server others can reach (HOST not loopback, as by default) without PUBLIC_URL tells search
 * engines and link previews that every page lives at http://localhost: worth saying at start.
 */
function startWarnings(e: { PUBLIC_URL?: string | undefined; HOST: string; PORT: number }): string[] {
  if (e.PUBLIC_URL !== undefined || loopbackHosts.has(e.HOST)) return [];
  return [
    `PUBLIC_URL is not set: canonical links, link previews and the sitemap name http://localhost:${e.PORT}, which no visitor or search engine can open; set it to the site's public address (README, Configure it)`,
  ];
}
