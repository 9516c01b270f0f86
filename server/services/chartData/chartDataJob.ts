// The async chart-data job (GLOBAL_ASYNC_QUERIES), registered for every process that imports the
// services (the web server's in-process queue and `loupe worker`): it runs the query context as
// its user, which fills the result cache, keeps the context under a key and answers the
// result_url the client reads it from.
import { registerAsyncJobHandler } from '../../jobs/asyncJobs.ts';
import { notFound } from '../shared/loupeError.ts';
import type { QueryContextBody } from './chartDataTypes.ts';

export const CHART_DATA_JOB = 'chart_data';

registerAsyncJobHandler(CHART_DATA_JOB, async (job, { services }) => {
  const userId = job.metadata.user_id;
  const principal = typeof userId === 'number' ? await services.security.principalOf(userId) : null;
  if (!principal) throw notFound('The user of this job no longer exists');
  const key = await services.chartData.runAndKeep(principal, job.payload as QueryContextBody);
  return { result_url: `/api/v1/chart/data/${key}` };
});
