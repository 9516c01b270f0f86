import { describe, expect, it } from 'vitest';
import type { FormData } from '../../../../src/visualizations/core/types.ts';
import { buildQuery as areaQuery } from '../../../../src/visualizations/echarts_area/buildQuery.ts';
import { buildQuery as barQuery } from '../../../../src/visualizations/echarts_timeseries_bar/buildQuery.ts';
import { buildQuery as lineQuery } from '../../../../src/visualizations/echarts_timeseries_line/buildQuery.ts';
import { buildQuery as scatterQuery } from '../../../../src/visualizations/echarts_timeseries_scatter/buildQuery.ts';
import { buildQuery as smoothQuery } from '../../../../src/visualizations/echarts_timeseries_smooth/buildQuery.ts';
import { buildQuery as stepQuery } from '../../../../src/visualizations/echarts_timeseries_step/buildQuery.ts';

// A line chart's form data as Superset 3.1 saves it.
const supersetLine: FormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  x_axis_sort_asc: true,
  metrics: ['count'],
  groupby: ['region'],
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  order_desc: true,
  row_limit: 10000,
  truncate_metric: true,
  show_empty_columns: true,
  comparison_type: 'values',
  annotation_layers: [],
  color_scheme: 'supersetColors',
  seriesType: 'line',
  only_total: true,
  opacity: 0.2,
  markerSize: 6,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  x_axis_time_format: 'smart_date',
  rich_tooltip: true,
  tooltipTimeFormat: 'smart_date',
  y_axis_format: 'SMART_NUMBER',
  y_axis_bounds: [null, null],
  extra_form_data: {},
  dashboards: [],
};

const expectedQuery = {
  annotation_layers: [],
  applied_time_extras: {},
  columns: [
    {
      timeGrain: 'P1M',
      columnType: 'BASE_AXIS',
      sqlExpression: 'order_date',
      label: 'order_date',
      expressionType: 'SQL',
    },
    'region',
  ],
  extras: { having: '', where: '' },
  filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
  metrics: ['count'],
  order_desc: true,
  orderby: [['count', false]],
  row_limit: 10000,
  series_columns: ['region'],
  series_limit: 0,
  time_offsets: [],
  url_params: {},
  post_processing: [
    {
      operation: 'pivot',
      options: {
        index: ['order_date'],
        columns: ['region'],
        aggregates: { count: { operator: 'mean' } },
        drop_missing_columns: false,
      },
    },
    { operation: 'rename', options: { columns: { count: null }, level: 0, inplace: true } },
    { operation: 'flatten' },
  ],
};

describe('timeseries buildQuery', () => {
  it.each([
    ['echarts_timeseries_line', lineQuery],
    ['echarts_timeseries_bar', barQuery],
    ['echarts_area', areaQuery],
    ['echarts_timeseries_scatter', scatterQuery],
    ['echarts_timeseries_smooth', smoothQuery],
    ['echarts_timeseries_step', stepQuery],
  ])('%s builds Superset’s query context', (vizType, buildQuery) => {
    const formData = { ...supersetLine, viz_type: vizType };
    const context = buildQuery(formData);
    expect(context.datasource).toEqual({ id: 1, type: 'table' });
    expect(context.result_type).toBe('full');
    expect(context.queries).toEqual([expectedQuery]);
  });

  it('chains rolling, time comparison, resample and a series limit', () => {
    const [query] = lineQuery({
      ...supersetLine,
      groupby: [],
      limit: 5,
      timeseries_limit_metric: 'sum__revenue',
      rolling_type: 'mean',
      rolling_periods: 3,
      time_compare: ['1 year ago'],
      comparison_type: 'percentage',
      resample_rule: '1M',
      resample_method: 'ffill',
    }).queries;
    expect(query?.metrics).toEqual(['count', 'sum__revenue']);
    expect(query?.series_limit).toBe(5);
    expect(query?.orderby).toEqual([['sum__revenue', false]]);
    expect(query?.time_offsets).toEqual(['1 year ago']);
    expect(query?.post_processing?.map((step) => step?.operation)).toEqual([
      'pivot',
      'rolling',
      'compare',
      'resample',
      'flatten',
    ]);
    expect(query?.post_processing?.[2]?.options).toMatchObject({ compare_type: 'percentage' });
  });

  it('is a legacy time series without an x axis', () => {
    const [query] = lineQuery({ ...supersetLine, x_axis: undefined, granularity_sqla: 'order_date' }).queries;
    expect(query?.is_timeseries).toBe(true);
    expect(query?.columns).toEqual(['region']);
    expect(query?.post_processing?.[0]?.options).toMatchObject({ index: ['__timestamp'] });
  });

  it('sorts a categorical bar chart by a metric', () => {
    const [query] = barQuery({
      ...supersetLine,
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'country',
      groupby: [],
      x_axis_sort: 'count',
      x_axis_sort_asc: false,
    }).queries;
    expect(query?.post_processing).toContainEqual({
      operation: 'sort',
      options: { by: 'count', ascending: false },
    });
  });
});
