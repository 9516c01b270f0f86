// JWT access and refresh tokens (HS256, signed with a key derived from the secret key).
// Claims: sub = user id (string), type = access | refresh, ver = the user's token version (a token
// of an older version fails once the password changes or the user is deactivated), iat, exp, jti.
import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenSettings {
  secretKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface TokenClaims {
  userId: number;
  /** The user's token version when it was issued (0 for tokens without one). */
  version: number;
}

export interface TokenService {
  issue(userId: number, type: TokenType, version?: number): Promise<string>;
  /** The user id of a valid, unexpired token of the given type, else null. */
  verify(token: string, type: TokenType): Promise<number | null>;
  /** The user and token version of a valid, unexpired token of the given type, else null. */
  verifyClaims(token: string, type: TokenType): Promise<TokenClaims | null>;
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
  const verified = new Map<string, { type: unknown; userId: number | null; version: number; exp: number }>();
  async function verifyClaims(token: string, type: TokenType): Promise<TokenClaims | null> {
    const known = verified.get(token);
    if (known && known.exp > Date.now() / 1000)
      return known.type === type && known.userId !== null
        ? { userId: known.userId, version: known.version }
        : null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId =
        typeof payload.sub === 'string' && /^\d+$/.test(payload.sub) ? Number(payload.sub) : null;
      const version = Number.isSafeInteger(payload.ver) ? (payload.ver as number) : 0;
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { type: payload.type, userId, version, exp: payload.exp });
      }
      return payload.type === type && userId !== null ? { userId, version } : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
  return {
    async issue(userId, type, version = 0) {
      const ttl = type === 'access' ? settings.accessTokenTtlSeconds : settings.refreshTokenTtlSeconds;
      return new SignJWT({ type, fresh: type === 'access', ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${ttl}s`)
        .sign(key);
    },
    async verify(token, type) {
      return (await verifyClaims(token, type))?.userId ?? null;
    },
    verifyClaims,
  };
}
