// Opening "a requested query" in SQL Lab (spec §2 'Routes'): a permalink, in-app navigation state,
// a form post, a CTAS result's 'Query in a new tab'. Always a NEW tab, made active.
import type { SqlLabSession } from './sqlLabSession.ts';
import { nextUntitledName } from './tabNames.ts';

export interface RequestedQuery {
  sql: string;
  /** The database; the active tab's when missing. */
  dbId?: number | null;
  catalog?: string | null;
  schema?: string | null;
  /** The tab's name; 'Untitled Query N' when missing or blank. */
  name?: string | null;
  /** JSON object text of the template parameters. */
  templateParams?: string | null;
  /** Run it once the tab is open. */
  autorun?: boolean | null;
}

/** The navigation state key under which a page hands SQL Lab a RequestedQuery. */
export const REQUESTED_QUERY_STATE = 'requestedQuery';

/**
 * Adds a tab holding the requested query and returns its key. `untitledTemplate` is the
 * translated 'Untitled Query {{number}}' (with the `{{number}}` placeholder left in).
 */
export function openRequestedQuery(
  session: SqlLabSession,
  request: RequestedQuery,
  untitledTemplate: string,
): string {
  const name = request.name?.trim() ? request.name : nextUntitledName(session.tabNames(), untitledTemplate);
  const hasDb = request.dbId !== null && request.dbId !== undefined;
  return session.addTab({
    name,
    sql: request.sql,
    ...(hasDb
      ? { dbId: request.dbId, catalog: request.catalog ?? null, schema: request.schema ?? null }
      : {}),
    templateParams: request.templateParams ?? null,
    autorun: request.autorun === true,
  });
}

/** The RequestedQuery held by a navigation state (`{requestedQuery: {...}}`), if any. */
export function requestedQueryOf(state: unknown): RequestedQuery | null {
  if (state === null || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[REQUESTED_QUERY_STATE];
  if (value === null || typeof value !== 'object') return null;
  const request = value as Record<string, unknown>;
  if (typeof request.sql !== 'string') return null;
  const text = (key: string) => (typeof request[key] === 'string' ? (request[key] as string) : null);
  return {
    sql: request.sql,
    dbId: typeof request.dbId === 'number' ? request.dbId : null,
    catalog: text('catalog'),
    schema: text('schema'),
    name: text('name'),
    templateParams: text('templateParams'),
    autorun: request.autorun === true,
  };
}

/** The query SQL Lab's URL asks for, as Superset's `/sqllab/?sql=…&dbid=…&schema=…&name=…&autorun=…`. */
export function requestedQueryOfSearch(search: string): RequestedQuery | null {
  const params = new URLSearchParams(search);
  const sql = params.get('sql');
  if (sql === null) return null;
  const dbId = Number(params.get('dbid') ?? params.get('dbId') ?? Number.NaN);
  return {
    sql,
    dbId: Number.isInteger(dbId) ? dbId : null,
    catalog: params.get('catalog'),
    schema: params.get('schema'),
    name: params.get('name') ?? params.get('title'),
    templateParams: params.get('templateParams'),
    autorun: params.get('autorun') === 'true',
  };
}

/** The URL parameters of a requested query (dropped once it is open). */
export const REQUESTED_QUERY_PARAMS = [
  'sql',
  'datasourceKey',
  'dbid',
  'dbId',
  'catalog',
  'schema',
  'name',
  'title',
  'templateParams',
  'autorun',
];
