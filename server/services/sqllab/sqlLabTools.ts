// Cost estimates (EXPLAIN figures per statement, in the payload's catalog and schema, template
// rendered first) and SQL formatting (sql-formatter with the engine's dialect; Jinja blocks kept
// as they are).
import { format, type SqlLanguage } from 'sql-formatter';
import { splitStatements } from '../../../lib/sql/index.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { engineCall } from '../databases/engineFailure.ts';
import { can, type Principal } from '../security/principal.ts';
import { forbidden, LoupeError } from '../shared/loupeError.ts';
import { assertQueryAccess } from './queryAccess.ts';
import type { SqlLabContext } from './sqlLabContext.ts';
import { renderSqlTemplate } from './sqlTemplates.ts';

export type EstimatePayload = components['schemas']['EstimatePayload'];
export type FormatSqlPayload = components['schemas']['FormatSqlPayload'];
type EstimateResponse = components['schemas']['EstimateResponse'];

/** Superset's SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT (10 s). */
const ESTIMATE_TIMEOUT_MS = 10_000;

const LANGUAGES: Record<string, SqlLanguage> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  sqlite: 'sqlite',
  duckdb: 'duckdb',
};

const JINJA = [{ regex: String.raw`\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}` }];

export async function estimateCost(
  ctx: SqlLabContext,
  principal: Principal,
  body: EstimatePayload,
): Promise<EstimateResponse> {
  if (!can(principal, 'can_read', 'Database')) throw forbidden('can_read', 'Database');
  const { row: database, pool } = await ctx.databases.open(body.database_id);
  const sql = renderSqlTemplate(body.sql, body.template_params ?? {}, principal.user);
  await assertQueryAccess(ctx.db, principal, database, pool, sql, body.schema ?? null);
  const statements = splitStatements(sql, pool.spec.dialect).map((s) => s.text);
  const options = { timeoutMs: ESTIMATE_TIMEOUT_MS, catalog: body.catalog, schema: body.schema };
  const result = [];
  for (const statement of statements) {
    result.push(await engineCall(() => pool.estimate(statement, options)));
  }
  return { result };
}

export async function formatSql(ctx: SqlLabContext, body: FormatSqlPayload): Promise<{ result: string }> {
  let engine = body.engine ?? null;
  if (!engine && body.database_id) engine = (await ctx.databases.open(body.database_id)).pool.spec.backend;
  const language = (engine && LANGUAGES[engine.toLowerCase()]) || 'sql';
  try {
    return { result: format(body.sql, { language, paramTypes: { custom: JINJA } }) };
  } catch (error) {
    throw new LoupeError(
      400,
      `The SQL could not be formatted: ${error instanceof Error ? error.message : String(error)}`,
      {
        errorType: 'INVALID_SQL_ERROR',
      },
    );
  }
}
