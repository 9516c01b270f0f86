// The mock backend's session: who is logged in (POST /login/ sets it, GET /logout/ clears it),
// the CSRF token of the session, the login form's CSRF token of the visitor (GET
// /login/csrf_token/, required by POST /login/) and the JWTs handed out by POST
// /api/v1/security/login.
// In the browser (npm run dev:mock) the session survives reloads through sessionStorage.
import { findAccountById, type MockAccount } from './fixtures/users.ts';

interface SessionState {
  userId: number;
  csrfToken: string;
}

const STORAGE_KEY = 'loupe.mock.session';
let state: SessionState | null = null;
let persist = false;
let counter = 0;
let loginCsrf: string | null = null;
const accessTokens = new Map<string, number>();
const refreshTokens = new Map<string, number>();

function nextToken(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}`;
}

function save(): void {
  if (!persist) return;
  try {
    if (state) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lasts until the page reloads.
  }
}

export const mockSession = {
  /** Keep the session in sessionStorage (browser worker only). */
  enablePersistence(): void {
    persist = true;
    try {
      const stored = globalThis.sessionStorage?.getItem(STORAGE_KEY);
      if (stored) state = JSON.parse(stored) as SessionState;
    } catch {
      state = null;
    }
  },

  login(userId: number): void {
    state = { userId, csrfToken: nextToken('csrf') };
    save();
  },

  logout(): void {
    state = null;
    save();
  },

  /** The visitor's login form token (made on first use, kept until reset). */
  loginCsrfToken(): string {
    loginCsrf ??= nextToken('login-csrf');
    return loginCsrf;
  },

  /** Whether a login post carries the visitor's token: missing, invalid or valid. */
  checkLoginCsrf(sent: string | null | undefined): 'missing' | 'invalid' | 'valid' {
    if (!sent) return 'missing';
    return loginCsrf !== null && sent === loginCsrf ? 'valid' : 'invalid';
  },

  /** Back to nobody logged in and no tokens (between tests). */
  reset(): void {
    state = null;
    loginCsrf = null;
    accessTokens.clear();
    refreshTokens.clear();
    save();
  },

  csrfToken(): string | undefined {
    return state?.csrfToken;
  },

  issueTokens(userId: number): { access_token: string; refresh_token: string } {
    const access = nextToken('access');
    const refresh = nextToken('refresh');
    accessTokens.set(access, userId);
    refreshTokens.set(refresh, userId);
    return { access_token: access, refresh_token: refresh };
  },

  refreshAccessToken(refreshToken: string): string | undefined {
    const userId = refreshTokens.get(refreshToken);
    if (userId === undefined) return undefined;
    const access = nextToken('access');
    accessTokens.set(access, userId);
    return access;
  },

  /** The caller: a valid `Authorization: Bearer` access token, else the session. */
  currentAccount(request: Request): MockAccount | undefined {
    const bearer = /^bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (bearer !== undefined) {
      const userId = accessTokens.get(bearer);
      return userId === undefined ? undefined : findAccountById(userId);
    }
    return state ? findAccountById(state.userId) : undefined;
  },
};
