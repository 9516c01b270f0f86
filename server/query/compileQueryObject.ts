// One query object of a chart's query context compiled into one SQL statement on its dataset,
// following Superset's get_sqla_query: saved / adhoc metrics, columns and the x-axis with its
// time grain, filters and extras, the time range on the granularity column, ORDER BY, top-N
// series, LIMIT / OFFSET. Identifiers come from the dataset and are quoted; custom SQL is
// checked; every value is a bound parameter. Pure: nothing runs here.
import type { TimeRangeBounds } from '../../lib/timeRange/index.ts';
import {
  type CompileScope,
  checkedClause,
  compileScope,
  datasetColumnSql,
  type QueryEngine,
  withTimeGrain,
} from './compileScope.ts';
import { type AppliedFilter, compileFilters } from './filterClauses.ts';
import { fromClause } from './fromClause.ts';
import {
  type ChartQueryObject,
  DTTM_ALIAS,
  type NormalizedQuery,
  normalizeQueryObject,
} from './normalizeQueryObject.ts';
import { orderBySql, resolveOrderBy } from './orderBy.ts';
import type { QueryDatasource, QueryDatasourceColumn } from './queryDatasource.ts';
import { pythonList, QueryCompileError } from './queryError.ts';
import { effectiveRowLimit, effectiveRowOffset, type RowLimits } from './rowLimit.ts';
import { selectAlias } from './selectAlias.ts';
import {
  type ItemKind,
  missingColumnNames,
  resolveColumn,
  resolveMetric,
  type SelectItem,
} from './selectItems.ts';
import { seriesLimitJoin } from './seriesLimit.ts';
import { concat, joinFragments, renderSql, type SqlFragment, text } from './sqlFragment.ts';
import { timeBounds, timeFilterSql } from './timeFilter.ts';
import { type RejectedTimeFilter, timeFilterStatus } from './timeFilterStatus.ts';

export interface CompileInput {
  datasource: QueryDatasource;
  query: ChartQueryObject;
  engine: QueryEngine;
  /** The reference time of relative time ranges ('Last week'). */
  now: Date;
  limits?: RowLimits;
  /** The query's result_type: samples falls back to the samples row limit. */
  resultType?: string | null;
  /** One of time_offsets ('1 year ago'): every time bound (time_range, TEMPORAL_RANGE) moves by it. */
  timeShift?: string | null;
  /**
   * Row-level security clauses that apply to the caller (Superset's RLS filters), ANDed to
   * WHERE and to the top-series sub-query, after the dataset's own row_level_filters. Checked
   * like custom SQL.
   */
  rowLevelFilters?: readonly string[];
}

export interface CompiledColumn {
  /** The result column's name (Superset's label); rename the engine's columns to these by position. */
  label: string;
  kind: ItemKind;
}

export interface CompiledQuery {
  sql: string;
  params: unknown[];
  columns: CompiledColumn[];
  /** The colnames in order (columns' labels). */
  labels: string[];
  /** Superset's applied_filters: filter columns found, then the applied time extras. */
  appliedFilters: AppliedFilter[];
  /** Superset's rejected_filters: filter columns the dataset lacks, rejected time extras. */
  rejectedFilters: RejectedTimeFilter[];
  /** The time range applied (null bounds: open). */
  timeRange: TimeRangeBounds;
  rowLimit: number;
  rowOffset: number;
}

export interface CompileOptions {
  /** Leave the time range (time_range and granularity) out: samples. */
  ignoreTimeRange?: boolean;
  samples?: boolean;
}

export function compileQueryObject(input: CompileInput): CompiledQuery {
  const scope = compileScope(input.datasource, input.engine);
  return compileNormalized(scope, normalizeQueryObject(input.query), input, {
    samples: input.resultType === 'samples',
  });
}

function resolveGranularity(scope: CompileScope, query: NormalizedQuery): QueryDatasourceColumn | null {
  let granularity = query.granularity;
  if (granularity && !scope.columnsByName.get(granularity)?.is_dttm)
    granularity = scope.datasource.main_dttm_col;
  if (!granularity) {
    if (query.isTimeseries) {
      throw new QueryCompileError(
        'Datetime column not provided as part table configuration and is required by this type of chart',
      );
    }
    return null;
  }
  const column = scope.columnsByName.get(granularity);
  if (!column) throw new QueryCompileError(`Time column "${granularity}" does not exist in dataset`);
  return column;
}

function dedupeByLabel(items: readonly SelectItem[]): SelectItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.label) && seen.add(item.label));
}

export function compileNormalized(
  scope: CompileScope,
  query: NormalizedQuery,
  input: CompileInput,
  options: CompileOptions = {},
): CompiledQuery {
  const missing = missingColumnNames(scope, [...query.columns, ...query.seriesColumns], query.metrics ?? []);
  if (missing.length > 0) throw new QueryCompileError(`Columns missing in dataset: ${pythonList(missing)}`);
  if ((query.metrics ?? []).length === 0 && query.columns.length === 0)
    throw new QueryCompileError('Empty query?');

  const { engine } = scope;
  const quote = (name: string) => engine.quoteIdentifier(name);
  const alias = (label: string) => quote(selectAlias(engine.backend, label));
  const granularityColumn = resolveGranularity(scope, query);
  const timeSettings = {
    now: input.now,
    relativeStart: query.relativeStart,
    relativeEnd: query.relativeEnd,
    timeShift: input.timeShift ?? query.timeShift,
  };
  const bounds = options.ignoreTimeRange
    ? { since: null, until: null }
    : timeBounds(query.timeRange, timeSettings);
  const needGroupby = query.metrics !== null;

  const metricItems = (query.metrics ?? []).map((metric) => resolveMetric(scope, metric));
  const columnOptions = needGroupby
    ? { granularity: granularityColumn?.column_name, timeGrain: query.timeGrain }
    : {};
  const columnItems = query.columns.map((column) => resolveColumn(scope, column, columnOptions));
  if (query.isTimeseries && granularityColumn) {
    const sql = withTimeGrain(
      scope,
      datasetColumnSql(scope, granularityColumn),
      query.timeGrain,
      granularityColumn,
    );
    columnItems.unshift({ label: DTTM_ALIAS, sql, kind: 'time' });
  }
  const selected = dedupeByLabel([...columnItems, ...metricItems]);
  const groupBy = needGroupby ? [...new Set(columnItems.map((item) => item.sql))] : [];

  // WHERE: the fetch-values predicate, the time range, the filters, extras.where.
  const filters = compileFilters(scope, query.filters, {
    ...timeSettings,
    timestampColumn: granularityColumn,
  });
  const timeFilters: SqlFragment[] = [];
  if (granularityColumn && !options.ignoreTimeRange) {
    const main = scope.datasource.main_dttm_col
      ? scope.columnsByName.get(scope.datasource.main_dttm_col)
      : undefined;
    if (scope.datasource.always_filter_main_dttm && main?.is_dttm && main !== granularityColumn) {
      const mainFilter = timeFilterSql(datasetColumnSql(scope, main), bounds, main, engine.backend);
      if (mainFilter) timeFilters.push(mainFilter);
    }
    const filter = timeFilterSql(
      datasetColumnSql(scope, granularityColumn),
      bounds,
      granularityColumn,
      engine.backend,
    );
    if (filter) timeFilters.push(filter);
  }
  const whereFilters = [...filters.where];
  if (query.where) whereFilters.push(text(`(${checkedClause(scope, query.where)})`));
  for (const clause of [...(scope.datasource.row_level_filters ?? []), ...(input.rowLevelFilters ?? [])])
    whereFilters.push(text(`(${checkedClause(scope, clause)})`));
  const where: SqlFragment[] = [];
  const predicate = scope.datasource.fetch_values_predicate;
  if (query.applyFetchValuesPredicate && predicate) where.push(text(`(${checkedClause(scope, predicate)})`));
  where.push(...timeFilters, ...whereFilters);
  const having = [...filters.having];
  if (query.having) having.push(text(`(${checkedClause(scope, query.having)})`));

  const orderby =
    query.orderby.length === 0 && metricItems.length > 0 && needGroupby
      ? ([[query.metrics![0]!, !query.orderDesc]] as NormalizedQuery['orderby'])
      : query.orderby;
  const orderTerms = resolveOrderBy(scope, orderby, selected, query.columns);

  const from = fromClause(scope);
  let join: SqlFragment = concat('');
  const seriesLabels = new Set(query.seriesColumns.map((column) => resolveColumn(scope, column).label));
  const series = needGroupby
    ? columnItems.filter((item) =>
        item.label === DTTM_ALIAS
          ? false
          : query.isTimeseries && seriesLabels.size === 0
            ? true
            : seriesLabels.has(item.label),
      )
    : [];
  if (query.seriesLimit > 0 && series.length > 0) {
    join = seriesLimitJoin({
      series,
      mainMetricSql: metricItems[0]?.sql ?? 'COUNT(*)',
      orderMetricSql: query.seriesLimitMetric ? resolveMetric(scope, query.seriesLimitMetric).sql : null,
      orderDesc: query.orderDesc,
      limit: query.seriesLimit,
      from,
      where: [...timeFilters, ...whereFilters],
      quote,
    });
  }

  const rowLimit = effectiveRowLimit(query.rowLimit, input.limits, options.samples);
  const rowOffset = effectiveRowOffset(query.rowOffset);
  const statement = concat(
    `SELECT ${selected.map((item) => `${item.sql} AS ${alias(item.label)}`).join(', ')}`,
    `\nFROM ${from}`,
    join,
    where.length > 0 ? concat('\nWHERE ', joinFragments(where, '\n  AND ')) : '',
    groupBy.length > 0 ? `\nGROUP BY ${groupBy.join(', ')}` : '',
    having.length > 0 ? concat('\nHAVING ', joinFragments(having, '\n  AND ')) : '',
    orderTerms.length > 0 ? `\nORDER BY ${orderBySql(orderTerms, selected, alias).join(', ')}` : '',
    `\nLIMIT ${rowLimit}`,
    rowOffset > 0 ? `\nOFFSET ${rowOffset}` : '',
  );
  const counted = query.isRowcount
    ? concat(`SELECT COUNT(*) AS ${alias('rowcount')}\nFROM (\n`, statement, '\n) AS rowcount_qry')
    : statement;
  const timeStatus = timeFilterStatus(scope.datasource, query.appliedTimeExtras);
  const rendered = renderSql(counted, engine.backend === 'postgresql' ? 'dollar' : 'question');
  return {
    sql: rendered.sql,
    params: engine.backend === 'sqlite' ? rendered.params.map(sqliteValue) : rendered.params,
    columns: query.isRowcount
      ? [{ label: 'rowcount', kind: 'metric' }]
      : selected.map((item) => ({ label: item.label, kind: item.kind })),
    labels: query.isRowcount ? ['rowcount'] : selected.map((item) => item.label),
    appliedFilters: [...filters.applied, ...timeStatus.applied],
    rejectedFilters: [...filters.rejected, ...timeStatus.rejected],
    timeRange: bounds,
    rowLimit,
    rowOffset,
  };
}

/** better-sqlite3 binds no booleans: SQLite stores them as 1 / 0. */
function sqliteValue(value: unknown): unknown {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}
