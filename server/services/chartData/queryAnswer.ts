// One query object's reply item, per result type (Superset's query_actions): columns and
// timegrains describe the dataset and the engine, query gives the SQL, the others run (or read
// the cache) through queryPayload and keep the frame for csv / xlsx files. Items are answered as
// JSON text: a cache hit's item is the same text on every hit, so it is written once per cached
// result (the memory cache hands every hit the same frozen result) and reused.
import { columnsPayload, timeGrainsPayload } from '../../query/resultTypePayloads.ts';
import { compileForResultType } from './chartCompile.ts';
import type { CachedResult } from './chartDataCache.ts';
import type { ChartDataPorts, ChartDataset } from './chartDataPorts.ts';
import type {
  ChartDataResponse,
  ChartDataResultFormat,
  ChartDataResultType,
  ChartFrame,
  QueryObjectBody,
} from './chartDataTypes.ts';
import { applyClientProcessing, processedFileFrame, processedItemFields } from './clientProcessing.ts';
import { type QueryPayload, queryPayload } from './queryPayload.ts';
import { fullItem, queryItem, resultsItem } from './resultItems.ts';

export interface AnswerOptions {
  resultType: ChartDataResultType;
  resultFormat: ChartDataResultFormat;
  force: boolean;
  forceCached: boolean;
  customCacheTimeout: number | null;
  chartCacheTimeout: number | null;
  /** post_processed of a pivot_table_v2 / table chart: its form data and the dataset's verbose names. */
  clientProcessing?: { formData: Record<string, unknown>; verbose: Record<string, string> } | null;
}

export interface QueryAnswer {
  /** The reply item (ChartDataResponse['result'][number]) as JSON text. */
  itemJson: string;
  /** The result's frame, when the result type has one (what files are made of). */
  frame: ChartFrame | null;
}

/** A query object's url_params as the template macros read them (text values). */
export function urlParamsOf(query: QueryObjectBody): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query.url_params ?? {}).map(([name, value]) => [name, String(value)]),
  );
}

export async function answerQuery(
  ports: ChartDataPorts,
  dataset: ChartDataset,
  query: QueryObjectBody,
  options: AnswerOptions,
): Promise<QueryAnswer> {
  const { resultType } = options;
  if (resultType === 'columns') return { itemJson: itemJson(columnsPayload(dataset.model)), frame: null };
  if (resultType === 'timegrains')
    return { itemJson: itemJson(timeGrainsPayload(dataset.pool.spec)), frame: null };
  if (resultType === 'query') {
    const compiled = compileForResultType(
      dataset.model,
      query,
      'full',
      dataset.pool.spec,
      ports.now(),
      ports.sqlMaxRow,
    );
    return { itemJson: itemJson(queryItem(compiled.displaySql)), frame: null };
  }
  const payload = await queryPayload(ports, {
    dataset,
    query,
    resultType,
    force: options.force,
    forceCached: options.forceCached,
    customCacheTimeout: options.customCacheTimeout,
    chartCacheTimeout: options.chartCacheTimeout,
  });
  const processing = options.clientProcessing;
  const { frame } = payload.result;
  if (processing && frame.rows.length > 0) {
    // Superset's apply_client_processing (empty results are left as they are).
    const processed = applyClientProcessing(frame, processing.formData, processing.verbose);
    if (processed) {
      const item = { ...fullItem(payload, options.resultFormat), ...processedItemFields(processed) };
      return { itemJson: itemJson(item), frame: processedFileFrame(processed) };
    }
  }
  return {
    itemJson: payloadItemJson(payload, resultType, options.resultFormat),
    frame,
  };
}

type ResponseItem = ChartDataResponse['result'][number];

function itemJson(item: ResponseItem): string {
  return JSON.stringify(item);
}

/** The items written for each cached result, by what else the item says (kept while the result is). */
const cachedItemJson = new WeakMap<CachedResult, Map<string, string>>();

function payloadItemJson(
  payload: QueryPayload,
  resultType: ChartDataResultType,
  resultFormat: ChartDataResultFormat,
): string {
  const write = () =>
    itemJson(resultType === 'results' ? resultsItem(payload) : fullItem(payload, resultFormat));
  if (!payload.isCached) return write();
  let written = cachedItemJson.get(payload.result);
  if (!written) {
    written = new Map();
    cachedItemJson.set(payload.result, written);
  }
  const variant = `${resultType}\u0000${resultFormat}\u0000${payload.cacheKey}\u0000${payload.cacheTimeout}`;
  let json = written.get(variant);
  if (json === undefined) {
    json = write();
    written.set(variant, json);
  }
  return json;
}
