// GET /api/v1/database/ and /api/v1/database/_info. The list shows the databases the caller may
// see (Superset's DatabaseFilter: security/dataAccess.ts visibleDatabases).
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { type DatabaseListRow, listDatabases } from '../../store/repositories/databasesRepository.ts';
import { visibleDatabases } from '../security/dataAccess.ts';
import type { Principal } from '../security/principal.ts';
import { humanizeDelta } from '../shared/humanize.ts';
import type { InfoQuery, InfoResponse, ListQuery } from '../shared/listRequests.ts';
import { infoReply, listOrderAndPage, listReplyOf } from '../shared/listRequests.ts';
import { DATABASE_ORDER_COLUMNS, databaseFilterCatalogue, toDatabaseFilter } from './databaseFilters.ts';

export type { InfoQuery, InfoResponse, ListQuery } from '../shared/listRequests.ts';

export type DatabaseListItem = components['schemas']['DatabaseListItem'];
export type DatabaseListResult = components['schemas']['DatabaseList'];

export const MAX_PAGE_SIZE = 100;
export const DATABASE_VIEW = 'Database';

export async function listDatabasesFor(
  db: MetadataDb,
  principal: Principal,
  query: ListQuery | undefined,
): Promise<DatabaseListResult> {
  const q = query ?? {};
  const visible = visibleDatabases(principal);
  const { count, rows } = await listDatabases(db, {
    filters: [
      ...(visible ? [{ kind: 'access' as const, ...visible }] : []),
      ...(q.filters ?? []).map(toDatabaseFilter),
    ],
    ...listOrderAndPage(q, {
      orderColumns: DATABASE_ORDER_COLUMNS,
      maxPageSize: MAX_PAGE_SIZE,
    }),
  });
  const now = new Date();
  return listReplyOf(
    count,
    rows.map((row) => toListItem(row, now)),
  );
}

/** The caller's permissions on databases, and the list filters when asked (no q: both). */
export function databaseInfoFor(principal: Principal, query: InfoQuery | undefined): InfoResponse {
  return infoReply(principal, query, DATABASE_VIEW, databaseFilterCatalogue);
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
    allows_cost_estimate: true,
    disable_data_preview: row.disable_data_preview === 1,
    force_ctas_schema: row.force_ctas_schema,
    extra: row.extra,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(new Date(row.changed_on), now),
    changed_by: row.changed_by,
    created_by: row.created_by,
  };
}
