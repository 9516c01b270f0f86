// One query object's reply item, per result type (Superset's query_actions): columns and
// timegrains describe the dataset and the engine, query gives the SQL, the others run (or read
// the cache) through queryPayload and keep the frame for csv / xlsx files.
import { columnsPayload, timeGrainsPayload } from '../../query/resultTypePayloads.ts';
import { compileForResultType } from './chartCompile.ts';
import type { ChartDataPorts, ChartDataset } from './chartDataPorts.ts';
import type {
  ChartDataResponse,
  ChartDataResultFormat,
  ChartDataResultType,
  ChartFrame,
  QueryObjectBody,
} from './chartDataTypes.ts';
import { queryPayload } from './queryPayload.ts';
import { fullItem, queryItem, resultsItem } from './resultItems.ts';

export interface AnswerOptions {
  resultType: ChartDataResultType;
  resultFormat: ChartDataResultFormat;
  force: boolean;
  forceCached: boolean;
  customCacheTimeout: number | null;
  chartCacheTimeout: number | null;
}

export interface QueryAnswer {
  item: ChartDataResponse['result'][number];
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
  if (resultType === 'columns') return { item: columnsPayload(dataset.model), frame: null };
  if (resultType === 'timegrains') return { item: timeGrainsPayload(dataset.pool.spec), frame: null };
  if (resultType === 'query') {
    const compiled = compileForResultType(
      dataset.model,
      query,
      'full',
      dataset.pool.spec,
      ports.now(),
      ports.sqlMaxRow,
    );
    return { item: queryItem(compiled.displaySql), frame: null };
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
  const item = resultType === 'results' ? resultsItem(payload) : fullItem(payload, options.resultFormat);
  return { item, frame: payload.result.frame };
}
