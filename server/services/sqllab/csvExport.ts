// GET /api/v1/sqllab/export/{client_id}/: the query's result as CSV (RFC 4180 quoting, nulls
// empty, booleans True/False as pandas writes them), streamed in chunks. The rows come from the
// results backend, or — when it lost them — from re-running the query's last statement when it
// is a SELECT, up to the query's limit (at most SQL_MAX_ROW).
import { Readable } from 'node:stream';
import { classifyStatement, splitStatements } from '../../../lib/sql/index.ts';
import { csvChunks } from '../../query/resultFormats/csvFormat.ts';
import { findQueryByClientId } from '../../store/repositories/queriesRepository.ts';
import { engineCall } from '../databases/engineFailure.ts';
import { can, type Principal } from '../security/principal.ts';
import { forbidden, LoupeError, notFound } from '../shared/loupeError.ts';
import { assertQueryAccess, sqlAsRun } from './queryAccess.ts';
import { uniqueNames } from './queryShapes.ts';
import type { SqlLabContext } from './sqlLabContext.ts';

export interface CsvExport {
  filename: string;
  stream: Readable;
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
}

export async function exportCsv(
  ctx: SqlLabContext,
  principal: Principal,
  clientId: string,
): Promise<CsvExport> {
  if (!can(principal, 'can_csv', 'Superset')) throw forbidden('can_csv', 'Superset');
  const row = await findQueryByClientId(ctx.db, clientId);
  if (!row || (!principal.isAdmin && row.user_id !== principal.user.id)) throw notFound();
  const opened = await ctx.databases.open(row.database_id);
  // Access may have been revoked since the query ran.
  await assertQueryAccess(ctx.db, principal, opened.row, opened.pool, sqlAsRun(row), row.schema);
  let result = row.results_key ? ctx.results.get(row.results_key) : undefined;
  // Only the displayed rows were kept: the export runs the query again, streaming every row.
  if (result && (result.rowCount ?? result.rows.length) > result.rows.length) result = undefined;
  if (!result) {
    const { pool } = opened;
    const last = splitStatements(row.executed_sql ?? '', pool.spec.dialect).at(-1)?.text;
    if (!last || classifyStatement(last, pool.spec.dialect) !== 'select') {
      throw new LoupeError(
        422,
        'The results of this query are no longer available and it cannot be re-run for export.',
        {
          errorType: 'RESULTS_BACKEND_ERROR',
        },
      );
    }
    const rerun = await engineCall(() =>
      pool.execute(last, {
        maxRows: Math.min(row.limit ?? ctx.config.sqlMaxRow, ctx.config.sqlMaxRow),
        timeoutMs: ctx.config.sqllabTimeoutSeconds * 1000,
        catalog: row.catalog,
        schema: row.schema,
      }),
    );
    result = { queryId: row.id, userId: row.user_id, columns: rerun.columns, rows: rerun.rows };
  }
  return {
    filename: `sqllab_${clientId}_${stamp(new Date())}.csv`,
    stream: Readable.from(csvChunks(uniqueNames(result.columns), result.rows)),
  };
}
