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

export function createTokenService(settings: TokenSettings): TokenService {
  const key = deriveKey(settings.secretKey, 'jwt');
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.type !== type || typeof payload.sub !== 'string' || !/^\d+$/.test(payload.sub))
          return null;
        return Number(payload.sub);
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
