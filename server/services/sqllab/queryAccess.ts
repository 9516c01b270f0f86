// SQL Lab's access check (Superset's raise_for_access(query=…)): the rendered statements of a
// query, estimate or validation, or the stored SQL of a query whose results or CSV are asked for,
// are contained (security/containment.ts: the database's allow_dml and file access, disallowed
// functions) and read only tables the caller may read (security/sqlAccess.ts).
import { splitStatements } from '../../../lib/sql/index.ts';
import type { EnginePool } from '../../engines/engineSpec.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { QueryRow } from '../../store/queryTables.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import { assertContained, type ContainmentOptions } from '../security/containment.ts';
import type { Principal } from '../security/principal.ts';
import { assertSqlAccess } from '../security/sqlAccess.ts';

export async function assertQueryAccess(
  db: MetadataDb,
  principal: Principal,
  database: DatabaseRow,
  pool: EnginePool,
  sql: string,
  schema: string | null,
  containment: ContainmentOptions = {},
): Promise<void> {
  const statements = splitStatements(sql, pool.spec.dialect).map((statement) => statement.text);
  const connectionSchema =
    pool.spec.backend === 'mysql' ? pool.spec.parseUri(database.sqlalchemy_uri).settings.database : null;
  await assertSqlAccess(db, principal, { database, spec: pool.spec, schema, connectionSchema }, statements);
  await assertContained(pool, database, sql, containment);
}

/** The statements a stored query ran (rendered); with CTAS, the SELECT the table was made of. */
export function sqlAsRun(
  row: Pick<QueryRow, 'executed_sql' | 'select_sql' | 'select_as_cta' | 'sql'>,
): string {
  if (row.select_as_cta === 1 && row.select_sql) return row.select_sql;
  return row.executed_sql ?? row.sql;
}
