import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/box_plot/buildQuery.ts';
import { formDataOf, SUM_REVENUE } from '../chartTestKit.ts';

/** A box plot's form data as Superset 3.1 saves it. */
function boxPlot(values: Record<string, unknown> = {}) {
  return formDataOf('box_plot', {
    columns: ['country'],
    groupby: ['region'],
    metrics: [SUM_REVENUE, 'count'],
    adhoc_filters: [
      {
        clause: 'WHERE',
        expressionType: 'SIMPLE',
        subject: 'product',
        operator: '==',
        comparator: 'Bikes',
      },
    ],
    time_range: 'No filter',
    row_limit: 10000,
    series_limit: 0,
    whiskerOptions: 'Tukey',
    x_ticks_layout: 'auto',
    number_format: 'SMART_NUMBER',
    date_format: 'smart_date',
    color_scheme: 'supersetColors',
    ...values,
  });
}

describe('box_plot buildQuery', () => {
  it('asks for the metrics by distribution and group columns, boxplotted by group on the server', () => {
    const [query] = buildQuery(boxPlot()).queries;
    expect(query).toMatchObject({
      columns: ['country', 'region'],
      series_columns: ['region'],
      metrics: [SUM_REVENUE, 'count'],
      row_limit: 10000,
      filters: [{ col: 'product', op: '==', val: 'Bikes' }],
    });
    expect(query?.post_processing).toEqual([
      {
        operation: 'boxplot',
        options: { whisker_type: 'tukey', groupby: ['region'], metrics: ['SUM(revenue)', 'count'] },
      },
    ]);
  });

  it.each([
    ['Tukey', { whisker_type: 'tukey' }],
    ['Min/max (no outliers)', { whisker_type: 'min/max' }],
    ['2/98 percentiles', { whisker_type: 'percentile', percentiles: [2, 98] }],
    ['9/91 percentiles', { whisker_type: 'percentile', percentiles: [9, 91] }],
  ])('maps whiskerOptions %s to the operation options', (whiskerOptions, expected) => {
    const [query] = buildQuery(boxPlot({ whiskerOptions })).queries;
    const options = query?.post_processing?.[0]?.options as Record<string, unknown>;
    expect(options).toEqual({ ...expected, groupby: ['region'], metrics: ['SUM(revenue)', 'count'] });
  });

  it('defaults to Tukey whiskers and rejects unknown whisker options as Superset does', () => {
    const [query] = buildQuery(boxPlot({ whiskerOptions: undefined })).queries;
    expect(query?.post_processing?.[0]?.options).toMatchObject({ whisker_type: 'tukey' });
    expect(() => buildQuery(boxPlot({ whiskerOptions: 'Quartiles' }))).toThrow(
      'Unsupported whisker type: Quartiles',
    );
  });

  it('boxplots a single box over all rows when there is no group', () => {
    const [query] = buildQuery(boxPlot({ groupby: [] })).queries;
    expect(query?.columns).toEqual(['country']);
    expect(query?.post_processing?.[0]?.options).toMatchObject({ groupby: [] });
  });
});
