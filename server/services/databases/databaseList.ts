// GET /api/v1/database/ and /api/v1/database/_info.
import type { MetadataDb } from '../../store/metadataStore.ts';
import { type DatabaseListRow, listDatabases } from '../../store/repositories/databasesRepository.ts';
import { ALL_PAIRS } from '../security/builtinRoles.ts';
import { type Principal, permissionsOnView } from '../security/principal.ts';
import { humanizeDelta } from '../shared/humanize.ts';
import { badRequest } from '../shared/loupeError.ts';
import {
  DATABASE_ORDER_COLUMNS,
  databaseFilterCatalogue,
  type ListFilterInput,
  toDatabaseFilter,
} from './databaseFilters.ts';

/** The rison `q` of list calls, as the contract's ListQuery (already validated). */
export interface ListQuery {
  filters?: ListFilterInput[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  keys?: string[];
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const DATABASE_VIEW = 'Database';

export interface UserRef {
  id: number;
  first_name: string;
  last_name: string;
}

export interface DatabaseListItem {
  id: number;
  uuid: string;
  database_name: string;
  backend: string;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  allow_multi_catalog: boolean;
  disable_data_preview: boolean;
  force_ctas_schema: string | null;
  extra: string | null;
  changed_on: string;
  changed_on_delta_humanized: string;
  changed_by: UserRef | null;
  created_by: UserRef | null;
}

export interface DatabaseListResult {
  count: number;
  ids: number[];
  result: DatabaseListItem[];
}

export async function listDatabasesFor(
  db: MetadataDb,
  query: ListQuery | undefined,
): Promise<DatabaseListResult> {
  const q = query ?? {};
  const orderKey = q.order_column ?? 'changed_on';
  const orderColumn = DATABASE_ORDER_COLUMNS[orderKey];
  if (!orderColumn) throw badRequest(`Invalid order by column: ${orderKey}`);
  const orderDirection = q.order_direction ?? (q.order_column ? 'asc' : 'desc');
  const requestedSize = q.page_size || DEFAULT_PAGE_SIZE;
  const page =
    requestedSize === -1 ? null : { index: q.page ?? 0, size: Math.min(requestedSize, MAX_PAGE_SIZE) };
  const { count, rows } = await listDatabases(db, {
    filters: (q.filters ?? []).map(toDatabaseFilter),
    orderColumn,
    orderDirection,
    page,
  });
  const now = new Date();
  const result = rows.map((row) => toListItem(row, now));
  return { count, ids: result.map((item) => item.id), result };
}

/** The caller's permissions on databases, and the list filters when asked (no q: both). */
export function databaseInfoFor(
  principal: Principal,
  query: ListQuery | undefined,
): { permissions?: string[]; filters?: ReturnType<typeof databaseFilterCatalogue> } {
  const keys = query?.keys;
  const wants = (key: string) => keys === undefined || keys.includes(key);
  const known = ALL_PAIRS.filter(([, view]) => view === DATABASE_VIEW).map(([permission]) => permission);
  return {
    ...(wants('permissions') ? { permissions: permissionsOnView(principal, DATABASE_VIEW, known) } : {}),
    ...(wants('filters') ? { filters: databaseFilterCatalogue() } : {}),
  };
}

function toListItem(row: DatabaseListRow, now: Date): DatabaseListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    backend: row.backend,
    expose_in_sqllab: row.expose_in_sqllab === 1,
    allow_run_async: row.allow_run_async === 1,
    allow_dml: row.allow_dml === 1,
    allow_ctas: row.allow_ctas === 1,
    allow_cvas: row.allow_cvas === 1,
    allow_file_upload: row.allow_file_upload === 1,
    allow_multi_catalog: row.allow_multi_catalog === 1,
    disable_data_preview: row.disable_data_preview === 1,
    force_ctas_schema: row.force_ctas_schema,
    extra: row.extra,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(new Date(row.changed_on), now),
    changed_by: row.changed_by,
    created_by: row.created_by,
  };
}
