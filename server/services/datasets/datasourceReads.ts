// The datasource calls charts make on a dataset: a column's distinct values (Superset's
// values_for_column: DISTINCT, fetch_values_predicate and the caller's row level security
// conditions applied, at most FILTER_SELECT_ROW_LIMIT),
// sample rows (a page of SELECT * and the total count) and the dataset as charts see it
// (fetch_datasource_metadata, cached per key until the dataset or its database changes). Each
// checks the caller's access to the dataset first, as Superset's raise_for_access (403, as chart
// data answers), the cached metadata too.
import { checkAdhocClause } from '../../../lib/sql/index.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { genericTypeOf } from '../../engines/genericTypes.ts';
import type { CompiledQuery } from '../../query/compileQueryObject.ts';
import type { DatasetColumnRow } from '../../store/datasetTables.ts';
import type { DatasetFull } from '../../store/repositories/datasetsRepository.ts';
import { type AccessTarget, assertDatasourceAccess } from '../chartData/datasourceAccess.ts';
import type { OpenDatabase } from '../databases/databaseMetadata.ts';
import { assertContained } from '../security/containment.ts';
import type { Principal } from '../security/principal.ts';
import { rowLevelFiltersOf } from '../security/rowLevelSecurity.ts';
import { badRequest, LoupeError } from '../shared/loupeError.ts';
import { loadDatasetForQuery } from './datasetForQuery.ts';
import { type DatasetReadContext, datasetDetail, requireDataset } from './datasetReads.ts';
import { toDatasourceMetadata } from './datasetShapes.ts';
import { datasetSource, engineFailure, isTemporalType, readEngineColumns } from './engineColumns.ts';
import type { SampleFilter, SamplesPayloadFields } from './samplesFilters.ts';
import { compileSamplesStatements, samplesDatasource } from './samplesQueries.ts';

type ColumnValues = components['schemas']['DatasourceColumnValues'];
type SamplesResponse = components['schemas']['DatasourceSamplesResponse'];
type DatasourceMetadata = components['schemas']['DatasourceMetadata'];
type ExternalMetadata = components['schemas']['DatasourceExternalMetadata'];

/** Superset's FILTER_SELECT_ROW_LIMIT and SAMPLES_ROW_LIMIT. */
export const FILTER_SELECT_ROW_LIMIT = 10_000;
export const SAMPLES_ROW_LIMIT = 1000;

/** A cached fetch_datasource_metadata reply with what the access check reads of its dataset. */
export interface CachedDatasourceMetadata {
  metadata: DatasourceMetadata;
  access: AccessTarget;
}

export interface DatasourceContext extends DatasetReadContext {
  timeoutMs: number;
  metadataCache: Map<string, CachedDatasourceMetadata>;
}

function accessTargetOf(dataset: DatasetFull): AccessTarget {
  return {
    datasetId: dataset.id,
    tableName: dataset.table_name,
    schema: dataset.schema,
    databaseId: dataset.database_id,
    databaseName: dataset.database_name,
    ownerIds: dataset.owners.map((owner) => owner.id),
  };
}

/** Superset's raise_for_access on a dataset: 403 DATASOURCE_SECURITY_ACCESS_ERROR when refused. */
function assertMayQuery(principal: Principal, dataset: DatasetFull): void {
  assertDatasourceAccess(principal, accessTargetOf(dataset));
}

function checkType(type: string): void {
  if (type !== 'table') throw badRequest(`Invalid datasource type: ${type}`);
}

const datasourceMissing = () =>
  new LoupeError(404, 'Datasource does not exist', { errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' });

/** A stored SQL fragment (column expression, predicate) as one clause, or a 422. */
function clause(text: string, open: OpenDatabase): string {
  const checked = checkAdhocClause(text, open.pool.spec.dialect);
  if (!checked.ok) throw new LoupeError(422, checked.message, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
  return checked.clause;
}

/** A column in a query: its quoted name, or its (checked) expression in brackets. */
function columnSql(column: DatasetColumnRow, open: OpenDatabase): string {
  return column.expression
    ? `(${clause(column.expression, open)})`
    : open.pool.quoteIdentifier(column.column_name);
}

export async function columnValues(
  ctx: DatasourceContext,
  principal: Principal,
  type: string,
  id: number,
  columnName: string,
): Promise<ColumnValues> {
  checkType(type);
  const dataset = await requireDataset(ctx.db, id, datasourceMissing);
  assertMayQuery(principal, dataset);
  const column = dataset.columns.find((c) => c.column_name === columnName);
  // Superset 3.1's get_column_values answers values_for_column's KeyError so.
  if (!column) throw badRequest(`Column name ${columnName} does not exist`, 'GENERIC_BACKEND_ERROR');
  const open = await ctx.databases.open(dataset.database_id);
  const target = columnSql(column, open);
  // The fetch-values predicate and the caller's row level security conditions, each checked.
  const conditions = [
    ...(dataset.fetch_values_predicate ? [dataset.fetch_values_predicate] : []),
    ...(await rowLevelFiltersOf(ctx.db, principal, dataset.id)),
  ];
  const where =
    conditions.length > 0 ? ` WHERE ${conditions.map((c) => `(${clause(c, open)})`).join(' AND ')}` : '';
  const sql = `SELECT DISTINCT ${target} AS column_values FROM ${datasetSource(open, dataset, principal.user)}${where} ORDER BY 1 LIMIT ${FILTER_SELECT_ROW_LIMIT}`;
  await assertContained(open.pool, open.row, sql, { readOnly: true });
  try {
    const result = await open.pool.execute(sql, {
      maxRows: FILTER_SELECT_ROW_LIMIT,
      timeoutMs: ctx.timeoutMs,
      catalog: dataset.catalog,
      schema: dataset.schema,
    });
    return { result: result.rows.map((row) => row[0] ?? null) };
  } catch (error) {
    throw engineFailure(error);
  }
}

/**
 * Superset's /datasource/external_metadata: the columns the engine describes for the dataset's
 * table (or saved SQL) now, typed as a refresh would type them. Writes nothing.
 */
export async function externalMetadata(
  ctx: DatasourceContext,
  principal: Principal,
  type: string,
  id: number,
): Promise<ExternalMetadata> {
  checkType(type);
  const dataset = await requireDataset(ctx.db, id, datasourceMissing);
  assertMayQuery(principal, dataset);
  const open = await ctx.databases.open(dataset.database_id);
  const columns = await readEngineColumns(open, dataset, ctx.timeoutMs, principal.user);
  return columns.map((column) => ({
    column_name: column.name,
    name: column.name,
    type: column.type,
    type_generic: genericTypeOf(column.type),
    is_dttm: isTemporalType(column.type),
  }));
}

export interface SamplesRequest {
  datasource_type: string;
  datasource_id: number;
  page?: number;
  per_page?: number;
  /** The payload's filters ({col, op, val}), all applied. */
  filters?: readonly SampleFilter[];
}

export async function samples(
  ctx: DatasourceContext,
  principal: Principal,
  request: SamplesRequest,
): Promise<SamplesResponse> {
  const dataset = await requireDataset(ctx.db, request.datasource_id, datasourceMissing);
  assertMayQuery(principal, dataset);
  checkType(request.datasource_type);
  const page = request.page ?? 1;
  const perPage = Math.min(request.per_page ?? SAMPLES_ROW_LIMIT, SAMPLES_ROW_LIMIT);
  const open = await ctx.databases.open(dataset.database_id);
  // Superset's get_samples: the payload (filters incl. TEMPORAL_RANGE, granularity, time_range,
  // extras) as a drill_detail query object and a COUNT(*) one, by the chart-data compiler.
  const payload = request as SamplesRequest & SamplesPayloadFields;
  const statements = compileSamplesStatements(
    samplesDatasource(
      await loadDatasetForQuery(ctx.db, dataset.id),
      principal.user,
      await rowLevelFiltersOf(ctx.db, principal, dataset.id),
    ),
    payload,
    open.pool.spec,
    { page, perPage },
    new Date(),
  );
  const run = async (compiled: CompiledQuery, maxRows: number) => {
    await assertContained(open.pool, open.row, compiled.sql, { readOnly: true });
    return open.pool.execute(compiled.sql, {
      timeoutMs: ctx.timeoutMs,
      catalog: dataset.catalog,
      schema: dataset.schema,
      params: compiled.params,
      maxRows,
    });
  };
  try {
    const rows = await run(statements.rows, perPage);
    const count = await run(statements.count, 1);
    const colnames = statements.rows.labels;
    return {
      result: {
        colnames,
        coltypes: rows.columns.map((c) => c.type_generic ?? 1),
        data: rows.rows.map((row) => Object.fromEntries(colnames.map((name, i) => [name, row[i] ?? null]))),
        rowcount: rows.rows.length,
        total_count: Number(count.rows[0]?.[0] ?? 0),
        page,
        per_page: perPage,
        is_cached: false,
        query: statements.displaySql,
        status: 'success',
      },
    };
  } catch (error) {
    throw engineFailure(error);
  }
}

/**
 * Superset's fetch_datasource_metadata: `{id}__table` → the dataset as charts see it, when the
 * caller may access it (checked on a cached reply too: the cache is shared by every caller).
 * Without a principal the caller has checked access itself (explore's check_access).
 */
export async function datasourceMetadata(
  ctx: DatasourceContext,
  principal: Principal | null,
  key: string,
): Promise<DatasourceMetadata> {
  const match = /^(\d+)__(\w+)$/.exec(key);
  if (!match) throw badRequest('Invalid datasource key');
  checkType(match[2] ?? '');
  const cacheKey = `${Number(match[1])}__table`;
  const cached = ctx.metadataCache.get(cacheKey);
  if (cached) {
    if (principal) assertDatasourceAccess(principal, cached.access);
    return cached.metadata;
  }
  const dataset = await requireDataset(
    ctx.db,
    Number(match[1]),
    () =>
      new LoupeError(404, 'The data source seems to have been deleted', {
        errorType: 'OBJECT_DOES_NOT_EXIST_ERROR',
      }),
  );
  if (principal) assertMayQuery(principal, dataset);
  const metadata = toDatasourceMetadata(await datasetDetail(ctx, dataset));
  ctx.metadataCache.set(cacheKey, { metadata, access: accessTargetOf(dataset) });
  return metadata;
}
