// The mock backend's answer to one chart-data query object, close enough to the real server for
// component tests and `npm run dev:mock`: the fixture rows grouped by the query's columns (the
// x-axis truncated to its time grain), temporal values as epoch milliseconds (as the server's
// JSON writes them), then the query's post_processing through the server's own pure
// implementation (lib/postProcessing).
import { applyPostProcessing, type ResultCell, type ResultFrame } from '../lib/postProcessing/index.ts';
import type { components } from '../src/api/schema.gen.ts';
import { CHART_COLUMN_TYPES, CHART_ROWS } from './fixtures/chartData.ts';

type QueryObject = components['schemas']['ChartDataQueryObject'];
type Metric = components['schemas']['ChartDataMetric'];
type QueryColumn = components['schemas']['ChartDataColumn'];
type Cell = string | number | null;

const TEMPORAL = 2;

export function metricLabel(metric: Metric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  return `${metric.aggregate}(${metric.column?.column_name ?? ''})`;
}

function aggregate(metric: Metric, rows: Record<string, Cell>[]): number | null {
  if (typeof metric === 'string' || metric.expressionType === 'SQL') return rows.length;
  const values = rows.map((row) => row[metric.column?.column_name ?? ''] ?? null).filter((v) => v !== null);
  const numbers = values.map(Number);
  switch (metric.aggregate) {
    case 'COUNT':
      return values.length;
    case 'COUNT_DISTINCT':
      return new Set(values).size;
    case 'SUM':
      return numbers.reduce((a, b) => a + b, 0);
    case 'AVG':
      return numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null;
    case 'MAX':
      return numbers.length ? Math.max(...numbers) : null;
    case 'MIN':
      return numbers.length ? Math.min(...numbers) : null;
    default:
      return null;
  }
}

/** ISO text → epoch ms; naive timestamps are UTC (as the server reads the engines' values). */
export function toEpochMs(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  const text = value.replace(' ', 'T');
  const zoned = !text.includes('T') || /(?:[zZ]|[+-]\d\d(?::?\d\d)?)$/.test(text.slice(10));
  const ms = Date.parse(zoned ? text : `${text}Z`);
  return Number.isNaN(ms) ? value : ms;
}

/** Epoch ms truncated to an ISO 8601 grain (DuckDB's DATE_TRUNC, UTC; weeks start on Monday). */
export function truncateToGrain(ms: number, grain: string | null | undefined): number {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = Date.UTC(y, m, d.getUTCDate());
  switch (grain) {
    case 'PT1S':
      return Math.floor(ms / 1000) * 1000;
    case 'PT1M':
      return Math.floor(ms / 60_000) * 60_000;
    case 'PT1H':
      return Math.floor(ms / 3_600_000) * 3_600_000;
    case 'P1D':
      return day;
    case 'P1W':
      return day - ((d.getUTCDay() + 6) % 7) * 86_400_000;
    case 'P1M':
      return Date.UTC(y, m, 1);
    case 'P3M':
      return Date.UTC(y, m - (m % 3), 1);
    case 'P1Y':
      return Date.UTC(y, 0, 1);
    default:
      return ms;
  }
}

interface Grouping {
  label: string;
  source: string;
  grain: string | null;
}

function groupingOf(column: QueryColumn, query: QueryObject): Grouping {
  if (typeof column === 'string') return { label: column, source: column, grain: null };
  const source = column.sqlExpression;
  const label = column.label ?? source;
  const isAxis = column.columnType === 'BASE_AXIS' || column.timeGrain != null;
  const grain = isAxis ? (column.timeGrain ?? query.extras?.time_grain_sqla ?? null) : null;
  return { label, source, grain };
}

export function columnNames(query: QueryObject): string[] {
  return (query.columns ?? []).map((column) => groupingOf(column, query).label);
}

function cellOf(row: Record<string, Cell>, grouping: Grouping): Cell {
  const raw = row[grouping.source] ?? null;
  if (CHART_COLUMN_TYPES[grouping.source] !== TEMPORAL) return raw;
  const ms = toEpochMs(raw);
  return typeof ms === 'number' ? truncateToGrain(ms, grouping.grain) : ms;
}

function compareCells(a: Cell, b: Cell): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The grouped (or raw) rows of one query object, before post-processing. */
function groupedFrame(query: QueryObject): ResultFrame {
  const groupings = (query.columns ?? []).map((column) => groupingOf(column, query));
  const metrics = query.metrics ?? [];
  const groups = new Map<string, { key: Cell[]; rows: Record<string, Cell>[] }>();
  for (const row of CHART_ROWS) {
    const key = groupings.map((grouping) => cellOf(row, grouping));
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  const axis = groupings.findIndex((grouping) => grouping.grain !== null);
  const ordered = [...groups.values()];
  if (axis >= 0) ordered.sort((a, b) => compareCells(a.key[axis] ?? null, b.key[axis] ?? null));
  const limit = query.row_limit || 50000;
  const offset = query.row_offset ?? 0;
  const rows = ordered.slice(offset, offset + limit).map(({ key, rows: members }) => {
    const out: Record<string, ResultCell> = Object.fromEntries(
      groupings.map((grouping, i) => [grouping.label, key[i] ?? null]),
    );
    for (const metric of metrics) out[metricLabel(metric)] = aggregate(metric, members);
    return out;
  });
  const columns = [...groupings.map((grouping) => grouping.label), ...metrics.map(metricLabel)];
  const types = [
    ...groupings.map((grouping) => (CHART_COLUMN_TYPES[grouping.source] ?? 1) as 0 | 1 | 2 | 3),
    ...metrics.map(() => 0 as const),
  ];
  return { columns, types, rows };
}

/** The fixture rows as samples: every column, temporal ones as epoch ms. */
export function sampleFrame(): ResultFrame {
  const columns = Object.keys(CHART_COLUMN_TYPES);
  const types = columns.map((name) => (CHART_COLUMN_TYPES[name] ?? 1) as 0 | 1 | 2 | 3);
  const rows = CHART_ROWS.map((row) =>
    Object.fromEntries(
      columns.map((name) => {
        const value = row[name] ?? null;
        return [name, CHART_COLUMN_TYPES[name] === TEMPORAL ? toEpochMs(value) : value];
      }),
    ),
  );
  return { columns, types, rows };
}

/** One query object's result frame: grouped, then its post_processing (PostProcessingError on bad steps). */
export function queryFrame(query: QueryObject): ResultFrame {
  if (query.is_rowcount) {
    // Server pagination's total: the number of groups without limit or offset.
    const all = groupedFrame({ ...query, row_limit: 0, row_offset: 0 });
    return { columns: ['rowcount'], types: [0], rows: [{ rowcount: all.rows.length }] };
  }
  const frame = groupedFrame(query);
  const steps = (query.post_processing ?? []) as Parameters<typeof applyPostProcessing>[1];
  return steps.length > 0 ? applyPostProcessing(frame, steps) : frame;
}
