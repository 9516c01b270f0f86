// A real async job handler for the tests: runs a statement on a registered database through the
// services of the process that runs it (web process or worker), stores the rows in the cache and
// answers where they are, as the chart-data handler will.
import { registerAsyncJobHandler } from '../../../server/jobs/asyncJobs.ts';

export const SQL_ROWS_JOB = 'test_sql_rows';

export interface SqlRowsPayload {
  databaseId: number;
  sql: string;
  cacheKey: string;
}

registerAsyncJobHandler(SQL_ROWS_JOB, async (job, { services }) => {
  const payload = job.payload as SqlRowsPayload;
  const { pool } = await services.databases.open(payload.databaseId);
  const result = await pool.execute(payload.sql, { timeoutMs: 10_000, maxRows: 1000 });
  await services.cache.set(
    payload.cacheKey,
    JSON.stringify({ columns: result.columns.map((c) => c.name), rows: result.rows }),
    services.config.cacheDefaultTimeoutSeconds,
  );
  return { result_url: `/api/v1/chart/data/${payload.cacheKey}` };
});
