// POST, PUT and DELETE /api/v1/chart/ and the bulk delete, as Superset's chart commands: the
// datasource must exist and be the caller's to query, named owners must exist, named dashboards
// must exist and be the caller's to edit; one transaction writes the chart, its owners and its
// dashboards, and appends the chart to the layout of each dashboard it joins.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import type { SliceUpdate } from '../../store/chartTables.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { type ChartSummary, findChart } from '../../store/repositories/chartsRepository.ts';
import { deleteCharts, insertChart, updateChart } from '../../store/repositories/chartWritesRepository.ts';
import { findDashboards } from '../../store/repositories/dashboardsRepository.ts';
import { existingUserIds, findDataset } from '../../store/repositories/datasetsRepository.ts';
import { assertDatasourceAccess } from '../chartData/datasourceAccess.ts';
import { layoutWithChart } from '../dashboards/dashboardLayout.ts';
import { mayEditDashboard, ownersFor } from '../dashboards/dashboardServices.ts';
import type { Principal } from '../security/principal.ts';
import { type FieldMessages, invalidPayload, LoupeError, notFound } from '../shared/loupeError.ts';
import { requireVisibleChart } from './chartReads.ts';

export type ChartCreateRequest = components['schemas']['ChartCreateRequest'];
export type ChartUpdateRequest = components['schemas']['ChartUpdateRequest'];
type WriteResponse = components['schemas']['ChartWriteResponse'];
type MessageResponse = components['schemas']['MessageResponse'];

export const CHART_FORBIDDEN = 'Changing this chart is forbidden';
export const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';
const TABLE_TYPES = new Set(['table', 'dataset', 'sl_table']);

function forbidden(message: string): LoupeError {
  return new LoupeError(403, message, { errorType: 'GENERIC_BACKEND_ERROR' });
}

export function assertMayChangeChart(principal: Principal, chart: ChartSummary): void {
  if (principal.isAdmin || chart.owners.some((owner) => owner.id === principal.user.id)) return;
  throw forbidden(CHART_FORBIDDEN);
}

/** params and query_context are JSON text (Superset's validate_json): 400 otherwise. */
function checkJsonFields(body: ChartUpdateRequest): void {
  const problems: Record<string, string[]> = {};
  for (const field of ['params', 'query_context'] as const) {
    const text = body[field];
    if (text === undefined || text === null || text === '') continue;
    try {
      JSON.parse(text);
    } catch {
      problems[field] = ['JSON not valid'];
    }
  }
  if (Object.keys(problems).length) throw invalidPayload(problems);
}

class Problems {
  readonly messages: Record<string, string[]> = {};
  add(field: string, message: string) {
    this.messages[field] = [...(this.messages[field] ?? []), message];
  }
  throwIfAny() {
    if (Object.keys(this.messages).length)
      throw new LoupeError(422, this.messages as FieldMessages, {
        errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
      });
  }
}

async function checkDatasource(
  db: MetadataDb,
  principal: Principal,
  id: number,
  type: string,
  problems: Problems,
): Promise<void> {
  const dataset = TABLE_TYPES.has(type) ? await findDataset(db, id) : undefined;
  if (!dataset) {
    problems.add('datasource_id', 'Datasource does not exist');
    return;
  }
  assertDatasourceAccess(principal, {
    datasetId: dataset.id,
    tableName: dataset.table_name,
    schema: dataset.schema,
    databaseId: dataset.database_id,
    databaseName: dataset.database_name,
    ownerIds: dataset.owners.map((o) => o.id),
  });
}

async function checkOwners(db: MetadataDb, owners: readonly number[] | undefined, problems: Problems) {
  if (!owners?.length) return;
  const found = await existingUserIds(db, owners);
  if (owners.some((id) => !found.has(id))) problems.add('owners', 'Owners are invalid');
}

/** The dashboards named must exist (422) and, among those the chart joins, be the caller's to edit (403). */
async function checkDashboards(
  db: MetadataDb,
  principal: Principal,
  ids: readonly number[] | undefined,
  already: readonly number[],
  problems: Problems,
): Promise<void> {
  if (!ids?.length) return;
  const found = await findDashboards(db, ids);
  if (found.length !== new Set(ids).size) {
    problems.add('dashboards', 'Dashboards do not exist');
    return;
  }
  const joining = found.filter((board) => !already.includes(board.id));
  if (joining.some((board) => !mayEditDashboard(principal, board))) throw forbidden(DASHBOARDS_FORBIDDEN);
}

function normalizedType(type: string | null | undefined): string | null | undefined {
  return type && TABLE_TYPES.has(type) ? 'table' : type;
}

export async function createChart(
  db: MetadataDb,
  principal: Principal,
  body: ChartCreateRequest,
): Promise<WriteResponse> {
  checkJsonFields(body);
  const problems = new Problems();
  await checkDatasource(db, principal, body.datasource_id, body.datasource_type, problems);
  await checkOwners(db, body.owners, problems);
  await checkDashboards(db, principal, body.dashboards, [], problems);
  problems.throwIfAny();
  const now = new Date().toISOString();
  const owners = ownersFor(principal, body.owners);
  const id = await insertChart(
    db,
    {
      uuid: randomUUID(),
      slice_name: body.slice_name,
      viz_type: body.viz_type ?? null,
      datasource_id: body.datasource_id,
      datasource_type: normalizedType(body.datasource_type) ?? 'table',
      params: body.params ?? null,
      query_context: body.query_context ?? null,
      description: body.description ?? null,
      cache_timeout: body.cache_timeout ?? null,
      certified_by: body.certified_by ?? null,
      certification_details: body.certification_details ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.user.id,
      changed_by_fk: principal.user.id,
      last_saved_at: now,
      last_saved_by_fk: principal.user.id,
    },
    { owners, dashboards: body.dashboards ?? [], relayout: layoutWithChart },
  );
  return { id, result: { ...body, owners, dashboards: body.dashboards ?? [] } };
}

const SCALAR_FIELDS = [
  'slice_name',
  'viz_type',
  'datasource_id',
  'params',
  'query_context',
  'description',
  'cache_timeout',
  'certified_by',
  'certification_details',
] as const;

export async function updateChartById(
  db: MetadataDb,
  principal: Principal,
  id: number,
  body: ChartUpdateRequest,
): Promise<WriteResponse> {
  const chart = await requireVisibleChart(db, principal, id);
  assertMayChangeChart(principal, chart);
  checkJsonFields(body);
  const problems = new Problems();
  const datasourceId = body.datasource_id ?? chart.datasource_id;
  const datasourceType = normalizedType(body.datasource_type) ?? chart.datasource_type ?? 'table';
  if ((body.datasource_id !== undefined && body.datasource_id !== null) || body.datasource_type) {
    if (datasourceId === null) problems.add('datasource_id', 'Datasource does not exist');
    else await checkDatasource(db, principal, datasourceId, datasourceType, problems);
  }
  await checkOwners(db, body.owners, problems);
  await checkDashboards(
    db,
    principal,
    body.dashboards,
    chart.dashboards.map((d) => d.id),
    problems,
  );
  problems.throwIfAny();
  const now = new Date().toISOString();
  const changes: SliceUpdate = { changed_on: now, changed_by_fk: principal.user.id };
  const target = changes as Record<string, unknown>;
  for (const field of SCALAR_FIELDS) if (body[field] !== undefined) target[field] = body[field];
  if (body.datasource_type) changes.datasource_type = datasourceType;
  if (body.slice_name === null) delete target.slice_name;
  // A query context the client regenerated by itself is not a save by the user.
  if (!body.query_context_generation) {
    changes.last_saved_at = now;
    changes.last_saved_by_fk = principal.user.id;
  }
  const owners = body.owners ? ownersFor(principal, body.owners) : undefined;
  await updateChart(db, id, changes, {
    ...(owners ? { owners } : {}),
    ...(body.dashboards ? { dashboards: body.dashboards, relayout: layoutWithChart } : {}),
  });
  return { id, result: { ...body, ...(owners ? { owners } : {}) } };
}

async function deletable(db: MetadataDb, principal: Principal, ids: readonly number[]): Promise<number[]> {
  const found: ChartSummary[] = [];
  for (const id of new Set(ids)) {
    const chart = await findChart(db, id);
    if (!chart) throw notFound();
    found.push(chart);
  }
  for (const chart of found) assertMayChangeChart(principal, chart);
  return found.map((chart) => chart.id);
}

export async function deleteChart(
  db: MetadataDb,
  principal: Principal,
  id: number,
): Promise<MessageResponse> {
  await requireVisibleChart(db, principal, id);
  await deleteCharts(db, await deletable(db, principal, [id]));
  return { message: 'OK' };
}

export async function bulkDeleteCharts(
  db: MetadataDb,
  principal: Principal,
  ids: readonly number[],
): Promise<MessageResponse> {
  const found = await deletable(db, principal, ids);
  await deleteCharts(db, found);
  const n = found.length;
  return { message: n === 1 ? 'Deleted 1 chart' : `Deleted ${n} charts` };
}
