// The API client: openapi-fetch typed by the contract, with the CSRF header, a timeout and
// error normalisation. Every failed call rejects with a ClientError (see normalizeError.ts).
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { CSRF_HEADER, createCsrfStore, isCsrfFailure, needsCsrfToken } from './csrf.ts';
import { normalizeResponseError, normalizeThrownError } from './normalizeError.ts';
import type { paths } from './schema.gen.ts';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ApiClientOptions {
  /** Origin of the API; defaults to the page's origin. */
  baseUrl?: string;
  /** Milliseconds before a call is abandoned; a call can pass its own `timeout` too. */
  timeout?: number;
}

export type ApiClient = Client<paths> & {
  /** Forgets the cached CSRF token (the session changed). */
  resetCsrfToken(): void;
};

function defaultBaseUrl(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const defaultTimeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? defaultBaseUrl(),
    fetch: (request) => globalThis.fetch(request),
    credentials: 'same-origin',
  });

  const csrf = createCsrfStore(async () => {
    const { data } = await client.GET('/api/v1/security/csrf_token/');
    return data?.result;
  });

  /** What the middleware knows about each request it sent. */
  const sent = new WeakMap<Request, { timeout: number; retry?: Request }>();

  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      const own = (request as Request & { timeout?: unknown }).timeout;
      const timeout = typeof own === 'number' && own > 0 ? own : defaultTimeout;
      const headers = new Headers(request.headers);
      const protect = needsCsrfToken(request.method, schemaPath, headers);
      if (protect) {
        const token = await csrf.get();
        if (token) headers.set(CSRF_HEADER, token);
      }
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeout)]);
      const next = new Request(request, { headers, signal });
      sent.set(next, { timeout, ...(protect ? { retry: next.clone() } : {}) });
      return next;
    },

    async onResponse({ request, response, schemaPath, options: merged }) {
      let final = response;
      const info = sent.get(request);
      if (info?.retry && (await isCsrfFailure(response))) {
        // The token expired with the session: fetch a new one and try once more.
        csrf.reset();
        const token = await csrf.get();
        if (token) {
          const headers = new Headers(info.retry.headers);
          headers.set(CSRF_HEADER, token);
          try {
            final = await merged.fetch(new Request(info.retry, { headers }));
          } catch (error) {
            throw normalizeThrownError(error, info.timeout);
          }
        }
      }
      if (schemaPath === '/login/' || schemaPath === '/logout/') csrf.reset();
      if (!final.ok) {
        throw normalizeResponseError(final.status, await readBody(final), final.statusText);
      }
      return final;
    },

    onError({ request, error }) {
      if (isAbort(error)) return;
      return normalizeThrownError(error, sent.get(request)?.timeout ?? defaultTimeout);
    },
  };

  client.use(middleware);
  return Object.assign(client, { resetCsrfToken: () => csrf.reset() });
}
