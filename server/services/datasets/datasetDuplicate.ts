// POST /api/v1/dataset/duplicate (Superset's DuplicateDatasetCommand: a virtual dataset copied
// with its columns and metrics under a new name, the caller its owner) and
// POST /api/v1/dataset/get_or_create/ (the physical dataset of a table, created when missing).
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import { findDataset, findDatasetIdByTable } from '../../store/repositories/datasetsRepository.ts';
import { insertDataset } from '../../store/repositories/datasetWritesRepository.ts';
import type { Principal } from '../security/principal.ts';
import { notFound } from '../shared/loupeError.ts';
import { mayAccessDataset } from './datasetAccess.ts';
import { columnWriteOf, metricWriteOf } from './datasetColumnLists.ts';
import { checkUnique, Problems } from './datasetValidation.ts';
import { createDataset, type DatasetWriteContext } from './datasetWrites.ts';

export type DatasetDuplicateRequest = components['schemas']['DatasetDuplicateRequest'];
export type DatasetGetOrCreateRequest = components['schemas']['DatasetGetOrCreateRequest'];
type DuplicateResponse = components['schemas']['DatasetDuplicateResponse'];
type GetOrCreateResponse = components['schemas']['DatasetGetOrCreateResponse'];

/** Superset's DuplicateDatasetCommand: virtual datasets only, columns and metrics copied. */
export async function duplicateDataset(
  ctx: DatasetWriteContext,
  principal: Principal,
  body: DatasetDuplicateRequest,
): Promise<DuplicateResponse> {
  const problems = new Problems();
  const found = await findDataset(ctx.db, body.base_model_id);
  // A dataset the caller may not see does not exist for them (its copy would be theirs to read).
  const base = found && mayAccessDataset(principal, found) ? found : undefined;
  if (!base) problems.add('base_model_id', 'Dataset does not exist');
  else if (!base.sql) problems.add('datasource_type', 'Datasource type is invalid');
  if (base)
    await checkUnique(
      ctx.db,
      {
        databaseId: base.database_id,
        catalog: base.catalog,
        schema: base.schema,
        tableName: body.table_name,
      },
      null,
      problems,
    );
  problems.throwIfAny();
  if (!base) throw notFound();
  const now = new Date().toISOString();
  const strip = <T extends { id?: number; uuid?: string | null }>({ id: _id, uuid: _uuid, ...rest }: T) =>
    rest;
  const id = await insertDataset(
    ctx.db,
    {
      uuid: randomUUID(),
      database_id: base.database_id,
      catalog: base.catalog,
      schema: base.schema,
      table_name: body.table_name,
      sql: (base.sql ?? '').trim().replace(/;+\s*$/, ''),
      description: null,
      main_dttm_col: base.main_dttm_col,
      default_endpoint: null,
      offset: 0,
      cache_timeout: null,
      is_sqllab_view: 1,
      template_params: base.template_params,
      fetch_values_predicate: null,
      filter_select_enabled: 1,
      normalize_columns: base.normalize_columns,
      always_filter_main_dttm: 0,
      extra: null,
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.user.id,
      changed_by_fk: principal.user.id,
    },
    {
      columns: base.columns.map((c) => ({
        ...strip(columnWriteOf(c)),
        filterable: 1,
        groupby: 1,
        created_on: now,
        changed_on: now,
      })),
      metrics: base.metrics.map((m) => ({ ...strip(metricWriteOf(m)), created_on: now, changed_on: now })),
      owners: [principal.user.id],
    },
  );
  return { id, result: { base_model_id: body.base_model_id, table_name: body.table_name } };
}

/** The physical dataset on that table, created as POST would when there is none. */
export async function getOrCreateDataset(
  ctx: DatasetWriteContext,
  principal: Principal,
  body: DatasetGetOrCreateRequest,
): Promise<GetOrCreateResponse> {
  const table = {
    databaseId: body.database_id,
    catalog: body.catalog ?? null,
    schema: body.schema || null,
    tableName: body.table_name,
  };
  const existing = await findDatasetIdByTable(ctx.db, table);
  if (existing !== undefined) return { result: { table_id: existing } };
  const created = await createDataset(ctx, principal, {
    database: body.database_id,
    table_name: body.table_name,
    catalog: table.catalog,
    schema: table.schema,
    template_params: body.template_params ?? null,
    always_filter_main_dttm: body.always_filter_main_dttm ?? false,
    normalize_columns: body.normalize_columns ?? false,
  });
  return { result: { table_id: created.id } };
}
