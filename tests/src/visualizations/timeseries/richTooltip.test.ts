import { describe, expect, it } from 'vitest';
import type { ChartRendering, FormData, HoverTooltip } from '../../../../src/visualizations/core/types.ts';
import { transformProps as bar } from '../../../../src/visualizations/echarts_timeseries_bar/transformProps.ts';
import { transformProps as line } from '../../../../src/visualizations/echarts_timeseries_line/transformProps.ts';
import { seriesResult, timeseriesProps, vegaLiteSpecOf } from './timeseriesTestKit.ts';

const props = (formData: Partial<FormData>) =>
  timeseriesProps(formData, seriesResult({ Europe: [10, 1200], 'SUM(a.b)': [1, 3000] }));

function hoverOf(rendering: ChartRendering): HoverTooltip {
  if (rendering.kind !== 'vega-lite' || !rendering.hover) throw new Error('no hover tooltip');
  return rendering.hover;
}

describe('timeseries rich_tooltip', () => {
  it('is on by default: no mark per x (no rule layer, no point tooltips), a hover tooltip per x', () => {
    const rendering = line(props({ y_axis_format: ',d', tooltipTimeFormat: '%Y-%m-%d' }));
    const spec = vegaLiteSpecOf(rendering);
    expect(spec.layer).toHaveLength(1);
    expect(spec.layer[0].encoding.tooltip).toBeUndefined();
    const hover = hoverOf(rendering);
    expect(hover.channel).toBe('x');
    expect(hover.xs).toEqual([1609459200000, 1609545600000]);
    expect(hover.content(1)).toEqual({
      title: '2021-01-02',
      rows: [
        { label: 'Europe', value: '1,200', color: expect.stringMatching(/^#/) },
        { label: 'SUM(a.b)', value: '3,000', color: expect.stringMatching(/^#/) },
      ],
    });
  });

  it('titles a time x as Superset’s tooltips do: smart_date (the default) in its detailed form', () => {
    // 2021-01-01 is a year's first instant ('2021'), 2021-01-02 a day; smart_date alone says 'Sat 02'.
    expect([0, 1].map((index) => hoverOf(line(props({}))).content(index).title)).toEqual([
      '2021',
      '2021-01-02',
    ]);
    expect(hoverOf(line(props({ tooltipTimeFormat: '%d/%m/%Y' }))).content(1).title).toBe('02/01/2021');
  });

  it('gives each series the colour the chart draws it in', () => {
    const rendering = line(props({ label_colors: { Europe: '#123456' } }));
    const spec = vegaLiteSpecOf(rendering);
    const scale = spec.layer[0].encoding.color.scale;
    const rows = hoverOf(rendering).content(0).rows;
    expect(rows.map((row) => row.color)).toEqual(
      rows.map((row) => scale.range[scale.domain.indexOf(row.label)]),
    );
    expect(rows[0]!.color).toBe('#123456');
  });

  it('sorts the series by value descending at the hovered x with tooltipSortByMetric', () => {
    const hover = hoverOf(line(props({ tooltipSortByMetric: true, y_axis_format: ',d' })));
    expect(hover.content(0).rows.map((row) => `${row.label} ${row.value}`)).toEqual([
      'Europe 10',
      'SUM(a.b) 1',
    ]);
    expect(hover.content(1).rows.map((row) => `${row.label} ${row.value}`)).toEqual([
      'SUM(a.b) 3,000',
      'Europe 1,200',
    ]);
  });

  it('shows a missing value as null (Superset’s formatter), sorted last', () => {
    const withNull = timeseriesProps(
      { y_axis_format: ',d', tooltipSortByMetric: true },
      seriesResult({ Europe: [null, 2], Asia: [5, 1] }),
    );
    expect(
      hoverOf(line(withNull))
        .content(0)
        .rows.map((row) => `${row.label} ${row.value}`),
    ).toEqual(['Asia 5', 'Europe null']);
  });

  it('horizontal bars hover along y; rich_tooltip false keeps the per-point tooltip and no hover', () => {
    expect(hoverOf(bar(props({ orientation: 'horizontal' }))).channel).toBe('y');
    const plain = line(props({ rich_tooltip: false }));
    expect(plain.kind === 'vega-lite' && plain.hover).toBeFalsy();
    expect(vegaLiteSpecOf(plain).layer[0].encoding.tooltip.map((t: { title: string }) => t.title)).toEqual([
      ' ',
      'Series',
      'Value',
    ]);
  });

  it('titles a category x with the category itself', () => {
    const result = {
      colnames: ['region', 'Europe'],
      coltypes: [1, 0],
      rowcount: 2,
      data: [
        { region: 'North', Europe: 1 },
        { region: 'South', Europe: 2 },
      ],
    } as unknown as Parameters<typeof timeseriesProps>[1];
    const hover = hoverOf(line(timeseriesProps({ x_axis: 'region' }, result)));
    expect(hover.xs).toEqual(['North', 'South']);
    expect(hover.content(1).title).toBe('South');
  });
});
