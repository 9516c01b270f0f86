// Query contexts exactly as Superset 3.1's frontend writes them (buildQuery of the ECharts
// time-series bar chart: x-axis with a time grain, one series column, one SIMPLE metric, the
// pivot → rename → flatten post-processing), for the chart-data checks of the e2e specs.
export function timeseriesBarContext(
  datasetId: number,
  options: { x: string; series: string; metricColumn: string; grain: string },
) {
  const metric = {
    expressionType: 'SIMPLE',
    column: { column_name: options.metricColumn, type: 'DOUBLE', is_dttm: false },
    aggregate: 'SUM',
    sqlExpression: null,
    isNew: false,
    hasCustomLabel: false,
    label: `SUM(${options.metricColumn})`,
    optionName: 'metric_e2e_sum',
  };
  const label = metric.label;
  const formData = {
    datasource: `${datasetId}__table`,
    viz_type: 'echarts_timeseries_bar',
    x_axis: options.x,
    time_grain_sqla: options.grain,
    metrics: [metric],
    groupby: [options.series],
    adhoc_filters: [
      {
        clause: 'WHERE',
        subject: options.x,
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      },
    ],
    row_limit: 10000,
    order_desc: true,
  };
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [
      {
        filters: [{ col: options.x, op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: [
          {
            timeGrain: options.grain,
            columnType: 'BASE_AXIS',
            sqlExpression: options.x,
            label: options.x,
            expressionType: 'SQL',
          },
          options.series,
        ],
        metrics: [metric],
        orderby: [[metric, false]],
        annotation_layers: [],
        row_limit: 10000,
        series_columns: [options.series],
        series_limit: 0,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        time_offsets: [],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: [options.x],
              columns: [options.series],
              aggregates: { [label]: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'rename', options: { columns: { [label]: null }, level: 0, inplace: true } },
          { operation: 'flatten' },
        ],
      },
    ],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}

/** month (epoch ms) → series value → sum, from rows of {month, series, total}. */
export type SeriesByMonth = Map<number, Map<string, number>>;

export function seriesByMonth(
  rows: ReadonlyArray<{ month: string | number | Date; series: string; total: number | string }>,
): SeriesByMonth {
  const out: SeriesByMonth = new Map();
  for (const row of rows) {
    const month =
      row.month instanceof Date
        ? row.month.getTime()
        : typeof row.month === 'number'
          ? row.month
          : Date.parse(`${String(row.month).slice(0, 10)}T00:00:00Z`);
    if (!out.has(month)) out.set(month, new Map());
    out.get(month)?.set(row.series, Number(row.total));
  }
  return out;
}
