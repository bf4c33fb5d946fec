import './zod-in-browser.ts';
import type { z } from 'zod';
import { errorBodySchema, type FieldError } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import { logoutResponseSchema } from '#shared/schemas/auth.ts';
import { notify } from './notify.ts';
import { forgetSession, getSession } from './session.ts';
import { askToSignInAgain } from './sign-in-again.ts';

/**
 * The one client for the REST API (SPEC.md section 7), used by admin mutations and the sign-in
 * page; visitors' pages read through their loaders and never load this module.
 *
 * Every request sends the stored token as X-Access-Token. Failures the user cannot fix by
 * editing a form are handled here, once: a 401 signs out and says the session expired; a
 * network failure, a 5xx or an unreadable answer says 'Unexpected error' / 'Something went
 * wrong'. Such errors come back with `notified: true` so callers do not notify twice; the rest
 * (400 with field errors, 404, 429, and a 503 saying the server is busy) are the caller's to show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly code: string | undefined;
  /** Seconds to wait before trying again (the answer's Retry-After), when it said. */
  retryAfter: number | undefined;
  /** The client already told the user (session expired, unexpected error). */
  notified = false;

  constructor(message: string, status: number, errors: FieldError[] = [], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/**
 * A `.catch` for a request that sends a form's values under other names (a list's place, a
 * bare string): rethrows its failure with the server's paths renamed to the form's, so the
 * errors go under the fields the form holds.
 */
export function withFieldsRenamed(rename: (field: string) => string): (error: unknown) => never {
  return (error) => {
    if (error instanceof ApiError) for (const e of error.errors) e.field = rename(e.field);
    throw error;
  };
}

/** The part of XMLHttpRequest an upload needs, so tests can pass a fake. */
export type XhrLike = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'responseText'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'ontimeout'
  | 'onabort'
>;

export interface ApiClientOptions {
  /** Defaults to the page's origin; tests pass an absolute base. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Creates the request object of uploads that report progress. */
  xhr?: () => XhrLike;
  getToken?: () => string | null;
  /** A request that carried a token was refused with 401. */
  onUnauthorized?: () => void;
  /** The network failed, the server failed (5xx) or answered something unreadable. */
  onUnexpected?: () => void;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  /** FormData goes as multipart (uploads); anything else is sent as JSON. */
  body?: FormData | object;
  schema: S;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1; set, the request goes through XMLHttpRequest to get it. */
  onProgress?: (fraction: number) => void;
  /** Let the request finish even if the page is left meanwhile (fetch's keepalive). */
  keepalive?: boolean;
}

export type SendOptions = Pick<RequestOptions<z.ZodType>, 'signal' | 'onProgress'>;

interface Outgoing {
  url: string;
  method: string;
  headers: Headers;
  body: FormData | string | undefined;
  signal: AbortSignal | undefined;
  keepalive: boolean;
}

/** Status, parsed JSON body (undefined when the body was not JSON) and Retry-After in seconds. */
interface Incoming {
  status: number;
  payload: unknown;
  retryAfter?: number | undefined;
}

/** Retry-After in seconds; the server sends whole seconds, never a date. */
function retryAfterOf(value: string | null): number | undefined {
  return value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const abortError = () => new DOMException('The request was aborted', 'AbortError');

async function sendWithFetch(doFetch: typeof fetch, req: Outgoing): Promise<Incoming> {
  const response = await doFetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: req.signal,
    keepalive: req.keepalive,
  });
  return {
    status: response.status,
    payload: parseJson(await response.text()),
    retryAfter: retryAfterOf(response.headers.get('Retry-After')),
  };
}

/** fetch cannot report upload progress; XMLHttpRequest's upload.onprogress can. */
function sendWithXhr(
  create: () => XhrLike,
  req: Outgoing,
  onProgress: (fraction: number) => void,
): Promise<Incoming> {
  return new Promise((resolve, reject) => {
    if (req.signal?.aborted) return reject(abortError());
    const xhr = create();
    xhr.open(req.method, req.url);
    req.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    // Every byte sent: the server is now processing. Browsers may send a small body without
    // any progress event, so this and the 0 below keep the bar honest either way.
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve({ status: xhr.status, payload: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(abortError());
    req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(req.body ?? null);
    onProgress(0);
  });
}

/** 5xx answers whose message the user can act on (wait, try again): not 'Unexpected error'. */
const callersToShow = new Set<string | undefined>(['busy', 'upstream_unavailable']);

function storedToken(): string | null {
  return typeof window === 'undefined' ? null : getSession().token;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const createXhr = options.xhr ?? (() => new XMLHttpRequest());
  const getToken = options.getToken ?? storedToken;
  const base = options.baseUrl ?? '';

  /** The one place failures are sorted out; see the class comment of ApiError. */
  function fail(error: ApiError, sentToken: boolean): never {
    if (error.status === 401 && sentToken) {
      options.onUnauthorized?.();
      error.notified = options.onUnauthorized !== undefined;
    } else if (error.status === 0 || (error.status >= 500 && !callersToShow.has(error.code))) {
      // A full queue (503 'busy': image processing, password checks) or a service that did not
      // answer (502 'upstream_unavailable': Vimeo) says what to do; the caller shows it.
      options.onUnexpected?.();
      error.notified = options.onUnexpected !== undefined;
    }
    throw error;
  }

  async function request<S extends z.ZodType>(
    path: string,
    opts: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('X-Access-Token', token);
    let body: FormData | string | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.body);
    }
    const outgoing: Outgoing = {
      url: `${base}${path}`,
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
      keepalive: opts.keepalive ?? false,
    };

    let incoming: Incoming;
    try {
      incoming = opts.onProgress
        ? await sendWithXhr(createXhr, outgoing, opts.onProgress)
        : await sendWithFetch(doFetch, outgoing);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      return fail(new ApiError(messages.notify.somethingWrong, 0), Boolean(token));
    }

    const { status, payload } = incoming;
    if (status < 200 || status >= 300) {
      const parsed = errorBodySchema.safeParse(payload);
      const error = parsed.success
        ? new ApiError(parsed.data.message, status, parsed.data.errors, parsed.data.code)
        : new ApiError(messages.notify.somethingWrong, status);
      error.retryAfter = incoming.retryAfter;
      return fail(error, Boolean(token));
    }
    const parsed = opts.schema.safeParse(payload);
    // An answer that does not match the shared schema is a contract break, not user error.
    if (!parsed.success) return fail(new ApiError(messages.notify.somethingWrong, 0), false);
    return parsed.data;
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
      request(path, { schema, signal }),
    post: <S extends z.ZodType>(
      path: string,
      body: FormData | object,
      schema: S,
      send: SendOptions = {},
    ) => request(path, { method: 'POST', body, schema, ...send }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: same origin, token from the session, failures announced. */
export const api = createApiClient({
  onUnauthorized: () => {
    // Where an admin works, the password is asked for over the page, which keeps open forms.
    if (askToSignInAgain()) return;
    // The server already refuses this token: nothing to revoke, only to forget.
    forgetSession();
    notify.sessionExpired();
  },
  onUnexpected: notify.unexpected,
});

/**
 * Asks the server to revoke `token` (POST /api/auth/logout), so that a copy of it stops working
 * too. Sign out calls this after the session is already forgotten in the browser, so nothing is
 * announced and nothing is thrown: if the call fails (offline, token already expired), the user
 * is signed out here all the same and the token ends at its expiry.
 */
export async function revokeToken(
  token: string,
  options: Pick<ApiClientOptions, 'fetch' | 'baseUrl'> = {},
): Promise<void> {
  const client = createApiClient({ ...options, getToken: () => token });
  await client
    .request('/api/auth/logout', { method: 'POST', schema: logoutResponseSchema, keepalive: true })
    .catch(() => undefined);
}
