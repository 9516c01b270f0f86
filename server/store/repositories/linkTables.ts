// Link tables (user_role, role_permission_view, rls_filter_tables, rls_filter_roles): replacing
// the children of one parent, inside the caller's transaction.
import type { Kysely } from 'kysely';

export interface LinkTable {
  table: string;
  parentColumn: string;
  childColumn: string;
}

/** The parent is linked to exactly these children afterwards (duplicates ignored). */
export async function replaceLinks(
  // biome-ignore lint/suspicious/noExplicitAny: any repository's tables
  trx: Kysely<any>,
  link: LinkTable,
  parentId: number,
  childIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom(link.table).where(link.parentColumn, '=', parentId).execute();
  const ids = [...new Set(childIds)];
  if (ids.length === 0) return;
  await trx
    .insertInto(link.table)
    .values(ids.map((id) => ({ [link.parentColumn]: parentId, [link.childColumn]: id })))
    .execute();
}
