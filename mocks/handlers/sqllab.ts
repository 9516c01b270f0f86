// SQL Lab execution in the mock backend: results from fixtures (sales rows for queries reading
// `sales`), DML refused on the examples database, async runs answered 202 and finished at once,
// results by key (410 when unknown), estimates, formatting, CSV export and permalinks.
import { HttpResponse, http } from 'msw';
import { isReadOnlyStatement, type SqlDialect, splitStatements } from '../../lib/sql/index.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { mockDatabases } from '../databases.ts';
import { INVALID_RISON, validationError } from '../errors.ts';
import { mockResultFor } from '../fixtures/sqllabResults.ts';
import { executionOf, mockSqlLabQueries } from '../sqllabQueries.ts';
import { readBody } from './auth.ts';
import { refusalOn, risonOf } from './sqlLabAccess.ts';

type PermalinkState = components['schemas']['PermalinkState'];

const NOT_FOUND = { message: 'Not found' };
const GONE = 'Data could not be retrieved from the results backend. You need to re-run the original query.';
/** The server's read-only rule: without allow_dml only queries run (lib/sql's classification). */
function readOnly(sql: string, backend: string): boolean {
  const dialects: readonly SqlDialect[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
  const dialect = dialects.find((name) => name === backend) ?? 'generic';
  return splitStatements(sql, dialect).every((statement) => isReadOnlyStatement(statement.text, dialect));
}

const typed = (message: string, errorType: components['schemas']['ErrorType']) => ({
  message,
  errors: [{ message, error_type: errorType, level: 'error' as const, extra: {} }],
});

export const sqlLabHandlers = [
  http.post('/api/v1/sqllab/execute/', async ({ request }) => {
    const access = refusalOn(request, 'can_execute_sql_query', 'SQLLab');
    if (!access.ok) return contractJson('/api/v1/sqllab/execute/', 'post', access.status, access.body);
    const body = await readBody(request);
    if (typeof body?.database_id !== 'number' || typeof body.sql !== 'string') {
      return contractJson(
        '/api/v1/sqllab/execute/',
        'post',
        400,
        validationError('sql', ['Missing data for required field.']),
      );
    }
    const database = mockDatabases.find(body.database_id);
    if (!database) return contractJson('/api/v1/sqllab/execute/', 'post', 404, NOT_FOUND);
    if (!database.allow_dml && !readOnly(body.sql, database.backend)) {
      return contractJson(
        '/api/v1/sqllab/execute/',
        'post',
        400,
        typed('Only `SELECT` statements are allowed against this database.', 'DML_NOT_ALLOWED_ERROR'),
      );
    }
    const runAsync = body.runAsync === true && database.allow_run_async;
    const now = Date.now();
    const ctas = body.select_as_cta === true;
    const rows = ctas ? 0 : mockResultFor(body.sql).data.length;
    const query = mockSqlLabQueries.add({
      id: typeof body.client_id === 'string' ? body.client_id : Math.random().toString(36).slice(2, 13),
      dbId: database.id,
      db: database.database_name,
      sql: body.sql,
      executedSql: body.sql,
      sqlEditorId: typeof body.sql_editor_id === 'string' ? body.sql_editor_id : null,
      tab: typeof body.tab === 'string' ? body.tab : null,
      state: 'success',
      progress: 100,
      rows,
      limit: typeof body.queryLimit === 'number' ? body.queryLimit : 1000,
      limitingFactor: 'NOT_LIMITED',
      startDttm: now,
      endDttm: now + 5,
      changed_on: new Date(now).toISOString(),
      ctas,
      catalog: null,
      schema: typeof body.schema === 'string' ? body.schema : null,
      // CREATE TABLE/VIEW AS: the target the server reports back (schema, table).
      tempSchema: ctas && typeof body.schema === 'string' ? body.schema : null,
      tempTable: ctas && typeof body.tmp_table_name === 'string' ? body.tmp_table_name : null,
      errorMessage: null,
      userId: access.caller.user.id,
      user: access.caller.user.username,
      resultsKey: crypto.randomUUID(),
      trackingUrl: null,
      extra: {},
    });
    if (runAsync) {
      return contractJson('/api/v1/sqllab/execute/', 'post', 202, {
        query: { ...query, state: 'pending', progress: 0, rows: null },
      });
    }
    return contractJson('/api/v1/sqllab/execute/', 'post', 200, executionOf(query));
  }),
  http.get('/api/v1/sqllab/results/', ({ request }) => {
    const access = refusalOn(request, 'can_get_results', 'SQLLab');
    if (!access.ok) return contractJson('/api/v1/sqllab/results/', 'get', access.status, access.body);
    const q = risonOf(request);
    const key = q.ok ? (q.value as { key?: unknown } | undefined)?.key : undefined;
    if (!q.ok || typeof key !== 'string')
      return contractJson('/api/v1/sqllab/results/', 'get', 400, INVALID_RISON);
    const stored = mockSqlLabQueries.results(key);
    if (!stored)
      return contractJson('/api/v1/sqllab/results/', 'get', 410, typed(GONE, 'RESULTS_BACKEND_ERROR'));
    return contractJson('/api/v1/sqllab/results/', 'get', 200, stored);
  }),
  http.post('/api/v1/sqllab/estimate/', async ({ request }) => {
    const access = refusalOn(request, 'can_estimate_query_cost', 'SQLLab');
    if (!access.ok) return contractJson('/api/v1/sqllab/estimate/', 'post', access.status, access.body);
    const body = await readBody(request);
    if (typeof body?.database_id !== 'number' || typeof body.sql !== 'string') {
      return contractJson(
        '/api/v1/sqllab/estimate/',
        'post',
        400,
        validationError('sql', ['Missing data for required field.']),
      );
    }
    if (!mockDatabases.find(body.database_id))
      return contractJson('/api/v1/sqllab/estimate/', 'post', 404, NOT_FOUND);
    return contractJson('/api/v1/sqllab/estimate/', 'post', 200, {
      result: [{ 'Estimated cardinality': 1200000 }],
    });
  }),
  http.post('/api/v1/sqllab/format_sql/', async ({ request }) => {
    const access = refusalOn(request, 'can_format_sql', 'SQLLab');
    if (!access.ok) return contractJson('/api/v1/sqllab/format_sql/', 'post', access.status, access.body);
    const body = await readBody(request);
    if (typeof body?.sql !== 'string') {
      return contractJson(
        '/api/v1/sqllab/format_sql/',
        'post',
        400,
        validationError('sql', ['Missing data for required field.']),
      );
    }
    const formatted = body.sql.trim().replace(/\s+(from|where|group by|order by|limit)\b/gi, '\n$1');
    return contractJson('/api/v1/sqllab/format_sql/', 'post', 200, { result: formatted });
  }),
  http.get('/api/v1/sqllab/export/:client_id/', ({ request, params }) => {
    const access = refusalOn(request, 'can_export_csv', 'SQLLab');
    if (!access.ok)
      return contractJson('/api/v1/sqllab/export/{client_id}/', 'get', access.status, access.body);
    const query = mockSqlLabQueries.findByClientId(String(params.client_id));
    if (!query) return contractJson('/api/v1/sqllab/export/{client_id}/', 'get', 404, NOT_FOUND);
    const { columns, data } = mockResultFor(query.sql);
    const field = (value: unknown) => {
      const text = value === null || value === undefined ? '' : String(value);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    const lines = [
      columns.map((c) => field(c.name)).join(','),
      ...data.map((row) => columns.map((c) => field(row[c.name])).join(',')),
    ];
    return new HttpResponse(`${lines.join('\r\n')}\r\n`, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sqllab_${query.id}.csv"`,
      },
    });
  }),
  http.post('/api/v1/sqllab/permalink', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'SqlLabPermalinkRestApi');
    if (!access.ok) return contractJson('/api/v1/sqllab/permalink', 'post', access.status, access.body);
    const body = await readBody(request);
    if (typeof body?.sql !== 'string') {
      return contractJson(
        '/api/v1/sqllab/permalink',
        'post',
        400,
        validationError('sql', ['Missing data for required field.']),
      );
    }
    const key = mockSqlLabQueries.addPermalink(body as PermalinkState);
    return contractJson('/api/v1/sqllab/permalink', 'post', 201, {
      key,
      url: `${location.origin}/sqllab/p/${key}`,
    });
  }),
  http.get('/api/v1/sqllab/permalink/:key', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'SqlLabPermalinkRestApi');
    if (!access.ok) return contractJson('/api/v1/sqllab/permalink/{key}', 'get', access.status, access.body);
    const state = mockSqlLabQueries.permalink(String(params.key).replace(/^kv:/, ''));
    if (!state) return contractJson('/api/v1/sqllab/permalink/{key}', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/sqllab/permalink/{key}', 'get', 200, state);
  }),
  // SQL Lab opened with a requested query by a form post: kept as a permalink, 303 to its page.
  http.post('/sqllab/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'SqlLabPermalinkRestApi');
    if (!access.ok) return contractJson('/sqllab/', 'post', access.status, access.body);
    const body = await readBody(request);
    let query: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(String(body?.form_data));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        query = parsed as Record<string, unknown>;
    } catch {
      query = null;
    }
    if (typeof query?.sql !== 'string') {
      return contractJson('/sqllab/', 'post', 400, {
        message: 'form_data must be the JSON object of a query with its sql.',
      });
    }
    const dbId = Number(query.dbid ?? query.dbId);
    const key = mockSqlLabQueries.addPermalink({
      sql: query.sql,
      dbId: Number.isInteger(dbId) ? dbId : null,
      schema: typeof query.schema === 'string' ? query.schema : null,
      name: typeof query.name === 'string' ? query.name : null,
      autorun: query.autorun === true,
    });
    return new HttpResponse(null, { status: 303, headers: { Location: `/sqllab/p/${key}` } });
  }),
];
