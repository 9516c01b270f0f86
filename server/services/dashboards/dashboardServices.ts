// GET /api/v1/dashboard/ (filters, order, paging: 25 a page, last changed first), _info and
// POST /api/v1/dashboard/, as Superset's DashboardRestApi. Also what chart writes ask of
// dashboards: which exist and which the caller may edit.
import { randomUUID } from 'node:crypto';
import { selectedItems } from '../../../lib/selectFields.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  type DashboardListFilter,
  type DashboardOrderColumn,
  type DashboardSummary,
  insertDashboard,
  listDashboards,
  slugTaken,
} from '../../store/repositories/dashboardsRepository.ts';
import { existingUserIds } from '../../store/repositories/datasetsRepository.ts';
import type { Principal } from '../security/principal.ts';
import { humanizeDelta } from '../shared/humanize.ts';
import {
  asBoolean,
  asId,
  checkOperator,
  filterCatalogueOf,
  invalidValue,
  unknownFilterColumn,
} from '../shared/listFilters.ts';
import type { InfoQuery, InfoResponse, ListQuery } from '../shared/listRequests.ts';
import { infoReply, listOrderAndPage, listReplyOf } from '../shared/listRequests.ts';
import { invalidPayload, LoupeError } from '../shared/loupeError.ts';

type ListFilter = components['schemas']['ListFilter'];
type DashboardList = components['schemas']['DashboardList'];
type DashboardListItem = components['schemas']['DashboardListItem'];
export type DashboardCreateRequest = components['schemas']['DashboardCreateRequest'];
type DashboardCreateResponse = components['schemas']['DashboardCreateResponse'];

export const DASHBOARD_VIEW = 'Dashboard';
const MAX_PAGE_SIZE = 100;
const ORDER_COLUMNS: Record<string, DashboardOrderColumn> = {
  dashboard_title: 'dashboard_title',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
  published: 'published',
  id: 'id',
};
const FILTERS: Record<string, string[]> = {
  dashboard_title: ['ct', 'eq', 'sw'],
  owners: ['rel_m_m', 'nrel_m_m'],
  created_by: ['rel_o_m'],
  changed_by: ['rel_o_m'],
  id: ['dashboard_is_favorite'],
  published: ['eq'],
};

function toFilter(principal: Principal, { col, opr, value }: ListFilter): DashboardListFilter {
  const allowed = FILTERS[col];
  if (!allowed) throw unknownFilterColumn(col);
  checkOperator(col, opr, allowed);
  if (col === 'dashboard_title') {
    if (typeof value !== 'string' && typeof value !== 'number') throw invalidValue(col, value);
    return { kind: 'title', operator: opr as 'ct' | 'eq' | 'sw', value: String(value) };
  }
  if (col === 'owners') return { kind: 'owner', value: asId(col, value), negate: opr === 'nrel_m_m' };
  if (col === 'created_by' || col === 'changed_by')
    return {
      kind: 'ref',
      column: col === 'created_by' ? 'created_by_fk' : 'changed_by_fk',
      value: asId(col, value),
    };
  if (col === 'id') return { kind: 'favorite', userId: principal.user.id, value: asBoolean(col, value) };
  return { kind: 'published', value: asBoolean(col, value) };
}

export function dashboardUrl(row: { id: number; slug: string | null }): string {
  return `/superset/dashboard/${row.slug || row.id}/`;
}

function toListItem(row: DashboardSummary, now: Date): DashboardListItem {
  const changer = row.changed_by;
  return {
    id: row.id,
    dashboard_title: row.dashboard_title,
    slug: row.slug,
    url: dashboardUrl(row),
    published: row.published === 1,
    status: row.published === 1 ? 'published' : 'draft',
    owners: row.owners,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    changed_by: changer,
    changed_by_name: changer ? `${changer.first_name} ${changer.last_name}`.trim() : '',
    changed_on_delta_humanized: humanizeDelta(new Date(row.changed_on), now),
    changed_on_utc: row.changed_on.replace(/Z$/, '+00:00'),
    created_by: row.created_by,
    css: row.css,
    json_metadata: row.json_metadata,
    position_json: row.position_json,
    thumbnail_url: null,
    is_managed_externally: row.is_managed_externally === 1,
  };
}

async function list(
  db: MetadataDb,
  principal: Principal,
  query: ListQuery | undefined,
): Promise<DashboardList> {
  const q = query ?? {};
  const { count, rows } = await listDashboards(db, {
    filters: (q.filters ?? []).map((f) => toFilter(principal, f)),
    ...listOrderAndPage(q, {
      orderColumns: ORDER_COLUMNS,
      maxPageSize: MAX_PAGE_SIZE,
    }),
  });
  const now = new Date();
  const items = rows.map((row) => toListItem(row, now));
  return { ...listReplyOf(count, items), result: selectedItems(items, q.select_columns ?? q.columns) };
}

function info(principal: Principal, query: InfoQuery | undefined): InfoResponse {
  return infoReply(principal, query, DASHBOARD_VIEW, () => filterCatalogueOf(FILTERS), {
    sortPermissions: true,
  });
}

function jsonProblem(field: string, text: string | undefined, problems: Record<string, string[]>) {
  if (text === undefined || text === '') return;
  try {
    JSON.parse(text);
  } catch {
    problems[field] = ['JSON not valid'];
  }
}

/** Superset's populate_owners: the given owners, the caller added unless Admin; none given: the caller. */
export function ownersFor(principal: Principal, owners: readonly number[] | undefined): number[] {
  if (!owners || owners.length === 0) return [principal.user.id];
  return principal.isAdmin ? [...new Set(owners)] : [...new Set([...owners, principal.user.id])];
}

async function create(
  db: MetadataDb,
  principal: Principal,
  body: DashboardCreateRequest,
): Promise<DashboardCreateResponse> {
  const shape: Record<string, string[]> = {};
  jsonProblem('position_json', body.position_json, shape);
  jsonProblem('json_metadata', body.json_metadata, shape);
  if (Object.keys(shape).length) throw invalidPayload(shape);
  const problems: Record<string, string[]> = {};
  const slug = body.slug ? body.slug.trim() : null;
  if (slug && (await slugTaken(db, slug))) problems.slug = ['Must be unique'];
  if (body.owners?.length) {
    const found = await existingUserIds(db, body.owners);
    if (body.owners.some((id) => !found.has(id))) problems.owners = ['Owners are invalid'];
  }
  if (Object.keys(problems).length)
    throw new LoupeError(422, problems, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
  const now = new Date().toISOString();
  const owners = ownersFor(principal, body.owners);
  const id = await insertDashboard(
    db,
    {
      uuid: randomUUID(),
      dashboard_title: body.dashboard_title ?? null,
      slug: slug || null,
      position_json: body.position_json || null,
      json_metadata: body.json_metadata || null,
      css: body.css ?? null,
      published: body.published ? 1 : 0,
      certified_by: body.certified_by ?? null,
      certification_details: body.certification_details ?? null,
      is_managed_externally: body.is_managed_externally ? 1 : 0,
      external_url: body.external_url ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: principal.user.id,
      changed_by_fk: principal.user.id,
    },
    owners,
  );
  return { id, result: { ...body, owners } };
}

/** Whether the caller may edit the dashboard: Admin, or one of its owners. */
export function mayEditDashboard(principal: Principal, dashboard: DashboardSummary): boolean {
  return principal.isAdmin || dashboard.owners.some((owner) => owner.id === principal.user.id);
}

export function createDashboardServices(db: MetadataDb) {
  return {
    list: (principal: Principal, query: ListQuery | undefined) => list(db, principal, query),
    info: (principal: Principal, query: InfoQuery | undefined) => info(principal, query),
    create: (principal: Principal, body: DashboardCreateRequest) => create(db, principal, body),
  };
}

export type DashboardServices = ReturnType<typeof createDashboardServices>;
