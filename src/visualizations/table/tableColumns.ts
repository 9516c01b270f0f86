// The table's columns from a chart data result: metrics, percent metrics (%label) and others,
// each with its formatter (column_config d3NumberFormat / d3SmallNumberFormat / d3TimeFormat,
// then the dataset's metric format, .3% for percent metrics, table_timestamp_format or the time
// grain for time columns) and its display settings from column_config (Superset's "Customize
// columns": cell bars, +/- alignment and colour, text align, min width, truncation).
import {
  formatNumber,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  SMART_DATE_ID,
} from '../../../lib/format/index.ts';
import { ensureIsArray, getMetricLabel } from '../core/query/labels.ts';
import type { ChartProps, Metric } from '../core/types.ts';
import { queryModeOf } from './queryMode.ts';

export type ColumnKind = 'number' | 'time' | 'text';

/** A column's own display settings (column_config); unset ones follow the chart's options. */
export interface ColumnDisplay {
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  horizontalAlign?: 'left' | 'center' | 'right';
  columnWidth?: number;
  truncateLongCells?: boolean;
}

export interface TableColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  isMetric: boolean;
  isPercentMetric: boolean;
  format: (value: unknown) => string;
  display: ColumnDisplay;
}

/** Superset's column_config entry of one column. */
export interface ColumnConfig extends ColumnDisplay {
  d3NumberFormat?: string;
  d3SmallNumberFormat?: string;
  d3TimeFormat?: string;
}

const ALIGNS = new Set(['left', 'center', 'right']);

/** The display settings of a saved column_config entry (anything malformed is left unset). */
export function columnDisplay(config: unknown): ColumnDisplay {
  const own = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  const bool = (key: string) => (typeof own[key] === 'boolean' ? { [key]: own[key] } : {});
  const width = Number(own.columnWidth);
  return {
    ...bool('showCellBars'),
    ...bool('alignPositiveNegative'),
    ...bool('colorPositiveNegative'),
    ...bool('truncateLongCells'),
    ...(ALIGNS.has(own.horizontalAlign as string)
      ? { horizontalAlign: own.horizontalAlign as ColumnDisplay['horizontalAlign'] }
      : {}),
    ...(own.columnWidth !== undefined && own.columnWidth !== null && Number.isFinite(width) && width > 0
      ? { columnWidth: width }
      : {}),
  };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const GENERIC_NUMERIC = 0;
const GENERIC_TEMPORAL = 2;
const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';
const PERCENT_3_POINT = '.3%';

function plain(value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function timeFormatterOf(format: string | undefined, grain: string | undefined) {
  if (format && format !== SMART_DATE_ID) return getTimeFormatter(format);
  if (grain) return getTimeFormatterForGranularity(grain);
  return getTimeFormatter(DATABASE_DATETIME);
}

export function tableColumns(props: ChartProps): TableColumn[] {
  const { formData, datasource, queriesData } = props;
  const result = queriesData[0];
  const colnames = result?.colnames ?? Object.keys(result?.data?.[0] ?? {});
  const coltypes = result?.coltypes ?? [];
  const aggregate = queryModeOf(formData) === 'aggregate';
  const metricLabels = aggregate ? ensureIsArray(formData.metrics as Metric[]).map(getMetricLabel) : [];
  const percentLabels = aggregate
    ? ensureIsArray(formData.percent_metrics as Metric[]).map((m) => `%${getMetricLabel(m)}`)
    : [];
  const config = (formData.column_config ?? {}) as Record<string, ColumnConfig>;
  const savedFormats = Object.fromEntries(
    (datasource?.metrics ?? []).map((metric) => [metric.metric_name, metric.d3format ?? undefined]),
  );
  const timestampFormat = formData.table_timestamp_format as string | undefined;
  const grain = formData.time_grain_sqla as string | undefined;
  return colnames.map((key, i) => {
    const isPercentMetric = percentLabels.includes(key);
    const isMetric = metricLabels.includes(key);
    const own = (config[key] ?? {}) as ColumnConfig;
    const display = columnDisplay(own);
    const label = datasource?.verbose_map?.[key] ?? key;
    if (coltypes[i] === GENERIC_TEMPORAL) {
      const formatter = timeFormatterOf(text(own.d3TimeFormat) ?? timestampFormat, grain);
      const format = (value: unknown) =>
        value === null || value === undefined ? 'N/A' : formatter(value as number);
      return { key, label, kind: 'time', isMetric, isPercentMetric, format, display };
    }
    const numeric = isMetric || isPercentMetric || coltypes[i] === GENERIC_NUMERIC;
    const ownFormat = text(own.d3NumberFormat);
    const smallFormat = text(own.d3SmallNumberFormat);
    const numberFormat =
      ownFormat ??
      (isPercentMetric
        ? PERCENT_3_POINT
        : isMetric
          ? (savedFormats[key] ?? datasource?.column_formats?.[key])
          : undefined);
    const formatted = isMetric || isPercentMetric || ownFormat || smallFormat;
    // Superset: the small number format for values between -1 and 1, when there is one.
    const format = (value: unknown) =>
      formatted && typeof value === 'number'
        ? formatNumber(
            smallFormat && Math.abs(value) < 1 ? smallFormat : (numberFormat ?? 'SMART_NUMBER'),
            value,
          )
        : plain(value);
    return { key, label, kind: numeric ? 'number' : 'text', isMetric, isPercentMetric, format, display };
  });
}
