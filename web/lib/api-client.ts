import type { z } from 'zod';
import { errorBodySchema, type FieldError } from '#shared/errors.ts';
import { tokenStorageKey } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';

/**
 * The one error type every API failure becomes: the server's `message`, its field errors
 * (for forms) and the HTTP status (0 when the network failed or the answer was unreadable).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly code: string | undefined;

  constructor(message: string, status: number, errors: FieldError[] = [], code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

export interface ApiClientOptions {
  /** Defaults to the page's origin; tests pass an absolute base. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => string | null;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  /** FormData goes as multipart (uploads); anything else is sent as JSON. */
  body?: FormData | object;
  schema: S;
  signal?: AbortSignal;
}

function storedToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const getToken = options.getToken ?? storedToken;
  const base = options.baseUrl ?? '';

  async function request<S extends z.ZodType>(
    path: string,
    opts: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = getToken();
    if (token) headers.set('X-Access-Token', token);
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: opts.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: opts.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(messages.notify.somethingWrong, 0);
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(payload);
      if (parsed.success) {
        throw new ApiError(
          parsed.data.message,
          response.status,
          parsed.data.errors,
          parsed.data.code,
        );
      }
      throw new ApiError(messages.notify.somethingWrong, response.status);
    }
    const parsed = opts.schema.safeParse(payload);
    // An answer that does not match the shared schema is a contract break, not user error.
    if (!parsed.success) throw new ApiError(messages.notify.somethingWrong, 0);
    return parsed.data;
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
      request(path, { schema, signal }),
    post: <S extends z.ZodType>(path: string, body: FormData | object, schema: S) =>
      request(path, { method: 'POST', body, schema }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: same origin, token from local storage. */
export const api = createApiClient();
