import { expect, it } from 'vitest';
import { applyPostProcessing } from '../../../lib/postProcessing/index.ts';
import type { Cell } from '../../../lib/postProcessing/types.ts';

it('pivots 10,000 rows × 20 series into one column per series, every value kept (speed: bench:chart-data)', () => {
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
  const byDay = new Map(first.rows.map((row) => [row.ds, row]));
  for (const row of rows) expect(byDay.get(row.ds)?.[row.region as string]).toBe(row['SUM(x)']);
});
