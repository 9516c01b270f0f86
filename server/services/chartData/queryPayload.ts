// One query object's result, as Superset's get_df_payload: compile it on the dataset, read the
// cache unless forced, otherwise run it on the database, join its time comparisons, post-process
// it and cache the outcome. Engine and compile errors become Superset's 400 replies.
import { EngineError } from '../../engines/errors.ts';
import { resolveCacheTimeout } from '../cache/cacheTimeout.ts';
import { assertContained } from '../security/containment.ts';
import { LoupeError } from '../shared/loupeError.ts';
import { type CompiledChartQuery, compileForResultType, compileMemoised } from './chartCompile.ts';
import { type CachedResult, cachedDttmNow, chartCacheKeyOf } from './chartDataCache.ts';
import type { ChartDataPorts, ChartDataset } from './chartDataPorts.ts';
import type {
  ChartDataResultType,
  ChartFrame,
  PostProcessingStep,
  QueryObjectBody,
} from './chartDataTypes.ts';
import { frameFromResult } from './chartFrame.ts';
import { postProcess } from './chartPostProcessing.ts';
import { assertEnclosedRange, joinOffsetFrame, offsetQueryObject, parseTimeOffset } from './timeOffsets.ts';

export interface QueryPayload {
  result: CachedResult;
  cacheKey: string;
  isCached: boolean;
  cacheTimeout: number;
}

export interface PayloadRequest {
  dataset: ChartDataset;
  query: QueryObjectBody;
  resultType: ChartDataResultType;
  force: boolean;
  /** Only the cache may answer (the result_url of an async job, or the async fast path). */
  forceCached: boolean;
  customCacheTimeout: number | null;
  /** The saved chart's cache_timeout when the request's form_data names a slice_id. */
  chartCacheTimeout: number | null;
}

/** The cache holds no result for a query that had to come from it. */
export class CacheMissError extends Error {
  override name = 'CacheMissError';
}

function queryFailed(error: unknown): never {
  if (error instanceof EngineError) {
    const payload = error.toPayload();
    throw new LoupeError(400, `Error: ${payload.message}`, {
      errorType: payload.error_type,
      extra: payload.extra ?? {},
    });
  }
  throw error;
}

async function run(
  ports: ChartDataPorts,
  dataset: ChartDataset,
  compiled: CompiledChartQuery,
): Promise<ChartFrame> {
  const { pool } = dataset;
  // The virtual SQL, custom SQL and Jinja output in the statement: queries only, no disallowed function.
  await assertContained(pool, { allow_dml: 0, allow_file_access: dataset.allowFileAccess }, compiled.sql, {
    readOnly: true,
  });
  try {
    const result = await pool.execute(compiled.sql, {
      params: compiled.params,
      // The compiled statement always ends in LIMIT (at most SQL_MAX_ROW).
      bounded: true,
      maxRows: ports.sqlMaxRow,
      timeoutMs: ports.queryTimeoutMs,
      timeoutErrorType: 'BACKEND_TIMEOUT_ERROR',
      catalog: dataset.model.catalog,
    });
    return frameFromResult(result, compiled.labels, compiled.temporalLabels);
  } catch (error) {
    return queryFailed(error);
  }
}

export async function queryPayload(ports: ChartDataPorts, request: PayloadRequest): Promise<QueryPayload> {
  const { dataset, query, resultType } = request;
  const { pool } = dataset;
  const now = ports.now();
  const compiled = compileMemoised(dataset.model, query, resultType, pool.spec, now, ports.sqlMaxRow);
  const timeOffsets =
    resultType === 'samples' || resultType === 'drill_detail' ? [] : (query.time_offsets ?? []);
  const postProcessing =
    resultType === 'samples' || resultType === 'drill_detail'
      ? []
      : (query.post_processing ?? []).filter((step): step is PostProcessingStep => step !== null);
  const cacheKey = chartCacheKeyOf(compiled, {
    databaseId: dataset.databaseId,
    datasetId: dataset.model.id,
    datasetChangedOn: dataset.changedOn,
    sql: compiled.sql,
    params: compiled.params,
    resultType,
    timeOffsets,
    postProcessing,
    rowLevelFilters: dataset.model.row_level_filters ?? [],
  });
  const cacheTimeout = resolveCacheTimeout(
    request.chartCacheTimeout,
    dataset.cacheTimeout,
    dataset.databaseCacheTimeout,
    ports.defaultCacheTimeout,
    request.customCacheTimeout,
  );
  // Superset's CACHE_DISABLED_TIMEOUT (-1) turns the cache off; 0 keeps results without expiry.
  const cacheable = cacheTimeout !== -1;
  if (!request.force && cacheable) {
    const hit = (await ports.cache.get(cacheKey)) as CachedResult | undefined;
    if (hit) return { result: hit, cacheKey, isCached: true, cacheTimeout };
  }
  if (request.forceCached) throw new CacheMissError('Cached data not found');

  let frame = await run(ports, dataset, compiled);
  const sqlRowcount = frame.rows.length;
  // As Superset's get_query_result: an empty result gets neither time offsets nor
  // post-processing (the chart says "No results"; a pivot of nothing would fail).
  if (sqlRowcount > 0)
    frame = await offsetAndPostProcess(ports, request, compiled, frame, timeOffsets, postProcessing);

  const result: CachedResult = {
    frame,
    query: compiled.displaySql,
    rowcount: frame.rows.length,
    sqlRowcount,
    cachedDttm: cachedDttmNow(now),
    fromDttm: compiled.timeRange.since?.getTime() ?? null,
    toDttm: compiled.timeRange.until?.getTime() ?? null,
    appliedFilters: compiled.appliedFilters,
    rejectedFilters: compiled.rejectedFilters,
  };
  if (cacheable) await ports.cache.set(cacheKey, result, cacheTimeout);
  return { result, cacheKey, isCached: false, cacheTimeout };
}

async function offsetAndPostProcess(
  ports: ChartDataPorts,
  request: PayloadRequest,
  compiled: CompiledChartQuery,
  first: ChartFrame,
  timeOffsets: readonly string[],
  postProcessing: readonly PostProcessingStep[],
): Promise<ChartFrame> {
  const { dataset, query, resultType } = request;
  const { pool } = dataset;
  const now = ports.now();
  let frame = first;
  for (const offset of timeOffsets) {
    parseTimeOffset(offset);
    assertEnclosedRange(compiled.timeRange.since, compiled.timeRange.until);
    const offsetQuery = offsetQueryObject(query);
    const offsetCompiled = compileForResultType(
      dataset.model,
      offsetQuery,
      resultType,
      pool.spec,
      now,
      ports.sqlMaxRow,
      offset,
    );
    const offsetFrame = await run(ports, dataset, offsetCompiled);
    frame = joinOffsetFrame(frame, offsetFrame, offset, compiled.metricLabels, compiled.timeLabel);
  }
  frame = postProcess(frame, postProcessing);
  return frame;
}
