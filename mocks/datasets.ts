// The mock backend's datasets: the fixtures plus what a test or a dev:mock session creates,
// changes or deletes, with the derived fields (verbose_map, formats, choices) kept as the server
// computes them. reset() between tests.
import type { components } from '../src/api/schema.gen.ts';
import { mockDatabases } from './databases.ts';
import { DATASETS, MOCK_OWNER, mockColumn, mockGenericType, mockMetric } from './fixtures/datasets.ts';
import { EXAMPLES_COLUMNS, selectStarSql } from './fixtures/examplesTables.ts';
import { findAccountById } from './fixtures/users.ts';

type DatasetDetail = components['schemas']['DatasetDetail'];
type DatasetListItem = components['schemas']['DatasetListItem'];
type DatasetColumn = components['schemas']['DatasetColumn'];
type DatasetMetric = components['schemas']['DatasetMetric'];
type CreateRequest = components['schemas']['DatasetCreateRequest'];
type UpdateRequest = components['schemas']['DatasetUpdateRequest'];
type DatasourceMetadata = components['schemas']['DatasourceMetadata'];

let rows: DatasetDetail[] = [];
let nextId = 1;
let nextColumnId = 1000;
let nextMetricId = 1000;

function initial(): void {
  rows = DATASETS.map((row) => derive(structuredClone(row)));
  nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
}

function certification(extra: string | null) {
  try {
    const parsed = extra ? (JSON.parse(extra) as Record<string, unknown>) : {};
    const cert = (parsed.certification ?? {}) as Record<string, unknown>;
    return {
      is_certified: Boolean(cert.certified_by),
      certified_by: typeof cert.certified_by === 'string' ? cert.certified_by : null,
      certification_details: typeof cert.details === 'string' ? cert.details : null,
      warning_markdown: typeof parsed.warning_markdown === 'string' ? parsed.warning_markdown : null,
    };
  } catch {
    return { is_certified: false, certified_by: null, certification_details: null, warning_markdown: null };
  }
}

/** Recomputes what Superset derives from the columns and metrics. */
function derive(row: DatasetDetail): DatasetDetail {
  const verbose: Record<string, string> = { __timestamp: 'Time' };
  for (const c of row.columns) verbose[c.column_name] = c.verbose_name || c.column_name;
  for (const m of row.metrics) verbose[m.metric_name] = m.verbose_name || m.metric_name;
  const columnFormats: Record<string, string> = {};
  const currencyFormats: Record<string, unknown> = {};
  for (const m of row.metrics) {
    if (m.d3format) columnFormats[m.metric_name] = m.d3format;
    if (m.currency) currencyFormats[m.metric_name] = JSON.parse(m.currency) as unknown;
  }
  return {
    ...row,
    kind: row.sql ? 'virtual' : 'physical',
    datasource_name: row.table_name,
    name: row.schema ? `${row.schema}.${row.table_name}` : row.table_name,
    columns: row.columns.map((c) => ({ ...c, ...certification(c.extra) })),
    metrics: row.metrics.map((m) => ({ ...m, ...certification(m.extra) })),
    verbose_map: verbose,
    column_formats: columnFormats,
    currency_formats: currencyFormats,
    granularity_sqla: row.columns
      .filter((c) => c.is_dttm)
      .map((c) => [c.column_name, c.verbose_name || c.column_name]),
    order_by_choices: row.columns.flatMap((c) => [
      [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
      [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
    ]),
  };
}

function ownerRefs(ids: readonly number[]) {
  return ids.flatMap((id) => {
    const user = findAccountById(id)?.user;
    return user ? [{ id, first_name: user.first_name, last_name: user.last_name }] : [];
  });
}

/** The columns a new dataset gets: the table's, or (virtual) those of the examples table its SQL reads. */
export function mockColumnsFor(table: string, sql: string | null | undefined): DatasetColumn[] {
  const source = sql
    ? Object.keys(EXAMPLES_COLUMNS).find((name) => new RegExp(`\\b${name}\\b`).test(sql))
    : table;
  const columns = source ? EXAMPLES_COLUMNS[source] : undefined;
  const list: ReadonlyArray<readonly [string, string]> = columns ?? [['value', 'VARCHAR']];
  return list.map(([name, type]) => mockColumn(nextColumnId++, name, type));
}

function mergeColumns(
  current: DatasetColumn[],
  given: NonNullable<UpdateRequest['columns']>,
  override: boolean,
) {
  return given.map((input) => {
    const before = override ? undefined : current.find((c) => c.id === input.id);
    const base = before ?? mockColumn(nextColumnId++, input.column_name, input.type ?? null);
    const type = input.type !== undefined ? input.type : base.type;
    return {
      ...base,
      ...Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'id' && key !== 'uuid')),
      type,
      type_generic: mockGenericType(type),
      is_active: input.is_active ?? true,
      is_dttm: input.is_dttm ?? base.is_dttm,
      changed_on: new Date().toISOString(),
    } as DatasetColumn;
  });
}

function mergeMetrics(current: DatasetMetric[], given: NonNullable<UpdateRequest['metrics']>) {
  return given.map((input) => {
    const before = current.find((m) => m.id === input.id);
    const base = before ?? mockMetric(nextMetricId++, input.metric_name, input.expression);
    return {
      ...base,
      ...Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'id' && key !== 'uuid')),
      changed_on: new Date().toISOString(),
    } as DatasetMetric;
  });
}

const SCALARS = [
  'table_name',
  'sql',
  'filter_select_enabled',
  'fetch_values_predicate',
  'catalog',
  'schema',
  'description',
  'main_dttm_col',
  'normalize_columns',
  'always_filter_main_dttm',
  'offset',
  'default_endpoint',
  'is_sqllab_view',
  'template_params',
  'extra',
  'is_managed_externally',
  'external_url',
] as const;

function store(row: DatasetDetail): DatasetDetail {
  const derived = derive(row);
  rows = rows.some((r) => r.id === row.id)
    ? rows.map((r) => (r.id === row.id ? derived : r))
    : [...rows, derived];
  return derived;
}

export const mockDatasets = {
  reset: initial,
  all: (): readonly DatasetDetail[] => rows,
  find: (id: number) => rows.find((row) => row.id === id),
  exists: (databaseId: number, schema: string | null, table: string, exceptId = -1) =>
    rows.some(
      (row) =>
        row.id !== exceptId &&
        row.database.id === databaseId &&
        row.schema === schema &&
        row.table_name === table,
    ),
  create(ownerId: number, body: CreateRequest): DatasetDetail {
    const database = mockDatabases.find(body.database)!;
    const id = nextId++;
    const now = new Date().toISOString();
    const base = structuredClone(DATASETS[0]!);
    const me = findAccountById(ownerId)?.user;
    const name = me ? { first_name: me.first_name, last_name: me.last_name } : null;
    const schema = body.schema ?? null;
    return store({
      ...base,
      id,
      database: {
        id: database.id,
        database_name: database.database_name,
        backend: database.backend ?? 'duckdb',
        allow_multi_catalog: database.allow_multi_catalog ?? false,
      },
      table_name: body.table_name,
      catalog: body.catalog ?? null,
      schema,
      sql: body.sql || null,
      description: null,
      main_dttm_col: null,
      template_params: body.template_params ?? null,
      always_filter_main_dttm: body.always_filter_main_dttm ?? false,
      normalize_columns: body.normalize_columns ?? false,
      is_managed_externally: body.is_managed_externally ?? false,
      external_url: body.external_url ?? null,
      select_star: body.sql ? null : selectStarSql(body.table_name, schema),
      owners: ownerRefs([...new Set([ownerId, ...(body.owners ?? [])])]),
      columns: mockColumnsFor(body.table_name, body.sql),
      metrics: [mockMetric(nextMetricId++, 'count', 'COUNT(*)')],
      url: `/tablemodelview/edit/${id}`,
      uid: `${id}__table`,
      created_on: now,
      created_on_humanized: 'now',
      created_by: name,
      changed_on: now,
      changed_on_humanized: 'now',
      changed_by: name,
    });
  },
  update(row: DatasetDetail, body: UpdateRequest, override: boolean): DatasetDetail {
    const next: DatasetDetail = { ...row, changed_on: new Date().toISOString(), changed_on_humanized: 'now' };
    const writable = next as unknown as Record<string, unknown>;
    for (const key of SCALARS) {
      if (body[key] !== undefined) writable[key] = body[key];
    }
    if (body.cache_timeout !== undefined)
      next.cache_timeout = typeof body.cache_timeout === 'number' ? body.cache_timeout : null;
    if (body.owners) next.owners = ownerRefs(body.owners);
    if (body.columns) next.columns = mergeColumns(row.columns, body.columns, override);
    if (body.metrics) next.metrics = mergeMetrics(row.metrics, body.metrics);
    return store(next);
  },
  duplicate(row: DatasetDetail, tableName: string, ownerId: number): DatasetDetail {
    const copy = mockDatasets.create(ownerId, {
      database: row.database.id,
      table_name: tableName,
      schema: row.schema,
      sql: row.sql,
      template_params: row.template_params,
    });
    return store({
      ...copy,
      columns: row.columns.map((c) => ({ ...c, id: nextColumnId++, uuid: crypto.randomUUID() })),
      metrics: row.metrics.map((m) => ({ ...m, id: nextMetricId++, uuid: crypto.randomUUID() })),
    });
  },
  remove(ids: readonly number[]): void {
    rows = rows.filter((row) => !ids.includes(row.id));
  },
  isOwner: (row: DatasetDetail, userId: number) => row.owners.some((owner) => owner.id === userId),
  listItem(row: DatasetDetail): DatasetListItem {
    const changedBy = row.changed_by;
    return {
      id: row.id,
      database: { id: row.database.id, database_name: row.database.database_name },
      changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}` : '',
      changed_by: changedBy,
      changed_on_utc: (row.changed_on ?? row.created_on ?? '').replace('Z', '+00:00'),
      changed_on_delta_humanized: row.changed_on_humanized,
      default_endpoint: row.default_endpoint,
      description: row.description,
      datasource_type: 'table',
      explore_url: row.default_endpoint || `/explore/?datasource_type=table&datasource_id=${row.id}`,
      extra: row.extra,
      kind: row.kind,
      owners: row.owners,
      catalog: row.catalog,
      schema: row.schema,
      sql: row.sql,
      table_name: row.table_name,
    };
  },
  metadata(row: DatasetDetail): DatasourceMetadata {
    return {
      id: row.id,
      uid: row.uid,
      type: 'table',
      name: row.name,
      datasource_name: row.datasource_name,
      table_name: row.table_name,
      catalog: row.catalog,
      schema: row.schema,
      sql: row.sql,
      description: row.description,
      database: row.database,
      columns: row.columns,
      metrics: row.metrics,
      main_dttm_col: row.main_dttm_col,
      cache_timeout: row.cache_timeout,
      offset: row.offset,
      default_endpoint: row.default_endpoint,
      filter_select: row.filter_select_enabled,
      filter_select_enabled: row.filter_select_enabled,
      fetch_values_predicate: row.fetch_values_predicate,
      template_params: row.template_params,
      is_sqllab_view: row.is_sqllab_view,
      always_filter_main_dttm: row.always_filter_main_dttm,
      normalize_columns: row.normalize_columns,
      extra: row.extra,
      owners: row.owners.map((owner) => owner.id),
      select_star: row.select_star,
      edit_url: row.url,
      column_formats: row.column_formats,
      currency_formats: row.currency_formats,
      verbose_map: row.verbose_map,
      order_by_choices: row.order_by_choices,
      granularity_sqla: row.granularity_sqla,
      time_grain_sqla: row.time_grain_sqla,
      health_check_message: null,
      params: null,
      perm: `[${row.database.database_name}].[${row.table_name}](id:${row.id})`,
    };
  },
};

initial();

export { MOCK_OWNER };
