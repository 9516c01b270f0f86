// POST, PUT and DELETE /api/v1/dataset/ and the bulk delete (duplicate and get_or_create are in
// datasetDuplicate.ts, refresh in datasetRefresh.ts), as
// Superset's dataset commands: the engine is read before the write (physical: the table's
// columns; virtual: its one read-only statement's) — after checking that the caller may read
// that table or what that SQL reads —, then one transaction writes the dataset with
// its columns, metrics and owners. Writes drop the dataset's cached datasource metadata. A write
// the metadata store refuses (a constraint) leaves everything as it was and answers as Superset's
// DatasetUpdateFailedError (422 'Dataset could not be updated.').
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import { isConstraintViolation } from '../../store/constraintErrors.ts';
import type { DatasetUpdate } from '../../store/datasetTables.ts';
import { type DatasetFull, findDataset } from '../../store/repositories/datasetsRepository.ts';
import {
  deleteDatasets,
  insertDataset,
  updateDataset,
} from '../../store/repositories/datasetWritesRepository.ts';
import { toFlag } from '../../store/tables.ts';
import type { Principal } from '../security/principal.ts';
import { LoupeError, notFound } from '../shared/loupeError.ts';
import { columnFromInput, countMetric, metricFromInput, refreshColumns } from './datasetColumnLists.ts';
import { type DatasetReadContext, requireDataset } from './datasetReads.ts';
import { assertDatasetSourceAccess } from './datasetSourceAccess.ts';
import {
  assertMayChange,
  assertNotManagedExternally,
  checkCatalog,
  checkLists,
  checkOwners,
  checkUnique,
  databaseOrProblem,
  Problems,
} from './datasetValidation.ts';
import { type DatasetSource, readEngineColumns } from './engineColumns.ts';

export type DatasetCreateRequest = components['schemas']['DatasetCreateRequest'];
export type DatasetUpdateRequest = components['schemas']['DatasetUpdateRequest'];
type CreateResponse = components['schemas']['DatasetCreateResponse'];
type UpdateResponse = components['schemas']['DatasetUpdateResponse'];
type MessageResponse = components['schemas']['MessageResponse'];

export interface DatasetWriteContext extends DatasetReadContext {
  timeoutMs: number;
  /** Drops what is cached about the dataset (fetch_datasource_metadata). */
  invalidate(id: number): void;
}

/** Superset's DatasetUpdateFailedError. */
export const DATASET_UPDATE_FAILED = 'Dataset could not be updated.';

/** The engine's columns of what the dataset reads, once the caller is known to be allowed to read it. */
export async function engineColumnsOf(
  ctx: DatasetWriteContext,
  principal: Principal,
  databaseId: number,
  source: DatasetSource,
) {
  const open = await ctx.databases.open(databaseId);
  await assertDatasetSourceAccess(ctx.db, principal, open, source);
  return readEngineColumns(open, source, ctx.timeoutMs, principal.user);
}

/** An insert that lost a race for the same table (unique index) answers as Superset's check would. */
async function insertUnique(tableName: string, insert: () => Promise<number>): Promise<number> {
  try {
    return await insert();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const problems = new Problems();
      problems.add('table_name', `Dataset ${tableName} already exists`);
      problems.throwIfAny();
    }
    throw error;
  }
}

/** Superset's populate_owners: the given owners, the caller added unless Admin; none given: the caller. */
function ownersFor(principal: Principal, owners: readonly number[] | undefined): number[] {
  if (!owners) return [principal.user.id];
  return principal.isAdmin ? [...owners] : [...new Set([...owners, principal.user.id])];
}

export async function createDataset(
  ctx: DatasetWriteContext,
  principal: Principal,
  body: DatasetCreateRequest,
): Promise<CreateResponse> {
  const problems = new Problems();
  const database = await databaseOrProblem(ctx.db, body.database, problems);
  const catalog = body.catalog ?? null;
  const schema = body.schema || null;
  const sql = body.sql || null;
  if (database) {
    await checkUnique(
      ctx.db,
      { databaseId: database.id, catalog, schema, tableName: body.table_name },
      null,
      problems,
    );
    checkCatalog(database, catalog, null, problems);
  }
  await checkOwners(ctx.db, body.owners, problems);
  problems.throwIfAny();
  const engine = await engineColumnsOf(ctx, principal, body.database, {
    table_name: body.table_name,
    catalog,
    schema,
    sql,
    template_params: body.template_params ?? null,
  });
  const now = new Date().toISOString();
  const { columns, firstTemporal } = refreshColumns([], engine, now);
  const owners = ownersFor(principal, body.owners);
  const id = await insertUnique(body.table_name, () =>
    insertDataset(
      ctx.db,
      {
        uuid: randomUUID(),
        database_id: body.database,
        catalog,
        schema,
        table_name: body.table_name,
        sql,
        description: null,
        main_dttm_col: firstTemporal,
        default_endpoint: null,
        offset: 0,
        cache_timeout: null,
        is_sqllab_view: 0,
        template_params: body.template_params ?? null,
        fetch_values_predicate: null,
        filter_select_enabled: 1,
        normalize_columns: toFlag(body.normalize_columns ?? false),
        always_filter_main_dttm: toFlag(body.always_filter_main_dttm ?? false),
        extra: null,
        is_managed_externally: toFlag(body.is_managed_externally ?? false),
        external_url: body.external_url ?? null,
        created_on: now,
        changed_on: now,
        created_by_fk: principal.user.id,
        changed_by_fk: principal.user.id,
      },
      { columns, metrics: [countMetric(now)], owners },
    ),
  );
  return {
    id,
    result: {
      database: body.database,
      catalog,
      schema,
      table_name: body.table_name,
      sql,
      owners,
      template_params: body.template_params ?? null,
      always_filter_main_dttm: body.always_filter_main_dttm ?? false,
      normalize_columns: body.normalize_columns ?? false,
      is_managed_externally: body.is_managed_externally ?? false,
      external_url: body.external_url ?? null,
    },
  };
}

const SCALAR_FIELDS = [
  'table_name',
  'sql',
  'fetch_values_predicate',
  'catalog',
  'schema',
  'description',
  'main_dttm_col',
  'default_endpoint',
  'template_params',
  'extra',
  'external_url',
] as const;
const FLAG_FIELDS = [
  'filter_select_enabled',
  'normalize_columns',
  'always_filter_main_dttm',
  'is_sqllab_view',
  'is_managed_externally',
] as const;

function scalarChanges(body: DatasetUpdateRequest, principal: Principal, now: string): DatasetUpdate {
  const changes: DatasetUpdate = { changed_on: now, changed_by_fk: principal.user.id };
  const target = changes as Record<string, unknown>;
  for (const field of SCALAR_FIELDS) if (body[field] !== undefined) target[field] = body[field];
  for (const field of FLAG_FIELDS)
    if (body[field] !== undefined && body[field] !== null) target[field] = toFlag(body[field]);
  if (body.table_name === null) delete target.table_name;
  if (body.offset !== undefined) changes.offset = body.offset ?? 0;
  if (body.cache_timeout !== undefined)
    changes.cache_timeout = typeof body.cache_timeout === 'number' ? body.cache_timeout : null;
  return changes;
}

export async function updateDatasetById(
  ctx: DatasetWriteContext,
  principal: Principal,
  id: number,
  body: DatasetUpdateRequest,
  override: boolean,
): Promise<UpdateResponse> {
  const dataset = await requireDataset(ctx.db, id);
  assertMayChange(principal, dataset);
  assertNotManagedExternally(dataset);
  const problems = new Problems();
  if (body.database_id !== undefined && body.database_id !== dataset.database_id)
    problems.add('database', 'Database not allowed to change');
  const next = {
    tableName: body.table_name ?? dataset.table_name,
    schema: body.schema !== undefined ? body.schema || null : dataset.schema,
    catalog: body.catalog !== undefined ? body.catalog : dataset.catalog,
  };
  await checkUnique(ctx.db, { databaseId: dataset.database_id, ...next }, id, problems);
  checkCatalog(
    { allow_multi_catalog: toFlag(dataset.allow_multi_catalog) },
    body.catalog,
    dataset.catalog,
    problems,
  );
  await checkOwners(ctx.db, body.owners, problems);
  checkLists(dataset, body.columns, body.metrics, override, problems);
  problems.throwIfAny();

  const now = new Date().toISOString();
  const changes = scalarChanges(body, principal, now);
  if (body.schema !== undefined) changes.schema = next.schema;
  const byColumnId = new Map(dataset.columns.map((c) => [c.id, c]));
  const byMetricId = new Map(dataset.metrics.map((m) => [m.id, m]));
  let columns = body.columns?.map((c) =>
    columnFromInput(c, c.id === undefined || override ? undefined : byColumnId.get(c.id), now),
  );
  if (!override && body.sql && body.sql !== dataset.sql) {
    // New virtual SQL is checked as at creation: one contained query reading what the caller may read.
    const open = await ctx.databases.open(dataset.database_id);
    await assertDatasetSourceAccess(ctx.db, principal, open, {
      table_name: next.tableName,
      ...next,
      sql: body.sql,
      template_params: body.template_params !== undefined ? body.template_params : dataset.template_params,
    });
  }
  if (override && body.columns) {
    // Superset deletes the columns and inserts the given ones (ids kept), then refreshes.
    columns = columns?.map((c, i) => ({
      ...c,
      ...(body.columns?.[i]?.id !== undefined ? { id: body.columns[i]?.id } : {}),
    }));
    const sql = body.sql !== undefined ? body.sql || null : dataset.sql;
    const engine = await engineColumnsOf(ctx, principal, dataset.database_id, {
      table_name: next.tableName,
      ...next,
      sql,
      template_params: body.template_params !== undefined ? body.template_params : dataset.template_params,
    });
    const refreshed = refreshColumns(columns ?? [], engine, now);
    columns = refreshed.columns;
    const main = changes.main_dttm_col !== undefined ? changes.main_dttm_col : dataset.main_dttm_col;
    if (!main) changes.main_dttm_col = refreshed.firstTemporal;
  }
  const metrics = body.metrics?.map((m) =>
    metricFromInput(m, m.id === undefined ? undefined : byMetricId.get(m.id), now),
  );
  try {
    await updateDataset(ctx.db, id, changes, {
      ...(columns ? { columns } : {}),
      ...(metrics ? { metrics } : {}),
      ...(body.owners ? { owners: ownersFor(principal, body.owners) } : {}),
    });
  } catch (error) {
    // The transaction rolled back: nothing of the change is written.
    if (isConstraintViolation(error)) throw new LoupeError(422, DATASET_UPDATE_FAILED);
    throw error;
  }
  ctx.invalidate(id);
  const result: Record<string, unknown> = { ...body };
  if (body.cache_timeout === '') result.cache_timeout = null;
  return { id, result };
}

async function deletable(
  ctx: DatasetWriteContext,
  principal: Principal,
  ids: readonly number[],
): Promise<DatasetFull[]> {
  const found: DatasetFull[] = [];
  for (const id of new Set(ids)) {
    const dataset = await findDataset(ctx.db, id);
    if (!dataset) throw notFound();
    found.push(dataset);
  }
  for (const dataset of found) assertMayChange(principal, dataset);
  for (const dataset of found) assertNotManagedExternally(dataset);
  return found;
}

export async function deleteDataset(
  ctx: DatasetWriteContext,
  principal: Principal,
  id: number,
): Promise<MessageResponse> {
  await deletable(ctx, principal, [id]);
  await deleteDatasets(ctx.db, [id]);
  ctx.invalidate(id);
  return { message: 'OK' };
}

export async function bulkDeleteDatasets(
  ctx: DatasetWriteContext,
  principal: Principal,
  ids: readonly number[],
): Promise<MessageResponse> {
  const found = await deletable(ctx, principal, ids);
  await deleteDatasets(
    ctx.db,
    found.map((d) => d.id),
  );
  for (const dataset of found) ctx.invalidate(dataset.id);
  const n = found.length;
  return { message: n === 1 ? 'Deleted 1 dataset' : `Deleted ${n} datasets` };
}
