// The CSRF token of the session (GET /api/v1/security/csrf_token/), fetched once and cached.

export const CSRF_HEADER = 'X-CSRFToken';
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls that start or end a session, or use JWTs: they carry no CSRF token. */
export const CSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  '/login/',
  '/logout/',
  '/api/v1/security/login',
  '/api/v1/security/refresh',
]);

export interface CsrfStore {
  /** The cached token, fetched on first use; undefined when it cannot be had (e.g. logged out). */
  get(): Promise<string | undefined>;
  /** Forgets the token (after a CSRF failure, a login or a logout). */
  reset(): void;
}

export function createCsrfStore(fetchToken: () => Promise<string | undefined>): CsrfStore {
  let pending: Promise<string | undefined> | undefined;
  return {
    get() {
      if (!pending) {
        const attempt = fetchToken().catch(() => undefined);
        pending = attempt;
        // Do not cache a failure: try again on the next mutating call.
        void attempt.then((token) => {
          if (token === undefined && pending === attempt) pending = undefined;
        });
      }
      return pending;
    },
    reset() {
      pending = undefined;
    },
  };
}

export function needsCsrfToken(method: string, schemaPath: string, headers: Headers): boolean {
  if (!MUTATING_METHODS.has(method.toUpperCase())) return false;
  if (CSRF_EXEMPT_PATHS.has(schemaPath)) return false;
  // JWT calls are not protected by CSRF.
  return !/^bearer\s/i.test(headers.get('Authorization') ?? '');
}

/** A 400 or 403 whose body mentions CSRF: the token expired with the session. */
export async function isCsrfFailure(response: Response): Promise<boolean> {
  if (response.status !== 400 && response.status !== 403) return false;
  try {
    return /csrf/i.test(await response.clone().text());
  } catch {
    return false;
  }
}
