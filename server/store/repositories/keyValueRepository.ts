// The key-value store (Superset's key_value): values under a random key, per resource.
import type { MetadataDb } from '../metadataStore.ts';
import { queryTablesOf } from '../queryTables.ts';
import { nowIso } from '../tables.ts';

export async function insertKeyValue(
  db: MetadataDb,
  entry: { resource: string; key: string; value: string; userId: number | null },
): Promise<void> {
  await queryTablesOf(db)
    .insertInto('key_value')
    .values({
      resource: entry.resource,
      uuid: entry.key,
      value: entry.value,
      created_on: nowIso(),
      created_by_fk: entry.userId,
      expires_on: null,
    })
    .execute();
}

/** The value stored under the key for the resource, unless it expired. */
export async function findKeyValue(
  db: MetadataDb,
  resource: string,
  key: string,
): Promise<string | undefined> {
  const row = await queryTablesOf(db)
    .selectFrom('key_value')
    .select(['value', 'expires_on'])
    .where('resource', '=', resource)
    .where('uuid', '=', key)
    .executeTakeFirst();
  if (!row || (row.expires_on !== null && row.expires_on <= nowIso())) return undefined;
  return row.value;
}
