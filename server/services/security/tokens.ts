// JWT access and refresh tokens (HS256, signed with a key derived from the secret key).
// Claims: sub = user id (string), type = access | refresh, iat, exp, jti.
import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenSettings {
  secretKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface TokenService {
  issue(userId: number, type: TokenType): Promise<string>;
  /** The user id of a valid, unexpired token of the given type, else null. */
  verify(token: string, type: TokenType): Promise<number | null>;
}

/** A key for one purpose, derived from the secret key so purposes never share a key. */
export function deriveKey(secretKey: string, purpose: string): Buffer {
  return createHmac('sha256', secretKey).update(`loupe:${purpose}`).digest();
}

/** Verified tokens kept (a client sends the same token on every call until it expires). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(settings: TokenSettings): TokenService {
  const key = deriveKey(settings.secretKey, 'jwt');
  // Token text → its type, user and expiry (epoch s): a verified token is not checked again
  // (HMAC in WebCrypto is most of a cheap request's time); only its expiry is.
  const verified = new Map<string, { type: unknown; userId: number | null; exp: number }>();
  return {
    async issue(userId, type) {
      const ttl = type === 'access' ? settings.accessTokenTtlSeconds : settings.refreshTokenTtlSeconds;
      return new SignJWT({ type, fresh: type === 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${ttl}s`)
        .sign(key);
    },
    async verify(token, type) {
      const known = verified.get(token);
      if (known && known.exp > Date.now() / 1000) return known.type === type ? known.userId : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId =
          typeof payload.sub === 'string' && /^\d+$/.test(payload.sub) ? Number(payload.sub) : null;
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
          verified.set(token, { type: payload.type, userId, exp: payload.exp });
        }
        return payload.type === type ? userId : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
