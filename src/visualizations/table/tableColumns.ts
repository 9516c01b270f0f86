// The table's columns from a chart data result: metrics, percent metrics (%label) and others,
// each with its formatter (column_config d3NumberFormat / d3TimeFormat, then the dataset's metric
// format, .3% for percent metrics, table_timestamp_format or the time grain for time columns).
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

export interface TableColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  isMetric: boolean;
  isPercentMetric: boolean;
  format: (value: unknown) => string;
}

interface ColumnConfig {
  d3NumberFormat?: string;
  d3TimeFormat?: string;
}

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
    const own = config[key] ?? {};
    const label = datasource?.verbose_map?.[key] ?? key;
    if (coltypes[i] === GENERIC_TEMPORAL) {
      const formatter = timeFormatterOf(own.d3TimeFormat ?? timestampFormat, grain);
      const format = (value: unknown) =>
        value === null || value === undefined ? 'N/A' : formatter(value as number);
      return { key, label, kind: 'time', isMetric, isPercentMetric, format };
    }
    const numeric = isMetric || isPercentMetric || coltypes[i] === GENERIC_NUMERIC;
    const numberFormat =
      own.d3NumberFormat ??
      (isPercentMetric
        ? PERCENT_3_POINT
        : isMetric
          ? (savedFormats[key] ?? datasource?.column_formats?.[key])
          : undefined);
    const formatted = isMetric || isPercentMetric || own.d3NumberFormat;
    const format = (value: unknown) =>
      formatted && typeof value === 'number'
        ? formatNumber(numberFormat ?? 'SMART_NUMBER', value)
        : plain(value);
    return { key, label, kind: numeric ? 'number' : 'text', isMetric, isPercentMetric, format };
  });
}
