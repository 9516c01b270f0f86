// How long a chart's result is cached, in Superset's order (QueryContext.get_cache_timeout, then
// QueryContextProcessor.get_cache_timeout): the query context's custom timeout, else the chart's,
// else the dataset's, else the database's; a result of null or 0 falls back to the default
// (CACHE_DEFAULT_TIMEOUT), as Superset's `if cache_timeout_rv := …` does.

type Timeout = number | null | undefined;

export function resolveCacheTimeout(
  chart: Timeout,
  dataset: Timeout,
  database: Timeout,
  defaultTimeout: number,
  custom: Timeout = null,
): number {
  const first = [custom, chart, dataset, database].find((t) => t !== null && t !== undefined);
  return first ? first : defaultTimeout;
}
