// Superset's raise_for_access(query=…) for SQL people write (SQL Lab, virtual datasets): a caller
// who may access the whole database runs it; anyone else may read only the tables their schema
// permissions cover, or that a physical dataset they may access (datasource_access, or owned)
// stands for. The tables come from the engine's own grammar (EngineSpec.readsOf); a statement it
// cannot read is refused (INVALID_SQL_ERROR), a denied table with Superset's
// TABLE_SECURITY_ACCESS_ERROR listing them. Table functions other than row generators, and
// listings of the database's objects (SHOW TABLES), need database access.
import type { EngineSpec } from '../../engines/engineSpec.ts';
import type { StatementReads, TableReference } from '../../engines/reads/statementReads.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { type PhysicalDatasetRef, physicalDatasetsOf } from '../../store/repositories/datasetsRepository.ts';
import { LoupeError } from '../shared/loupeError.ts';
import { canAccessDatabase, canAccessSchema, type DatabaseFacts, dataGrantsOf } from './dataAccess.ts';
import type { Principal } from './principal.ts';

/** Table functions that only generate rows from their arguments: no table, file or catalog behind them. */
const ROW_GENERATORS: Readonly<Record<string, ReadonlySet<string>>> = {
  duckdb: new Set(['range', 'generate_series', 'unnest']),
  postgresql: new Set([
    'generate_series',
    'generate_subscripts',
    'unnest',
    'json_each',
    'json_each_text',
    'jsonb_each',
    'jsonb_each_text',
    'json_array_elements',
    'json_array_elements_text',
    'jsonb_array_elements',
    'jsonb_array_elements_text',
    'regexp_matches',
    'regexp_split_to_table',
  ]),
  mysql: new Set(['json_table']),
  sqlite: new Set(['json_each', 'json_tree', 'generate_series']),
};

/** The schema an unqualified name is looked up in when the statement runs without one. */
const DEFAULT_SCHEMA: Readonly<Record<string, string | null>> = {
  duckdb: 'main',
  sqlite: 'main',
  postgresql: 'public',
  mysql: null,
};

export interface SqlAccessTarget {
  database: DatabaseFacts;
  spec: EngineSpec;
  /** The schema the statements run in (the SQL Lab tab's, the dataset's), when chosen. */
  schema: string | null;
  /** MySQL: the connection's database, the schema of unqualified names when none is chosen. */
  connectionSchema?: string | null;
}

export function tableAccessError(denied: readonly string[]): LoupeError {
  const quoted = denied.map((name) => `\`${name}\``).join(', ');
  return new LoupeError(
    403,
    `You need access to the following tables: ${quoted},\n            \`all_database_access\` or \`all_datasource_access\` permission`,
    { errorType: 'TABLE_SECURITY_ACCESS_ERROR', extra: { link: null, tables: [...denied] } },
  );
}

/** Refuses the statements unless the caller may read everything they read. */
export async function assertSqlAccess(
  db: MetadataDb,
  principal: Principal,
  target: SqlAccessTarget,
  statements: readonly string[],
): Promise<void> {
  if (canAccessDatabase(principal, target.database)) return;
  const reads: StatementReads[] = [];
  for (const statement of statements) {
    try {
      reads.push(await target.spec.readsOf(statement));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new LoupeError(400, message, { errorType: 'INVALID_SQL_ERROR' });
    }
  }
  const datasets = await physicalDatasetsOf(db, target.database.id);
  const denied = new Set<string>();
  const backend = target.spec.backend;
  const defaultSchema =
    target.schema ?? (backend === 'mysql' ? (target.connectionSchema ?? null) : DEFAULT_SCHEMA[backend]!);
  for (const read of reads) {
    for (const reference of read.tables) {
      const schema = schemaOf(reference, defaultSchema, backend);
      if (!mayReadTable(principal, target, datasets, reference, schema))
        denied.add(displayName(reference, schema));
    }
    for (const name of read.tableFunctions) {
      if (!ROW_GENERATORS[backend]?.has(name.toLowerCase())) denied.add(`${name}()`);
    }
    if (read.listsObjects) denied.add(defaultSchema ? `${defaultSchema}.*` : '*');
  }
  if (denied.size > 0) throw tableAccessError([...denied]);
}

function schemaOf(reference: TableReference, defaultSchema: string | null, backend: string): string | null {
  if (reference.schema !== null) return reference.schema;
  // PostgreSQL looks in pg_catalog before the search path: pg_tables, pg_class, … live there.
  if (backend === 'postgresql' && reference.table.startsWith('pg_')) return 'pg_catalog';
  return defaultSchema;
}

function displayName(reference: TableReference, schema: string | null): string {
  return [reference.catalog, schema, reference.table].filter((part) => part !== null).join('.');
}

function mayReadTable(
  principal: Principal,
  target: SqlAccessTarget,
  datasets: readonly PhysicalDatasetRef[],
  reference: TableReference,
  schema: string | null,
): boolean {
  if (canAccessSchema(principal, target.database, schema)) return true;
  const same = (a: string | null, b: string | null) =>
    target.spec.caseSensitiveNames ? a === b : (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  const grants = dataGrantsOf(principal);
  return datasets.some(
    (dataset) =>
      same(dataset.table_name, reference.table) &&
      same(dataset.schema, schema) &&
      (reference.catalog === null || dataset.catalog === null || same(dataset.catalog, reference.catalog)) &&
      (grants.datasetIds.has(dataset.id) || dataset.ownerIds.includes(principal.user.id)),
  );
}
