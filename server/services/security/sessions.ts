// Browser sessions: an opaque random id in the `session` cookie, its SHA-256 in the sessions
// table with the user, the CSRF token and the expiry. Any web process can resolve it.
import { createHash, randomBytes } from 'node:crypto';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
} from '../../store/repositories/sessionsRepository.ts';

export const SESSION_COOKIE = 'session';

export interface StartedSession {
  cookieValue: string;
  csrfToken: string;
  expiresOn: Date;
}

export interface LiveSession {
  userId: number;
  csrfToken: string;
}

/** The stored (hashed) id of a session cookie's value. */
export function sessionId(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('hex');
}

export async function startSession(
  db: MetadataDb,
  userId: number,
  ttlSeconds: number,
): Promise<StartedSession> {
  const now = new Date();
  await deleteExpiredSessions(db, now.toISOString());
  const cookieValue = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresOn = new Date(now.getTime() + ttlSeconds * 1000);
  await insertSession(db, {
    id: sessionId(cookieValue),
    user_id: userId,
    csrf_token: csrfToken,
    created_on: now.toISOString(),
    expires_on: expiresOn.toISOString(),
  });
  return { cookieValue, csrfToken, expiresOn };
}

export async function resolveSession(db: MetadataDb, cookieValue: string): Promise<LiveSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(cookieValue)) return null;
  const row = await findLiveSession(db, sessionId(cookieValue), new Date().toISOString());
  return row ? { userId: row.user_id, csrfToken: row.csrf_token } : null;
}

export async function endSession(db: MetadataDb, cookieValue: string): Promise<void> {
  await deleteSession(db, sessionId(cookieValue));
}
