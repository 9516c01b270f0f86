// Axis encodings shared by the Vega-Lite charts: category, time and value axes.
import { describe, expect, it } from 'vitest';
import { axisEncoding } from '../../../../../../src/visualizations/core/render/spec/axes.ts';

describe('axisEncoding', () => {
  it('a category axis keeps its order, writes labels flat and thins out the ones that would overlap', () => {
    expect(axisEncoding('x', 'category', { title: 'Region' })).toEqual({
      field: 'x',
      type: 'nominal',
      sort: null,
      axis: { title: 'Region', labelAngle: 0, labelOverlap: true },
    });
  });

  it('a time axis is temporal without grid lines unless asked', () => {
    const time = axisEncoding('x', 'time');
    expect(time).toMatchObject({ field: 'x', type: 'temporal', axis: { title: null, grid: false } });
    expect(axisEncoding('x', 'time', { grid: true })).toMatchObject({ axis: { grid: true } });
  });
});
