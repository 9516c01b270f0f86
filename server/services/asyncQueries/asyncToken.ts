// The async channel bound to a browser session, as Superset's async query manager: a signed JWT
// in the `async-token` cookie, {channel, sub: user id}, set on replies to logged-in users while
// GLOBAL_ASYNC_QUERIES is on and renewed when the user changes. Reading events needs it; the
// channel of another user's token is never readable (its sub does not match the caller).
// Verified tokens are remembered (bounded) so checking the cookie on every reply costs a lookup.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '../security/tokens.ts';

export const ASYNC_TOKEN_COOKIE = 'async-token';

export interface AsyncChannelClaims {
  channel: string;
  userId: number;
}

export interface AsyncTokenService {
  /** A new channel for the user and its token. */
  issue(userId: number): Promise<{ token: string; channel: string }>;
  /** The claims of a token this server signed, else null. */
  verify(token: string): Promise<AsyncChannelClaims | null>;
}

const REMEMBERED_TOKENS = 10_000;

export function createAsyncTokenService(secretKey: string): AsyncTokenService {
  const key = deriveKey(secretKey, 'async-token');
  const verified = new Map<string, AsyncChannelClaims>();
  return {
    async issue(userId) {
      const channel = randomUUID();
      const token = await new SignJWT({ channel })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .sign(key);
      return { token, channel };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      let claims: AsyncChannelClaims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { channel, sub } = payload;
        if (typeof channel !== 'string' || channel === '' || typeof sub !== 'string' || !/^\d+$/.test(sub))
          return null;
        claims = { channel, userId: Number(sub) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
      if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    },
  };
}
