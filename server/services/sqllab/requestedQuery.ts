// POST /sqllab/ with form_data, as Superset's SQL Lab page: the JSON of a query another page
// asks SQL Lab to open (sql; dbid/dbId/dbname; catalog, schema, name/title, templateParams,
// autorun) becomes a SQL Lab permalink, which the SPA opens in a new tab.
import { findDatabaseByName } from '../../store/repositories/databasesRepository.ts';
import type { Principal } from '../security/principal.ts';
import { badRequest } from '../shared/loupeError.ts';
import { createPermalink, type PermalinkState } from './permalinks.ts';
import type { SqlLabContext } from './sqlLabContext.ts';

export const INVALID_FORM_DATA = 'form_data must be the JSON object of a query with its sql.';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function integer(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function parse(formData: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(formData);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest(INVALID_FORM_DATA);
}

/** The requested query as a permalink state (the database found by id or by name). */
export async function toPermalinkState(ctx: SqlLabContext, formData: string): Promise<PermalinkState> {
  const request = parse(formData);
  const sql = typeof request.sql === 'string' ? request.sql : null;
  if (sql === null) throw badRequest(INVALID_FORM_DATA);
  let dbId = integer(request.dbid ?? request.dbId);
  const dbName = text(request.dbname);
  if (dbId === null && dbName !== null) dbId = (await findDatabaseByName(ctx.db, dbName))?.id ?? null;
  const params = request.templateParams;
  return {
    sql,
    dbId,
    catalog: text(request.catalog),
    schema: text(request.schema),
    name: text(request.name) ?? text(request.title),
    templateParams: typeof params === 'string' ? params : params ? JSON.stringify(params) : null,
    autorun: request.autorun === true || request.autorun === 'true',
  };
}

/** Keeps the requested query; returns where the browser goes to open it. */
export async function requestedQueryLocation(
  ctx: SqlLabContext,
  principal: Principal,
  formData: string,
): Promise<string> {
  const state = await toPermalinkState(ctx, formData);
  const { key } = await createPermalink(ctx, principal, state, '');
  return `/sqllab/p/${key}`;
}
