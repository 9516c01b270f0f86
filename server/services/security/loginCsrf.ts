// The login form's CSRF token, as Flask-WTF's on Superset's login page: bound to the anonymous
// visitor by a random nonce in the httpOnly `login_csrf` cookie; the token is the nonce's HMAC
// under a key derived from the secret key, so another site can neither read nor forge it and a
// cookie planted without its token is useless. POST /login/ sends it in X-CSRFToken or the
// form's csrf_token field.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './tokens.ts';

export const LOGIN_CSRF_COOKIE = 'login_csrf';
/** The cookie reaches GET /login/csrf_token/ and POST /login/ only. */
export const LOGIN_CSRF_COOKIE_PATH = '/login/';

const NONCE_PATTERN = /^[\w-]{24}$/;

export interface LoginCsrf {
  /** A new visitor nonce (the cookie's value). */
  newNonce(): string;
  /** Whether a cookie value is a nonce this server could have made. */
  isNonce(value: string | undefined): value is string;
  tokenFor(nonce: string): string;
  /** Whether the token sent belongs to the visitor's nonce. */
  verify(nonce: string | undefined, token: string | undefined): boolean;
}

export function createLoginCsrf(secretKey: string): LoginCsrf {
  const key = deriveKey(secretKey, 'login-csrf');
  const isNonce = (value: string | undefined): value is string =>
    typeof value === 'string' && NONCE_PATTERN.test(value);
  const tokenFor = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  return {
    newNonce: () => randomBytes(18).toString('base64url'),
    isNonce,
    tokenFor,
    verify(nonce, token) {
      if (!isNonce(nonce) || typeof token !== 'string') return false;
      const expected = Buffer.from(tokenFor(nonce));
      const sent = Buffer.from(token);
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },
  };
}
