import { describe, expect, it } from 'vitest';
import {
  controlChoices,
  controlDefault,
  isControlVisible,
  validateControl,
} from '../../../../../src/visualizations/core/controls/controlRules.ts';
import { sharedControls } from '../../../../../src/visualizations/core/controls/sharedControls.ts';
import type { ControlPanelState, FormData } from '../../../../../src/visualizations/core/types.ts';

const datasource = {
  id: 1,
  type: 'table' as const,
  uid: '1__table',
  columns: [
    { column_name: 'region', type_generic: 1 },
    { column_name: 'created', type_generic: 2, is_dttm: true },
    { column_name: 'order_date', type_generic: 2, is_dttm: true },
  ],
  metrics: [{ metric_name: 'count' }],
  main_dttm_col: 'order_date',
  time_grain_sqla: [
    ['PT1H', 'Hour'],
    ['P1D', 'Day'],
  ] as [string, string][],
};
const state = (formData: Partial<FormData> = {}): ControlPanelState => ({
  formData: { viz_type: 'echarts_timeseries_line', datasource: '1__table', ...formData },
  datasource,
  settings: { sqlMaxRow: 100000, defaultTimeFilter: '' },
});
const control = (name: string) => sharedControls[name]!;

describe('shared controls: defaults', () => {
  it.each([
    ['viz_type', 'table'],
    ['time_range', 'No filter'],
    ['row_limit', 10000],
    ['y_axis_format', 'SMART_NUMBER'],
    ['x_axis_time_format', 'smart_date'],
    ['color_scheme', 'supersetColors'],
    ['x_axis', 'order_date'],
    ['time_grain_sqla', 'P1D'],
    ['order_desc', true],
    ['comparison_type', 'values'],
    ['rolling_type', 'None'],
    ['limit', null],
  ])('%s defaults to %o', (name, expected) => {
    expect(controlDefault(control(name), state())).toEqual(expected);
  });
  it('time_range takes the configured default filter', () => {
    expect(
      controlDefault(control('time_range'), {
        ...state(),
        settings: { sqlMaxRow: 1, defaultTimeFilter: 'Last week' },
      }),
    ).toBe('Last week');
  });
});

describe('shared controls: choices', () => {
  it.each([
    ['row_limit', [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000]],
    ['limit', [5, 10, 25, 50, 100, 500]],
    ['time_grain_sqla', ['PT1H', 'P1D']],
    ['granularity_sqla', ['created', 'order_date']],
    ['rolling_type', ['None', 'mean', 'sum', 'std', 'cumsum']],
    ['comparison_type', ['values', 'absolute', 'percentage', 'ratio']],
    ['resample_rule', ['1T', '1H', '1D', '7D', '1M', '1AS']],
    ['resample_method', ['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum']],
    [
      'time_compare',
      [
        '1 day ago',
        '1 week ago',
        '28 days ago',
        '30 days ago',
        '52 weeks ago',
        '1 year ago',
        '104 weeks ago',
        '2 years ago',
        '156 weeks ago',
        '3 years ago',
      ],
    ],
  ])('%s offers %o', (name, values) => {
    expect(controlChoices(control(name), state()).map(([value]) => value)).toEqual(values);
  });
  it('row_limit is free-form, series limit clearable', () => {
    expect(control('row_limit').freeForm).toBe(true);
    expect(control('limit').clearable).toBe(true);
  });
  it('y_axis_format offers only percent formats for a percentage comparison', () => {
    const values = controlChoices(control('y_axis_format'), state({ comparison_type: 'percentage' })).map(
      ([v]) => v,
    );
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => String(value).includes('%'))).toBe(true);
    expect(controlChoices(control('y_axis_format'), state()).map(([v]) => v)).toContain('SMART_NUMBER');
  });
});

describe('shared controls: visibility', () => {
  it.each([
    ['order_desc', {}, false],
    ['order_desc', { timeseries_limit_metric: 'count' }, true],
    ['time_shift_color', {}, false],
    ['time_shift_color', { time_compare: ['1 year ago'] }, true],
    ['rolling_periods', { rolling_type: 'None' }, false],
    ['rolling_periods', { rolling_type: 'mean' }, true],
    ['markerSize', { markerEnabled: true }, true],
    ['only_total', { stack: false }, false],
  ])('%s with %o: %s', (name, formData, visible) => {
    expect(isControlVisible(control(name), state(formData))).toBe(visible);
  });
});

describe('shared controls: validators', () => {
  it.each([
    ['row_limit', null, ['cannot be empty']],
    ['row_limit', '', ['cannot be empty']],
    ['row_limit', 200000, ['Value cannot exceed 100000']],
    ['row_limit', 5000, []],
    ['metrics', [], ['cannot be empty']],
    ['metrics', ['count'], []],
    ['metric', null, ['cannot be empty']],
    ['x_axis', null, ['cannot be empty']],
    ['entity', null, ['cannot be empty']],
    ['series', 'region', []],
    ['rolling_periods', '1.5', ['is expected to be an integer']],
    ['rolling_periods', '7', []],
    ['min_periods', 'x', ['is expected to be an integer']],
  ])('%s = %o → %o', (name, value, errors) => {
    expect(validateControl(control(name), value, state())).toEqual(errors);
  });
  it('row_limit checks the fallback maximum when the server sends none', () => {
    expect(
      validateControl(control('row_limit'), 100001, {
        ...state(),
        settings: { sqlMaxRow: 0, defaultTimeFilter: '' },
      }),
    ).toEqual(['Value cannot exceed 100000']);
  });
});

describe('shared controls: spec §3 names', () => {
  it('defines every control of the spec', () => {
    const names =
      'datasource viz_type metrics metric groupby columns granularity granularity_sqla time_grain_sqla time_range row_limit limit timeseries_limit_metric order_desc series entity x y size y_axis_format x_axis_time_format adhoc_filters color_scheme linear_color_scheme time_shift_color truncate_metric zoomable show_empty_columns currency_format sort_by_metric order_by_cols'.split(
        ' ',
      );
    expect(names.filter((name) => !sharedControls[name])).toEqual([]);
  });
});
