// Values offered by related/ calls (FAB's related endpoint): databases by name, users by name.
import { sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import { accessExpression, type DatabaseAccessFilter } from './databasesRepository.ts';

export interface RelatedPage {
  count: number;
  values: { value: number; text: string }[];
}

function pattern(filter: string): string {
  return `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The databases named like the filter, of those visible (Superset's DatabaseFilter; null: all). */
export async function relatedDatabases(
  db: MetadataDb,
  filter: string,
  page: { index: number; size: number },
  visible: Omit<DatabaseAccessFilter, 'kind'> | null,
): Promise<RelatedPage> {
  const base = db
    .selectFrom('databases')
    .where(sql<boolean>`lower(database_name) like ${pattern(filter)} escape '\\'`)
    .where((eb) => (visible ? accessExpression(eb, visible) : eb.lit(true)));
  const countRow = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'database_name'])
    .orderBy('database_name', 'asc')
    .limit(page.size)
    .offset(page.index * page.size)
    .execute();
  return {
    count: Number(countRow.count),
    values: rows.map((row) => ({ value: row.id, text: row.database_name })),
  };
}

export async function relatedUsers(
  db: MetadataDb,
  filter: string,
  page: { index: number; size: number },
): Promise<RelatedPage> {
  const fullName = sql<string>`lower(first_name || ' ' || last_name)`;
  const base = db.selectFrom('users').where(sql<boolean>`${fullName} like ${pattern(filter)} escape '\\'`);
  const countRow = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'first_name', 'last_name'])
    .orderBy('first_name', 'asc')
    .orderBy('last_name', 'asc')
    .limit(page.size)
    .offset(page.index * page.size)
    .execute();
  return {
    count: Number(countRow.count),
    values: rows.map((row) => ({ value: row.id, text: `${row.first_name} ${row.last_name}` })),
  };
}
