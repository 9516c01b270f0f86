// What SQL Lab's pickers and schema browser read from a database: schemas, catalogs, tables
// (lists cached per database until forced), table metadata, SELECT * and function names. Each
// call uses the database's pool from the registry; engine errors become typed 422 replies.
import type { components } from '../../../src/api/schema.gen.ts';
import type { EnginePool } from '../../engines/engineSpec.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findDatabaseById } from '../../store/repositories/databasesRepository.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import { notFound } from '../shared/loupeError.ts';
import { toDatabaseDetail } from './databaseDetail.ts';
import type { EngineCatalog } from './engineCatalog.ts';
import { engineCall } from './engineFailure.ts';
import type { EnginePools } from './enginePools.ts';
import type { FileDatabasePolicy } from './fileDatabasePolicy.ts';
import type { MetadataCache } from './metadataCache.ts';
import type { PasswordCipher } from './passwordCipher.ts';
import { engineConnection, storedConnection } from './storedConnection.ts';
import { defaultSchema, SELECT_STAR_LIMIT, type TableMetadata, toTableMetadata } from './tableMetadata.ts';

export type SchemasQuery = components['schemas']['SchemasQuery'];
export type CatalogsQuery = components['schemas']['CatalogsQuery'];
export type TablesQuery = components['schemas']['TablesQuery'];
export type TableQuery = { name: string; schema?: string; catalog?: string };
type DatabaseShowResponse = components['schemas']['DatabaseShowResponse'];
type NameList = components['schemas']['NameList'];
type TableList = components['schemas']['TableList'];
type TableExtraMetadata = components['schemas']['TableExtraMetadata'];
type SelectStar = components['schemas']['SelectStar'];
type FunctionNames = components['schemas']['FunctionNames'];

export interface DatabaseMetadataContext {
  db: MetadataDb;
  engines: EngineCatalog;
  cipher: PasswordCipher;
  pools: EnginePools;
  cache: MetadataCache;
  /** Which SQLite / DuckDB files connections may open. */
  files: FileDatabasePolicy;
}

export interface OpenDatabase {
  row: DatabaseRow;
  pool: EnginePool;
  version: string;
}

async function findRow(ctx: DatabaseMetadataContext, id: number): Promise<DatabaseRow> {
  const row = await findDatabaseById(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export async function openDatabase(ctx: DatabaseMetadataContext, id: number): Promise<OpenDatabase> {
  const row = await findRow(ctx, id);
  const version = [
    row.changed_on,
    row.sqlalchemy_uri,
    row.password_encrypted ?? '',
    row.allow_file_access,
  ].join('\u0000');
  const pool = ctx.pools.get(id, version, () => {
    const connection = storedConnection(ctx.engines, ctx.cipher, row);
    // A database registered before the file policy (or with it off) is not opened against it.
    ctx.files.check(connection.spec, connection.settings);
    return connection.spec.open(engineConnection(connection.settings, connection.password), {
      fileAccess: row.allow_file_access === 1,
    });
  });
  return { row, pool, version };
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function getDatabase(ctx: DatabaseMetadataContext, id: number): Promise<DatabaseShowResponse> {
  const row = await findRow(ctx, id);
  return { id: row.id, result: toDatabaseDetail(row, ctx.engines) };
}

export async function listSchemas(
  ctx: DatabaseMetadataContext,
  id: number,
  q: SchemasQuery = {},
): Promise<NameList> {
  const { pool, version } = await openDatabase(ctx, id);
  const catalog = q.catalog ?? null;
  const result = await ctx.cache.get(id, version, `schemas\u0000${catalog ?? ''}`, q.force === true, () =>
    engineCall(async () => [...(await pool.listSchemas(catalog))].sort(byName)),
  );
  return { result: [...result] };
}

export async function listCatalogs(
  ctx: DatabaseMetadataContext,
  id: number,
  q: CatalogsQuery = {},
): Promise<NameList> {
  const { pool, version } = await openDatabase(ctx, id);
  if (!pool.spec.supportsCatalogs) return { result: [] };
  const result = await ctx.cache.get(id, version, 'catalogs', q.force === true, () =>
    engineCall(async () => [...(await pool.listCatalogs())].sort(byName)),
  );
  return { result: [...result] };
}

export async function listTables(
  ctx: DatabaseMetadataContext,
  id: number,
  q: TablesQuery,
): Promise<TableList> {
  const { pool, version } = await openDatabase(ctx, id);
  const catalog = q.catalog_name ?? null;
  const key = `tables\u0000${catalog ?? ''}\u0000${q.schema_name}`;
  const tables = await ctx.cache.get(id, version, key, q.force === true, () =>
    engineCall(() => pool.listTables(q.schema_name, catalog)),
  );
  const result = tables
    .map((table) => ({ value: table.name, type: table.type }))
    .sort((a, b) => byName(a.value, b.value));
  return { count: result.length, result };
}

export async function getTableMetadata(
  ctx: DatabaseMetadataContext,
  id: number,
  query: TableQuery,
): Promise<TableMetadata> {
  const { row, pool } = await openDatabase(ctx, id);
  const schema = query.schema || defaultSchema(pool.spec.parseUri(row.sqlalchemy_uri).settings);
  const catalog = query.catalog || null;
  const meta = await engineCall(() => pool.getTableMetadata(query.name, schema, catalog));
  const selectStar = pool.selectStar(meta.name, schema, {
    limit: SELECT_STAR_LIMIT,
    indent: true,
    ...(catalog ? { catalog } : {}),
  });
  return toTableMetadata(meta, selectStar);
}

export async function getTableExtraMetadata(
  ctx: DatabaseMetadataContext,
  id: number,
): Promise<TableExtraMetadata> {
  await findRow(ctx, id);
  return {};
}

export async function selectStar(
  ctx: DatabaseMetadataContext,
  id: number,
  table: string,
  schema: string | null,
): Promise<SelectStar> {
  const { pool } = await openDatabase(ctx, id);
  return { result: pool.selectStar(table, schema, { limit: SELECT_STAR_LIMIT, indent: true }) };
}

export async function listFunctionNames(ctx: DatabaseMetadataContext, id: number): Promise<FunctionNames> {
  const { pool, version } = await openDatabase(ctx, id);
  const names = await ctx.cache.get(id, version, 'functions', false, () =>
    engineCall(() => pool.functionNames()),
  );
  return { function_names: [...names] };
}
