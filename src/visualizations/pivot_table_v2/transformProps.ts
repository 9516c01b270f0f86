// pivot_table_v2's chart props → the PivotTable component: records with formatted dates, one per
// metric (the metric is a row or column attribute by metricsLayout / combineMetric, rows and
// columns swapped by transposePivot), pivoted client-side with the aggregate function.
import { formatNumber, getTimeFormatter } from '../../../lib/format/index.ts';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../core/query/labels.ts';
import type { ChartProps, ChartRendering, Column, Metric } from '../core/types.ts';
import { colorFormattersOf, keyedCellBackground } from '../helpers/conditionalFormatting.ts';
import { stringOr } from '../helpers/formData.ts';
import { type CellValue, fractionBase } from './aggregators.ts';
import { PivotTable, type PivotTableProps } from './PivotTable.tsx';
import { buildPivot, type PivotRecord, type SortOrder, unpivotMetrics } from './pivotData.ts';

export const METRIC_KEY = 'Metric';
const VALUE = '__pivot_value__';
const GENERIC_TEMPORAL = 2;

function withMetric(attrs: string[], onThisAxis: boolean, combine: boolean): string[] {
  if (!onThisAxis) return attrs;
  return combine ? [...attrs, METRIC_KEY] : [METRIC_KEY, ...attrs];
}

export function transformProps(props: ChartProps): ChartRendering {
  const { formData, queriesData, width, height } = props;
  const result = queriesData[0];
  const labels = (name: string) => ensureIsArray(formData[name] as Column[] | undefined).map(getColumnLabel);
  const [groupbyRows, groupbyColumns] = formData.transposePivot
    ? [labels('groupbyColumns'), labels('groupbyRows')]
    : [labels('groupbyRows'), labels('groupbyColumns')];
  const metricLabels = ensureIsArray(formData.metrics as Metric[] | undefined).map(getMetricLabel);
  const inRows = formData.metricsLayout === 'ROWS';
  const combine = Boolean(formData.combineMetric);
  const dateFormatter = getTimeFormatter(stringOr(formData.date_format, 'smart_date'));
  const temporal = (result?.colnames ?? []).filter((_, i) => result?.coltypes?.[i] === GENERIC_TEMPORAL);
  const records = ((result?.data ?? []) as PivotRecord[]).map((row) => {
    const out = { ...row };
    for (const name of temporal)
      if (typeof row[name] === 'number') out[name] = dateFormatter(row[name] as number);
    return out;
  });
  const aggregateFunction = stringOr(formData.aggregateFunction, 'Sum');
  const pivot = buildPivot(unpivotMetrics(records, metricLabels, METRIC_KEY, VALUE), {
    rows: withMetric(groupbyRows, inRows, combine),
    cols: withMetric(groupbyColumns, !inRows, combine),
    valueField: VALUE,
    aggregateFunction,
    rowOrder: (formData.rowOrder as SortOrder | undefined) ?? 'key_a_to_z',
    colOrder: (formData.colOrder as SortOrder | undefined) ?? 'key_a_to_z',
  });
  const valueFormat = fractionBase(aggregateFunction)
    ? '.1%'
    : stringOr(formData.valueFormat, 'SMART_NUMBER');
  const format = (value: CellValue) =>
    value === null ? '' : typeof value === 'number' ? formatNumber(valueFormat, value) : value;
  const colorFormatters = colorFormattersOf(formData.conditional_formatting, result?.data ?? []);
  const tableProps: PivotTableProps = {
    pivot,
    aggregateFunction,
    rowTotals: Boolean(formData.rowTotals),
    colTotals: Boolean(formData.colTotals),
    rowSubTotals: Boolean(formData.rowSubTotals),
    colSubTotals: Boolean(formData.colSubTotals),
    format,
    cellColor: colorFormatters.length
      ? (keys, value) => keyedCellBackground(colorFormatters, keys, value)
      : undefined,
    width,
    height,
  };
  return { kind: 'component', Component: PivotTable, props: { ...tableProps } };
}
