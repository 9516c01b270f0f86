// Row level security rules (Superset's row_level_security_filters): the filtered, ordered, paged
// list with each rule's datasets and roles, one rule, the writes (the rule with its links, one
// transaction), and the rules on one dataset with their role names — what every query on the
// dataset reads (one indexed lookup; no row when the dataset has no rule).
import { type ExpressionBuilder, sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import { type RlsFilterRow, type RowLevelSecurityTables, rlsTablesOf } from '../rowLevelSecurityTables.ts';
import { type MetadataTables, nowIso } from '../tables.ts';
import { replaceLinks } from './linkTables.ts';
import {
  groupedBy,
  type ListRequest,
  linkFilterExpression,
  pagedList,
  type TextOperator,
  textFilterExpression,
} from './listQuery.ts';
import { precompiledQuery } from './precompiledQuery.ts';

export type RlsTextColumn = 'name' | 'clause' | 'group_key' | 'description';
export type RlsOrderColumn = 'id' | 'name' | 'filter_type' | 'group_key' | 'clause' | 'changed_on';

export type RlsListFilter =
  | { kind: 'text'; column: RlsTextColumn; operator: TextOperator; value: string }
  | { kind: 'filter_type'; value: string; negate: boolean }
  | { kind: 'link'; link: 'roles' | 'tables'; value: number; negate: boolean };

export interface RlsTableRef {
  id: number;
  schema: string | null;
  table_name: string;
}

export interface RlsRuleRow extends RlsFilterRow {
  tables: RlsTableRef[];
  roles: { id: number; name: string }[];
  changed_by: { id: number; first_name: string; last_name: string } | null;
}

export interface RlsWrite {
  name: string;
  filterType: string;
  groupKey: string | null;
  clause: string;
  description: string | null;
  tableIds: readonly number[];
  roleIds: readonly number[];
}

type Expressions = ExpressionBuilder<MetadataTables & RowLevelSecurityTables, 'row_level_security_filters'>;

const LINKS = {
  roles: { table: 'rls_filter_roles', childColumn: 'role_id' },
  tables: { table: 'rls_filter_tables', childColumn: 'table_id' },
} as const;

function filterExpression(eb: Expressions, filter: RlsListFilter) {
  switch (filter.kind) {
    case 'text':
      return textFilterExpression(
        eb,
        sql.ref(`row_level_security_filters.${filter.column}`),
        filter.operator,
        filter.value,
      );
    case 'filter_type':
      return eb('row_level_security_filters.filter_type', filter.negate ? '<>' : '=', filter.value);
    case 'link':
      return linkFilterExpression(
        eb,
        { ...LINKS[filter.link], parentColumn: 'rls_filter_id', parentId: 'row_level_security_filters.id' },
        filter.value,
        filter.negate,
      );
  }
}

async function withLinks(db: MetadataDb, rows: readonly RlsFilterRow[]): Promise<RlsRuleRow[]> {
  if (rows.length === 0) return [];
  const t = rlsTablesOf(db);
  const ids = rows.map((row) => row.id);
  const tables = await t
    .selectFrom('rls_filter_tables')
    .innerJoin('datasets', 'datasets.id', 'rls_filter_tables.table_id')
    .select([
      'rls_filter_tables.rls_filter_id as rule_id',
      'datasets.id as id',
      'datasets.schema as schema',
      'datasets.table_name as table_name',
    ])
    .where('rls_filter_tables.rls_filter_id', 'in', ids)
    .orderBy('datasets.id')
    .execute();
  const roles = await t
    .selectFrom('rls_filter_roles')
    .innerJoin('roles', 'roles.id', 'rls_filter_roles.role_id')
    .select(['rls_filter_roles.rls_filter_id as rule_id', 'roles.id as id', 'roles.name as name'])
    .where('rls_filter_roles.rls_filter_id', 'in', ids)
    .orderBy('roles.id')
    .execute();
  const changers = await t
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(rows.map((row) => row.changed_by_fk ?? -1))])
    .execute();
  const tablesOf = groupedBy(tables, 'rule_id');
  const rolesOf = groupedBy(roles, 'rule_id');
  return rows.map((row) => ({
    ...row,
    tables: tablesOf.get(row.id) ?? [],
    roles: rolesOf.get(row.id) ?? [],
    changed_by: changers.find((user) => user.id === row.changed_by_fk) ?? null,
  }));
}

export async function listRlsRules(
  db: MetadataDb,
  request: ListRequest<RlsListFilter, RlsOrderColumn>,
): Promise<{ count: number; rows: RlsRuleRow[] }> {
  const t = rlsTablesOf(db);
  const { count, rows } = await pagedList(request, {
    countFrom: t.selectFrom('row_level_security_filters'),
    rowsFrom: t.selectFrom('row_level_security_filters').selectAll('row_level_security_filters'),
    filter: filterExpression,
    order: (column: RlsOrderColumn) => sql.ref(`row_level_security_filters.${column}`),
    tieBreaker: 'row_level_security_filters.id',
  });
  return { count, rows: await withLinks(db, rows) };
}

export async function findRlsRule(db: MetadataDb, id: number): Promise<RlsRuleRow | undefined> {
  const row = await rlsTablesOf(db)
    .selectFrom('row_level_security_filters')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await withLinks(db, [row]))[0] : undefined;
}

/** Whether another rule than `exceptId` has this name. */
export async function rlsNameTaken(db: MetadataDb, name: string, exceptId: number | null): Promise<boolean> {
  const row = await rlsTablesOf(db)
    .selectFrom('row_level_security_filters')
    .select('id')
    .where('name', '=', name)
    .where('id', '<>', exceptId ?? -1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The datasets among these ids, with their database's backend (the clause is checked in its dialect). */
export async function datasetsByIds(
  db: MetadataDb,
  ids: readonly number[],
): Promise<{ id: number; backend: string }[]> {
  if (ids.length === 0) return [];
  return rlsTablesOf(db)
    .selectFrom('datasets')
    .innerJoin('databases', 'databases.id', 'datasets.database_id')
    .select(['datasets.id as id', 'databases.backend as backend'])
    .where('datasets.id', 'in', [...new Set(ids)])
    .execute();
}

async function writeLinks(
  trx: MetadataDb,
  ruleId: number,
  write: Pick<Partial<RlsWrite>, 'tableIds' | 'roleIds'>,
): Promise<void> {
  const parentColumn = 'rls_filter_id';
  if (write.tableIds !== undefined)
    await replaceLinks(trx, { ...LINKS.tables, parentColumn }, ruleId, write.tableIds);
  if (write.roleIds !== undefined)
    await replaceLinks(trx, { ...LINKS.roles, parentColumn }, ruleId, write.roleIds);
}

export async function insertRlsRule(db: MetadataDb, write: RlsWrite, by: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await rlsTablesOf(trx)
      .insertInto('row_level_security_filters')
      .values({
        name: write.name,
        filter_type: write.filterType,
        group_key: write.groupKey,
        clause: write.clause,
        description: write.description,
        created_on: now,
        changed_on: now,
        created_by_fk: by,
        changed_by_fk: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLinks(trx, inserted.id, write);
    return inserted.id;
  });
}

export async function updateRlsRule(
  db: MetadataDb,
  id: number,
  write: Partial<RlsWrite>,
  by: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = rlsTablesOf(trx);
    const result = await t
      .updateTable('row_level_security_filters')
      .set({
        ...(write.name !== undefined ? { name: write.name } : {}),
        ...(write.filterType !== undefined ? { filter_type: write.filterType } : {}),
        ...(write.groupKey !== undefined ? { group_key: write.groupKey } : {}),
        ...(write.clause !== undefined ? { clause: write.clause } : {}),
        ...(write.description !== undefined ? { description: write.description } : {}),
        changed_on: nowIso(),
        changed_by_fk: by,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeLinks(trx, id, write);
    return true;
  });
}

/** Deletes every rule of `ids`, or none (false) when one does not exist. One transaction. */
export async function deleteRlsRules(db: MetadataDb, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const t = rlsTablesOf(trx);
    const found = await t
      .selectFrom('row_level_security_filters')
      .select('id')
      .where('id', 'in', unique)
      .execute();
    if (found.length !== unique.length) return false;
    await t.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', unique).execute();
    await t.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', unique).execute();
    await t.deleteFrom('row_level_security_filters').where('id', 'in', unique).execute();
    return true;
  });
}

export interface DatasetRlsRule {
  id: number;
  filter_type: string;
  group_key: string | null;
  clause: string;
  /** The rule's role names (null: a rule without roles). */
  role: string | null;
}

const rulesOfDatasetQuery = precompiledQuery((db) =>
  rlsTablesOf(db)
    .selectFrom('rls_filter_tables')
    .innerJoin('row_level_security_filters as f', 'f.id', 'rls_filter_tables.rls_filter_id')
    .leftJoin('rls_filter_roles', 'rls_filter_roles.rls_filter_id', 'f.id')
    .leftJoin('roles', 'roles.id', 'rls_filter_roles.role_id')
    .select([
      'f.id as id',
      'f.filter_type as filter_type',
      'f.group_key as group_key',
      'f.clause as clause',
      'roles.name as role',
    ])
    .where('rls_filter_tables.table_id', '=', 0)
    .orderBy('f.id'),
);

/** The rules on one dataset, one row per (rule, role): read by every query on the dataset. */
export async function rlsRulesOfDataset(db: MetadataDb, datasetId: number): Promise<DatasetRlsRule[]> {
  return rulesOfDatasetQuery(db, [datasetId]);
}

/** Roles named like the filter, for the rule's roles. */
export async function relatedRlsRoles(
  db: MetadataDb,
  filter: string,
  page: { index: number; size: number },
): Promise<{ count: number; values: { value: number; text: string }[] }> {
  const base = db
    .selectFrom('roles')
    .where((eb) => (filter ? textFilterExpression(eb, sql.ref('name'), 'ct', filter) : eb.lit(true)));
  const countRow = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'name'])
    .orderBy('name')
    .limit(page.size)
    .offset(page.index * page.size)
    .execute();
  return { count: Number(countRow.count), values: rows.map((row) => ({ value: row.id, text: row.name })) };
}

/** Datasets named like the filter (table_name), for the rule's tables. */
export async function relatedRlsTables(
  db: MetadataDb,
  filter: string,
  page: { index: number; size: number },
): Promise<{ count: number; values: { value: number; text: string }[] }> {
  const base = rlsTablesOf(db)
    .selectFrom('datasets')
    .where((eb) => (filter ? textFilterExpression(eb, sql.ref('table_name'), 'ct', filter) : eb.lit(true)));
  const countRow = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'schema', 'table_name'])
    .orderBy('table_name')
    .orderBy('id')
    .limit(page.size)
    .offset(page.index * page.size)
    .execute();
  return {
    count: Number(countRow.count),
    values: rows.map((row) => ({ value: row.id, text: row.table_name })),
  };
}
