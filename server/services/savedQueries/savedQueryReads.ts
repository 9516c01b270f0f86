// GET /api/v1/saved_query/ (the caller's own, as Superset's SavedQueryFilter), _info, {pk},
// related/{column} and distinct/schema.
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  distinctOwnSchemas,
  findOwnSavedQuery,
  listOwnSavedQueries,
  type SavedQueryFullRow,
} from '../../store/repositories/savedQueriesRepository.ts';
import type { Principal } from '../security/principal.ts';
import { humanizeDelta } from '../shared/humanize.ts';
import { jsonObjectOf } from '../shared/jsonText.ts';
import type { InfoQuery, InfoResponse, ListQuery } from '../shared/listRequests.ts';
import { infoReply, listOrderAndPage, listReplyOf } from '../shared/listRequests.ts';
import { notFound } from '../shared/loupeError.ts';
import type { DistinctResponse, RelatedQuery, RelatedResponse } from '../shared/relatedValues.ts';
import { distinctReply, relatedPageOf, relatedValuesReply } from '../shared/relatedValues.ts';
import {
  SAVED_QUERY_ORDER_COLUMNS,
  savedQueryFilterCatalogue,
  toSavedQueryFilter,
} from './savedQueryFilters.ts';
import { sqlTablesOf } from './sqlTables.ts';

export type { InfoQuery, ListQuery } from '../shared/listRequests.ts';
export type { RelatedQuery } from '../shared/relatedValues.ts';

type SavedQueryList = components['schemas']['SavedQueryList'];
type SavedQueryListItem = components['schemas']['SavedQueryListItem'];
type SavedQueryShowResponse = components['schemas']['SavedQueryShowResponse'];

/** Spec §9: the saved queries list shows 25 rows a page, newest change first. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const SAVED_QUERY_VIEW = 'SavedQuery';

export async function listSavedQueries(
  db: MetadataDb,
  principal: Principal,
  query: ListQuery | undefined,
): Promise<SavedQueryList> {
  const q = query ?? {};
  const { count, rows } = await listOwnSavedQueries(db, {
    ownerId: principal.user.id,
    filters: (q.filters ?? []).map(toSavedQueryFilter),
    ...listOrderAndPage(q, {
      orderColumns: SAVED_QUERY_ORDER_COLUMNS,
      defaultOrder: 'changed_on_delta_humanized',
      maxPageSize: MAX_PAGE_SIZE,
    }),
  });
  const now = new Date();
  return listReplyOf(
    count,
    rows.map((row) => toListItem(row, now)),
  );
}

export function savedQueryInfo(principal: Principal, query: InfoQuery | undefined): InfoResponse {
  return infoReply(principal, query, SAVED_QUERY_VIEW, savedQueryFilterCatalogue);
}

export async function getSavedQuery(
  db: MetadataDb,
  principal: Principal,
  id: number,
): Promise<SavedQueryShowResponse> {
  const row = await findOwnSavedQuery(db, id, principal.user.id);
  if (!row) throw notFound();
  return {
    id: row.id,
    result: {
      id: row.id,
      label: row.label,
      description: row.description,
      sql: row.sql,
      catalog: row.catalog,
      schema: row.schema,
      database: databaseRef(row),
      template_parameters: row.template_parameters,
      extra_json: row.extra_json,
      sql_tables: sqlTablesOf(row.sql),
      changed_on: row.changed_on,
      changed_on_delta_humanized: humanizeDelta(new Date(row.changed_on)),
      created_by: row.created_by,
      changed_by: row.changed_by,
    },
  };
}

function pageOf(query: RelatedQuery | undefined) {
  return relatedPageOf(query, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
}

export async function relatedValues(
  db: MetadataDb,
  principal: Principal,
  column: string,
  query: RelatedQuery | undefined,
): Promise<RelatedResponse> {
  return relatedValuesReply(db, principal, column, query, pageOf(query));
}

export async function distinctSchemas(
  db: MetadataDb,
  principal: Principal,
  query: RelatedQuery | undefined,
): Promise<DistinctResponse> {
  return distinctReply(await distinctOwnSchemas(db, principal.user.id, query?.filter ?? '', pageOf(query)));
}

function databaseRef(row: SavedQueryFullRow) {
  return row.db_id === null || row.database_name === null
    ? null
    : { id: row.db_id, database_name: row.database_name };
}

function toListItem(row: SavedQueryFullRow, now: Date): SavedQueryListItem {
  const changed = humanizeDelta(new Date(row.changed_on), now);
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    sql: row.sql,
    catalog: row.catalog,
    schema: row.schema,
    db_id: row.db_id,
    database: databaseRef(row),
    rows: row.rows,
    extra: jsonObjectOf(row.extra_json),
    sql_tables: sqlTablesOf(row.sql),
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_delta_humanized: changed,
    last_run_delta_humanized: changed,
    created_by: row.created_by,
    changed_by: row.changed_by,
  };
}
