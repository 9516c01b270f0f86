import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  hoverTooltipHtml,
  nearestIndex,
  type PositionScale,
  positionsOf,
  ruleThickness,
  safeColor,
} from '../../../../../src/visualizations/core/render/hoverTooltip.ts';

describe('hover tooltip geometry', () => {
  it('nearestIndex is the index of the smallest distance, first on ties (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (positions, at) => {
          const index = nearestIndex(positions, at);
          const distances = positions.map((p) => Math.abs(p - at));
          expect(index).toBe(positions.length === 0 ? -1 : distances.indexOf(Math.min(...distances)));
        },
      ),
    );
  });

  it('never picks an unknown (NaN) position', () => {
    expect(nearestIndex([Number.NaN, 10, Number.NaN], 0)).toBe(1);
    expect(nearestIndex([Number.NaN], 0)).toBe(-1);
  });

  it('positions band centres for band scales, NaN for values the scale does not know', () => {
    const band = Object.assign((value: unknown) => (value === 'a' ? 0 : value === 'b' ? 50 : undefined), {
      bandwidth: () => 40,
    }) as PositionScale;
    expect(positionsOf(band, ['a', 'b', 'c'])).toEqual([20, 70, Number.NaN]);
    const linear = ((value: unknown) => Number(value) * 2) as PositionScale;
    expect(positionsOf(linear, [1, 2])).toEqual([2, 4]);
  });

  it('the rule is as wide as the x step, at least a pixel', () => {
    expect(ruleThickness(600, 3)).toBe(200);
    expect(ruleThickness(600, 1000)).toBe(1);
    expect(ruleThickness(600, 0)).toBe(600);
  });
});

describe('hover tooltip markup', () => {
  it('escapes every label, value and title: no markup gets through (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (title, label, value) => {
        const html = hoverTooltipHtml({ title, rows: [{ label, value }] });
        const text = html.replace(/<\/?(h2|table|tr|td)( class="(key|value)")?>/g, '');
        expect(text).not.toMatch(/[<>]/);
        expect(text).toBe(escapeHtml(title) + escapeHtml(label) + escapeHtml(value));
      }),
    );
  });

  it('draws a swatch only for a plain colour', () => {
    expect(safeColor('#1f77b4')).toBe('#1f77b4');
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColor('red')).toBe('red');
    expect(safeColor('red;background:url(x)')).toBeNull();
    expect(safeColor('"><script>')).toBeNull();
    expect(hoverTooltipHtml({ title: 'x', rows: [{ label: 'a', value: '1', color: '#fff' }] })).toBe(
      '<h2>x</h2><table><tr><td class="key"><span class="loupe-tooltip-swatch" style="background-color:#fff"></span>a</td><td class="value">1</td></tr></table>',
    );
  });
});
