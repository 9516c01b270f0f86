// A query object compiled for its result type (server/query): samples and drill_detail read raw
// rows, the others aggregate; plus what the service needs around the statement — the labels the
// engine's columns take (by position), which are temporal, metrics and the time axis for time
// comparison, and the SQL with its values written in for display (result_type query and the
// `query` field: never executed, the statement itself always binds them).
import { tokenizeSql } from '../../../lib/sql/index.ts';
import type { EngineSpec } from '../../engines/engineSpec.ts';
import { type CompiledQuery, compileQueryObject } from '../../query/compileQueryObject.ts';
import type { QueryDatasource } from '../../query/queryDatasource.ts';
import { QueryCompileError } from '../../query/queryError.ts';
import { compileSamplesQuery } from '../../query/samplesQuery.ts';
import { LoupeError } from '../shared/loupeError.ts';
import type { ChartDataResultType, QueryObjectBody } from './chartDataTypes.ts';

export interface CompiledChartQuery extends CompiledQuery {
  /** The SQL with its values written in (computed when asked: a cache hit never needs it). */
  readonly displaySql: string;
  temporalLabels: ReadonlySet<string>;
  metricLabels: string[];
  timeLabel: string | null;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The statement with each placeholder (`?` or `$n`, outside strings and identifiers) replaced by its value. */
export function displaySql(
  sql: string,
  params: readonly unknown[],
  spec: Pick<EngineSpec, 'dialect'>,
): string {
  let next = 0;
  let out = '';
  for (const token of tokenizeSql(sql, spec.dialect)) {
    if (token.kind !== 'parameter') {
      out += token.text;
      continue;
    }
    const index = token.text === '?' ? next++ : Number(token.text.slice(1)) - 1;
    out += index >= 0 && index < params.length ? literal(params[index]) : token.text;
  }
  return out;
}

/** Compiled queries per dataset model (the same object while it is kept), of the last moments. */
const MEMO_ENTRIES = 200;
const memo = new WeakMap<QueryDatasource, Map<string, CompiledChartQuery>>();

/**
 * compileForResultType, memoised per dataset model for the same second: compiling is pure given
 * the dataset (a new model object whenever it changes or its SQL is rendered for a caller), the
 * query object, the engine and "now" (relative time ranges), so identical requests within a
 * second share one compile.
 */
export function compileMemoised(
  datasource: QueryDatasource,
  query: QueryObjectBody,
  resultType: ChartDataResultType,
  spec: EngineSpec,
  now: Date,
  sqlMaxRow: number,
): CompiledChartQuery {
  const key = JSON.stringify([spec.backend, Math.floor(now.getTime() / 1000), sqlMaxRow, resultType, query]);
  let compiledByKey = memo.get(datasource);
  if (!compiledByKey) {
    compiledByKey = new Map();
    memo.set(datasource, compiledByKey);
  }
  const kept = compiledByKey.get(key);
  if (kept) return kept;
  const compiled = compileForResultType(datasource, query, resultType, spec, now, sqlMaxRow);
  compiledByKey.set(key, compiled);
  if (compiledByKey.size > MEMO_ENTRIES) compiledByKey.delete(compiledByKey.keys().next().value as string);
  return compiled;
}

export function compileForResultType(
  datasource: QueryDatasource,
  query: QueryObjectBody,
  resultType: ChartDataResultType,
  spec: EngineSpec,
  now: Date,
  sqlMaxRow: number,
  timeShift: string | null = null,
): CompiledChartQuery {
  const input = { datasource, query, engine: spec, now, limits: { sqlMaxRow }, resultType, timeShift };
  let compiled: CompiledQuery;
  try {
    compiled =
      resultType === 'samples' || resultType === 'drill_detail'
        ? compileSamplesQuery(input, resultType)
        : compileQueryObject(input);
  } catch (error) {
    if (error instanceof QueryCompileError) {
      throw new LoupeError(error.status, error.message, { errorType: error.errorType });
    }
    throw error;
  }
  const dttm = new Set(
    datasource.columns.filter((column) => column.is_dttm).map((column) => column.column_name),
  );
  const temporalLabels = new Set(
    compiled.columns
      .filter((column) => column.kind === 'time' || (column.kind === 'dimension' && dttm.has(column.label)))
      .map((column) => column.label),
  );
  let shown: string | null = null;
  return {
    ...compiled,
    get displaySql() {
      shown ??= displaySql(compiled.sql, compiled.params, spec);
      return shown;
    },
    temporalLabels,
    metricLabels: compiled.columns.filter((column) => column.kind === 'metric').map((column) => column.label),
    timeLabel: compiled.columns.find((column) => column.kind === 'time')?.label ?? null,
  };
}
