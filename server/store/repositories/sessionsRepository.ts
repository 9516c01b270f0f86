// Browser sessions, shared by every web process through the metadata database.
import type { MetadataDb } from '../metadataStore.ts';
import type { SessionRow } from '../tables.ts';

export async function insertSession(db: MetadataDb, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session with this (hashed) id, when it has not expired at `now`. */
export async function findLiveSession(
  db: MetadataDb,
  id: string,
  now: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('expires_on', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: MetadataDb, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: MetadataDb, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_on', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
