import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError } from '../../../lib/postProcessing/index.ts';
import { frameOf, rowsOf } from './frames.ts';

const samples = frameOf(
  ['g', 'v', 'label'],
  [1, 0, 1],
  [
    ['A', 1, 'p'],
    ['A', 2, 'q'],
    ['B', 5, 'r'],
    ['A', 3, 's'],
    ['A', 4, 't'],
    ['B', null, 'u'],
    ['A', 100, 'v'],
    ['B', 7, 'w'],
  ],
);
const boxplot = (options: Record<string, unknown>) =>
  applyPostProcessing(samples, [
    { operation: 'boxplot', options: { groupby: ['g'], metrics: ['v'], ...options } },
  ]);
const statistics = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'];

describe('boxplot', () => {
  it('tukey whiskers: 1.5 IQR beyond the midpoint quartiles', () => {
    const out = boxplot({ whisker_type: 'tukey' });
    expect(out.columns).toEqual(['g', ...statistics.map((name) => `v__${name}`)]);
    // A: [1, 2, 3, 4, 100] → q1 2, q3 4, fences −1 and 7. B: [5, null, 7] → q1 = q3 = 6.
    expect(rowsOf(out)).toEqual([
      ['A', 22, 3, 4, 1, 2, 4, 5, [100]],
      ['B', 6, 6, 5, 7, 6, 6, 3, [7, 5]],
    ]);
  });

  it('min/max whiskers have no outliers', () => {
    expect(rowsOf(boxplot({ whisker_type: 'min/max' }))[0]).toEqual(['A', 22, 3, 100, 1, 2, 4, 5, []]);
  });

  it('percentile whiskers', () => {
    const [a] = rowsOf(boxplot({ whisker_type: 'percentile', percentiles: [10, 90] }));
    // numpy's lerp from the upper end: 100 − 96 × (1 − 0.6000000000000001).
    expect(a![3]).toBe(61.60000000000001);
    expect(a![4]).toBe(1.4);
    // 1 lies below the 10th percentile (1.4): an outlier too.
    expect(a![8]).toEqual([100, 1]);
  });

  // Two values: both midpoint quartiles fall between them.
  it('lists statistic by statistic across metrics, one row without groupby', () => {
    const frame = frameOf(
      ['v', 'w'],
      [0, 0],
      [
        [1, 10],
        [3, 30],
      ],
    );
    const out = applyPostProcessing(frame, [
      { operation: 'boxplot', options: { groupby: [], metrics: ['v', 'w'], whisker_type: 'min/max' } },
    ]);
    expect(out.columns.slice(0, 4)).toEqual(['v__mean', 'w__mean', 'v__median', 'w__median']);
    expect(rowsOf(out)).toEqual([[2, 20, 2, 20, 3, 30, 1, 10, 2, 20, 2, 20, 2, 2, [], []]]);
  });

  it('refuses bad percentiles', () => {
    expect(() => boxplot({ whisker_type: 'percentile', percentiles: [90, 10] })).toThrow(
      new PostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      ),
    );
  });
});

const values = frameOf(
  ['g', 'v'],
  [1, 0],
  [
    ['A', 1],
    ['A', 2],
    ['A', 2],
    ['B', 3],
    ['B', 5],
    ['B', null],
  ],
);
const histogram = (options: Record<string, unknown>, frame = values) =>
  applyPostProcessing(frame, [{ operation: 'histogram', options: { column: 'v', ...options } }]);
const bins4 = ['1.0 - 2.0', '2.0 - 3.0', '3.0 - 4.0', '4.0 - 5.0'];

describe('histogram', () => {
  it.each([
    [{}, [1, 2, 1, 1]],
    [{ cumulative: true }, [1, 3, 4, 5]],
    [{ normalize: true }, [0.2, 0.4, 0.2, 0.2]],
    [{ cumulative: true, normalize: true }, [1 / 13, 3 / 13, 4 / 13, 5 / 13]],
  ])('4 bins %j, the last bin closed', (options, expected) => {
    const out = histogram({ bins: 4, groupby: null, ...options });
    expect(out.columns).toEqual(bins4);
    expect(rowsOf(out)).toEqual([expected]);
  });

  it('one row per group, bins over all values', () => {
    const out = histogram({ bins: 4, groupby: ['g'] });
    expect(out.columns).toEqual(['g', ...bins4]);
    expect(rowsOf(out)).toEqual([
      ['A', 1, 2, 0, 0],
      ['B', 0, 0, 1, 1],
    ]);
  });

  it('names bins with Python float text', () => {
    const unit = frameOf(['v'], [0], [[0], [1]]);
    expect(histogram({ bins: 3 }, unit).columns).toEqual([
      '0.0 - 0.3333333333333333',
      '0.3333333333333333 - 0.6666666666666666',
      '0.6666666666666666 - 1.0',
    ]);
    const flat = histogram({ bins: 2 }, frameOf(['v'], [0], [[2], [2]]));
    expect(flat.columns).toEqual(['1.5 - 2.0', '2.0 - 2.5']);
    expect(rowsOf(flat)).toEqual([[0, 2]]);
  });

  it.each([
    [{ bins: 0 }, '`bins` must be an integer between 1 and 1000'],
    [{ bins: 1.5 }, '`bins` must be an integer between 1 and 1000'],
    [{ column: 'g' }, "Column 'g' contains non-numeric values"],
  ])('refuses %j', (options, message) => {
    expect(() => histogram(options)).toThrow(new PostProcessingError(message));
  });
});
