// Spec §4 Explore: changing viz type transforms the form data (Superset's StandardizedFormData).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pool,
  transformFormData,
} from '../../../../../src/features/explore/controlState/standardizedFormData.ts';
import { panelControls } from '../../../../../src/visualizations/core/controls/sharedControls.ts';
import { bigNumberPanel, linePanel, shared, tablePanel } from './fixtures.ts';

const line = panelControls(linePanel, shared);
const table = panelControls(tablePanel, shared);
const bigNumber = panelControls(bigNumberPanel, shared);

const bar = {
  viz_type: 'echarts_timeseries_bar',
  datasource: '1__table',
  slice_id: 4,
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: [
    'count',
    { expressionType: 'SIMPLE', column: { column_name: 'revenue' }, aggregate: 'SUM', label: 'SUM(revenue)' },
  ],
  groupby: ['region'],
  adhoc_filters: [
    { expressionType: 'SIMPLE', subject: 'region', operator: '==', comparator: 'EU', clause: 'WHERE' },
  ],
  time_range: 'Last year',
  row_limit: 500,
  bar_stacked: true,
};

describe('transformFormData', () => {
  it('carries the shared fields to a viz with the same fields', () => {
    const next = transformFormData(bar, 'echarts_timeseries_line', line);
    expect(next).toEqual({
      viz_type: 'echarts_timeseries_line',
      datasource: '1__table',
      slice_id: 4,
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: bar.metrics,
      groupby: ['region'],
      adhoc_filters: bar.adhoc_filters,
      time_range: 'Last year',
      row_limit: 500,
    });
  });

  it('metrics ↔ metric: a single-metric viz takes the first metric, and back', () => {
    const big = transformFormData(bar, 'big_number_total', bigNumber);
    expect(big.metric).toBe('count');
    expect(big).not.toHaveProperty('metrics');
    expect(transformFormData(big, 'table', table).metrics).toEqual(['count']);
  });

  it('groupby ↔ columns pool into the new viz’s column fields', () => {
    const pivot = panelControls(
      { sections: [{ label: 'Q', controlSetRows: [['columns']] }] },
      { columns: { type: 'GroupByControl', label: 'Columns', multi: true } },
    );
    expect(transformFormData(bar, 'pivot', pivot).columns).toEqual(['region']);
  });

  it('the new viz’s own controls come back from the memorized form data of that viz', () => {
    const memorized = {
      echarts_timeseries_line: {
        viz_type: 'echarts_timeseries_line',
        datasource: '1__table',
        color_scheme: 'blue',
      },
    };
    expect(transformFormData(bar, 'echarts_timeseries_line', line, memorized).color_scheme).toBe('blue');
  });

  it('pool flattens and dedupes in field order', () => {
    expect(
      pool({ viz_type: 'x', datasource: 'y', metric: 'a', metrics: ['a', 'b'], metric_2: 'c' }, [
        'metric',
        'metrics',
        'metric_2',
      ]),
    ).toEqual(['a', 'b', 'c']);
  });

  it('property: a round trip through a viz with the same fields keeps every shared field', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('count', 'sum', 'avg'), { minLength: 1 }),
        fc.uniqueArray(fc.constantFrom('region', 'country'), {}),
        fc.constantFrom('No filter', 'Last week'),
        (metrics, groupby, time_range) => {
          const start = {
            viz_type: 'echarts_timeseries_line',
            datasource: '1__table',
            metrics,
            groupby,
            time_range,
          };
          const there = transformFormData(start, 'table', table);
          const back = transformFormData(there, 'echarts_timeseries_line', line);
          expect(back).toMatchObject({ metrics, groupby, time_range });
        },
      ),
    );
  });
});
