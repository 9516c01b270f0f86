// A spec's rows, shape and mark count: same-shape specs swap rows; the mark count (rows once per
// layer, plus a voronoi cell per row for a nearest-point hover) picks svg or canvas.
import { describe, expect, it } from 'vitest';
import {
  CANVAS_THRESHOLD,
  markCount,
  pointCount,
  shapeKey,
} from '../../../../../src/visualizations/core/render/specData.ts';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i, value: i }));
const lite = (spec: Record<string, unknown>) => ({ kind: 'vega-lite' as const, spec });

describe('specData', () => {
  it('counts the rows of every dataset', () => {
    expect(pointCount(lite({ datasets: { a: rows(3), b: rows(4) } }))).toBe(7);
    expect(pointCount({ kind: 'vega' as const, spec: { data: [{ name: 't', values: rows(5) }] } })).toBe(5);
  });

  it('counts marks: rows once per leaf layer, plus one per row for a nearest hover', () => {
    const single = lite({ datasets: { rows: rows(800) }, mark: 'line' });
    expect(markCount(single)).toBe(800);
    const layered = lite({ datasets: { rows: rows(800) }, layer: [{ mark: 'line' }, { mark: 'rule' }] });
    expect(markCount(layered)).toBe(1600);
    const nearest = lite({
      datasets: { rows: rows(800) },
      layer: [
        { mark: 'line' },
        { mark: 'rule', params: [{ name: 'hover', select: { type: 'point', nearest: true } }] },
      ],
    });
    expect(markCount(nearest)).toBe(2400);
    expect(markCount(nearest)).toBeGreaterThan(CANVAS_THRESHOLD);
    expect(markCount(layered)).toBeLessThanOrEqual(CANVAS_THRESHOLD);
  });

  it('gives specs that differ only in rows and size the same shape', () => {
    const a = lite({ width: 100, datasets: { rows: rows(2) }, mark: 'line' });
    const b = lite({ width: 300, datasets: { rows: rows(9) }, mark: 'line' });
    const c = lite({ width: 300, datasets: { rows: rows(9) }, mark: 'bar' });
    expect(shapeKey(a)).toBe(shapeKey(b));
    expect(shapeKey(a)).not.toBe(shapeKey(c));
  });
});
