// POST /api/v1/chart/data and GET /api/v1/chart/data/{cache_key}, as Superset's ChartDataRestApi
// and ChartDataCommand: the query context is read, the caller's access to the dataset checked,
// each query object answered per result type, and the whole reply given as JSON or as a file.
// With GLOBAL_ASYNC_QUERIES a JSON full request is answered from the cache when every query is
// there, else queued: the job runs the context, keeps it under a key, and result_url reads it.
import { createHash } from 'node:crypto';
import { can, type Principal } from '../security/principal.ts';
import { forbidden, LoupeError, notFound } from '../shared/loupeError.ts';
import { type ChartFile, chartFile } from './chartDataFiles.ts';
import type { ChartDataPorts } from './chartDataPorts.ts';
import { withRenderedSql, withRowLevelFilters } from './chartDatasets.ts';
import type { ChartDataAsyncResponse, ChartFrame, QueryContextBody } from './chartDataTypes.ts';
import { formDataOf, hasClientProcessing, verboseMap } from './clientProcessing.ts';
import { assertDatasourceAccess } from './datasourceAccess.ts';
import { answerQuery, urlParamsOf } from './queryAnswer.ts';
import { normalizeContext } from './queryContext.ts';
import { CacheMissError } from './queryPayload.ts';

export type ChartDataReply =
  /** The ChartDataResponse as JSON text (its items written once per cached result: queryAnswer.ts). */
  | { kind: 'json'; text: string }
  | { kind: 'file'; file: ChartFile }
  | { kind: 'async'; body: ChartDataAsyncResponse };

export interface RunOptions {
  force?: boolean;
  /** The caller's async-token cookie (the channel of async jobs). */
  asyncCookie?: string;
  /** Every query must come from the cache (a CacheMissError otherwise). */
  forceCached?: boolean;
  /** The query string's form_data (JSON text); its slice_id picks the chart's cache_timeout. */
  formData?: string;
}

/** GLOBAL_ASYNC_QUERIES: whether it is on, and how a chart-data job is queued on the caller's channel. */
export interface AsyncChartDelivery {
  readonly enabled: boolean;
  /** The job's descriptor (status pending); 401 without a valid async-token cookie. */
  submit(
    principal: Principal,
    asyncCookie: string | undefined,
    body: QueryContextBody,
  ): Promise<ChartDataAsyncResponse>;
}

const CONTEXT_PREFIX = 'chart-context:';

/** The slice_id of form data (an object or its JSON text); null when it names none. */
export function sliceIdOf(formData: unknown): number | null {
  let value = formData;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const raw = (value as { slice_id?: unknown }).slice_id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The body with the query string's form_data slice_id (Superset reads both) when the body names none. */
function withQuerySliceId(body: QueryContextBody, formDataParam: string | undefined): QueryContextBody {
  const fromQuery = sliceIdOf(formDataParam);
  if (fromQuery === null || sliceIdOf(body.form_data) !== null) return body;
  const formData =
    body.form_data && typeof body.form_data === 'object' ? (body.form_data as Record<string, unknown>) : {};
  return { ...body, form_data: { ...formData, slice_id: fromQuery } };
}

export function createChartDataServices(ports: ChartDataPorts, delivery: AsyncChartDelivery) {
  async function run(
    principal: Principal,
    body: QueryContextBody,
    options: RunOptions,
  ): Promise<ChartDataReply> {
    const context = normalizeContext(body, options.force);
    const loaded = await ports.loadDataset(context.datasourceId);
    assertDatasourceAccess(principal, loaded.access);
    // Row level security: every query below (data, samples, drill to detail, files) carries them.
    const dataset = withRowLevelFilters(
      loaded,
      await ports.rowLevelFilters(principal, loaded.access.datasetId),
    );
    // A file (CSV, XLSX) is a download: Superset's can_csv, checked before any query runs.
    const isFile = context.resultFormat === 'csv' || context.resultFormat === 'xlsx';
    if (isFile && !can(principal, 'can_csv', 'Superset')) throw forbidden('can_csv', 'Superset');
    const sliceId = sliceIdOf(body.form_data);
    const chartCacheTimeout = sliceId === null ? null : await ports.chartCacheTimeout(sliceId);
    const items: string[] = [];
    const frames: ChartFrame[] = [];
    // result_type post_processed: the chart's client-side transform (Superset's apply_client_processing).
    const formData = formDataOf(body.form_data);
    const clientProcessing =
      context.resultType === 'post_processed' && hasClientProcessing(formData)
        ? { formData, verbose: verboseMap(dataset.model) }
        : null;
    for (const query of context.queries) {
      const source = withRenderedSql(dataset, principal.user, urlParamsOf(query));
      const answer = await answerQuery(ports, source, query, {
        resultType: query.result_type ?? context.resultType,
        resultFormat: context.resultFormat,
        force: context.force,
        forceCached: options.forceCached === true,
        customCacheTimeout: context.customCacheTimeout,
        chartCacheTimeout,
        clientProcessing,
      });
      items.push(answer.itemJson);
      if (answer.frame) frames.push(answer.frame);
    }
    if (context.resultFormat === 'csv' || context.resultFormat === 'xlsx') {
      if (frames.length === 0) {
        throw new LoupeError(
          400,
          `Invalid result type for the ${context.resultFormat} format: ${context.resultType}`,
          {
            errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
          },
        );
      }
      return { kind: 'file', file: chartFile(context.resultFormat, frames, ports.now()) };
    }
    return { kind: 'json', text: `{"result":[${items.join(',')}]}` };
  }

  function contextKey(principal: Principal, body: QueryContextBody): string {
    const digest = createHash('sha256')
      .update(JSON.stringify([principal.user.id, body]))
      .digest('hex');
    return digest.slice(0, 32);
  }

  return {
    async data(
      principal: Principal,
      requestBody: QueryContextBody,
      options: RunOptions = {},
    ): Promise<ChartDataReply> {
      const body = withQuerySliceId(requestBody, options.formData);
      const asyncEligible =
        delivery.enabled &&
        (body.result_format ?? 'json') === 'json' &&
        (body.result_type ?? 'full') === 'full';
      if (!asyncEligible) return run(principal, body, options);
      if (!(options.force || body.force)) {
        try {
          return await run(principal, body, { forceCached: true });
        } catch (error) {
          if (!(error instanceof CacheMissError)) throw error;
        }
      }
      // The query string's force goes with the job (it reads only the body).
      const jobBody = options.force ? { ...body, force: true } : body;
      return { kind: 'async', body: await delivery.submit(principal, options.asyncCookie, jobBody) };
    },

    /** The job's work: run the context (filling the cache) and keep it under the result key. */
    async runAndKeep(principal: Principal, body: QueryContextBody): Promise<string> {
      await run(principal, body, {});
      const key = contextKey(principal, body);
      await ports.cache.set(`${CONTEXT_PREFIX}${key}`, { ...body, force: false }, ports.defaultCacheTimeout);
      return key;
    },

    /** GET /api/v1/chart/data/{cache_key}: the kept context, answered from the cache only. */
    async cached(principal: Principal, cacheKey: string): Promise<ChartDataReply> {
      const body = (await ports.cache.get(`${CONTEXT_PREFIX}${cacheKey}`)) as QueryContextBody | undefined;
      if (!body) throw notFound();
      try {
        return await run(principal, body, { forceCached: true });
      } catch (error) {
        if (error instanceof CacheMissError) throw new LoupeError(422, error.message);
        throw error;
      }
    },
  };
}

export type ChartDataServices = ReturnType<typeof createChartDataServices>;
