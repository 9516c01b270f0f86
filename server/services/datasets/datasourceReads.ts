// The datasource calls charts make on a dataset: a column's distinct values (Superset's
// values_for_column: DISTINCT, fetch_values_predicate applied, at most FILTER_SELECT_ROW_LIMIT),
// sample rows (a page of SELECT * and the total count) and the dataset as charts see it
// (fetch_datasource_metadata, cached per key until the dataset changes).
import { checkAdhocClause } from '../../../lib/sql/index.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import type { OpenDatabase } from '../databases/databaseMetadata.ts';
import type { Principal } from '../security/principal.ts';
import { badRequest, LoupeError, notFound } from '../shared/loupeError.ts';
import { type DatasetReadContext, datasetDetail, requireDataset } from './datasetReads.ts';
import { toDatasourceMetadata } from './datasetShapes.ts';
import { datasetSource, engineFailure } from './engineColumns.ts';

type ColumnValues = components['schemas']['DatasourceColumnValues'];
type SamplesResponse = components['schemas']['DatasourceSamplesResponse'];
type DatasourceMetadata = components['schemas']['DatasourceMetadata'];

/** Superset's FILTER_SELECT_ROW_LIMIT and SAMPLES_ROW_LIMIT. */
export const FILTER_SELECT_ROW_LIMIT = 10_000;
export const SAMPLES_ROW_LIMIT = 1000;

export interface DatasourceContext extends DatasetReadContext {
  timeoutMs: number;
  metadataCache: Map<string, DatasourceMetadata>;
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

export async function columnValues(
  ctx: DatasourceContext,
  principal: Principal,
  type: string,
  id: number,
  columnName: string,
): Promise<ColumnValues> {
  checkType(type);
  const dataset = await requireDataset(ctx.db, id, datasourceMissing);
  const column = dataset.columns.find((c) => c.column_name === columnName);
  if (!column) throw notFound(`Column ${columnName} does not exist`);
  const open = await ctx.databases.open(dataset.database_id);
  const target = column.expression
    ? `(${clause(column.expression, open)})`
    : open.pool.quoteIdentifier(column.column_name);
  const where = dataset.fetch_values_predicate
    ? ` WHERE ${clause(dataset.fetch_values_predicate, open)}`
    : '';
  const sql = `SELECT DISTINCT ${target} AS column_values FROM ${datasetSource(open, dataset, principal.user)}${where} ORDER BY 1 LIMIT ${FILTER_SELECT_ROW_LIMIT}`;
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

export interface SamplesRequest {
  datasource_type: string;
  datasource_id: number;
  page?: number;
  per_page?: number;
}

export async function samples(
  ctx: DatasourceContext,
  principal: Principal,
  request: SamplesRequest,
): Promise<SamplesResponse> {
  checkType(request.datasource_type);
  const page = request.page ?? 1;
  const perPage = Math.min(request.per_page ?? SAMPLES_ROW_LIMIT, SAMPLES_ROW_LIMIT);
  const dataset = await requireDataset(ctx.db, request.datasource_id, datasourceMissing);
  const open = await ctx.databases.open(dataset.database_id);
  const from = datasetSource(open, dataset, principal.user);
  const sql = `SELECT * FROM ${from} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`;
  const options = { timeoutMs: ctx.timeoutMs, catalog: dataset.catalog, schema: dataset.schema };
  try {
    const rows = await open.pool.execute(sql, { ...options, maxRows: perPage });
    const count = await open.pool.execute(`SELECT COUNT(*) AS count FROM ${from}`, {
      ...options,
      maxRows: 1,
    });
    const colnames = rows.columns.map((c) => c.name);
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
        query: sql,
        status: 'success',
      },
    };
  } catch (error) {
    throw engineFailure(error);
  }
}

/** Superset's fetch_datasource_metadata: `{id}__table` → the dataset as charts see it. */
export async function datasourceMetadata(ctx: DatasourceContext, key: string): Promise<DatasourceMetadata> {
  const match = /^(\d+)__(\w+)$/.exec(key);
  if (!match) throw badRequest('Invalid datasource key');
  checkType(match[2] ?? '');
  const cacheKey = `${Number(match[1])}__table`;
  const cached = ctx.metadataCache.get(cacheKey);
  if (cached) return cached;
  const dataset = await requireDataset(
    ctx.db,
    Number(match[1]),
    () =>
      new LoupeError(404, 'The data source seems to have been deleted', {
        errorType: 'OBJECT_DOES_NOT_EXIST_ERROR',
      }),
  );
  const metadata = toDatasourceMetadata(await datasetDetail(ctx, dataset));
  ctx.metadataCache.set(cacheKey, metadata);
  return metadata;
}
