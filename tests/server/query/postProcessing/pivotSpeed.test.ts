import { expect, it } from 'vitest';
import { applyPostProcessing } from '../../../../server/query/postProcessing/index.ts';
import type { Cell } from '../../../../server/query/postProcessing/types.ts';

it('pivots 10,000 rows × 20 series, renames and flattens in well under 100 ms (warm, best of five)', () => {
  const rows: Record<string, Cell>[] = [];
  for (let day = 0; day < 500; day += 1) {
    for (let series = 0; series < 20; series += 1) {
      rows.push({
        ds: day * 86_400_000,
        region: `region ${series}`,
        'SUM(x)': (day * 31 + series * 7) % 101,
      });
    }
  }
  const frame = { columns: ['ds', 'region', 'SUM(x)'], types: [2, 1, 0] as (0 | 1 | 2)[], rows };
  const steps = [
    {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['region'],
        aggregates: { 'SUM(x)': { operator: 'mean' } },
        drop_missing_columns: false,
      },
    },
    { operation: 'rename', options: { columns: { 'SUM(x)': null }, level: 0, inplace: true } },
    { operation: 'flatten' },
  ];
  const first = applyPostProcessing(frame, steps);
  expect(first.columns).toHaveLength(21);
  expect(first.rows).toHaveLength(500);
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    applyPostProcessing(frame, steps);
    times.push(performance.now() - start);
  }
  // The best of five: other processes on a shared machine only ever add to a run's time.
  expect(Math.min(...times)).toBeLessThan(100);
});
