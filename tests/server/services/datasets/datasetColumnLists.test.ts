// Refreshing a dataset's columns (Superset's fetch_metadata) as a property: the result is the
// engine's columns in its order, then the calculated columns the engine does not have; a column
// the engine still has keeps its id and the user's fields, with the engine's type; is_dttm is
// re-judged only when the type changed; the default metric is added once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnFromEngine,
  countMetric,
  refreshColumns,
  withCountMetric,
} from '../../../../server/services/datasets/datasetColumnLists.ts';
import type { ColumnWrite } from '../../../../server/store/repositories/datasetWritesRepository.ts';

const NOW = '2024-01-01T00:00:00.000Z';
const LATER = '2024-06-01T00:00:00.000Z';
const TYPES = ['INTEGER', 'VARCHAR', 'TIMESTAMP', 'DATE', 'BOOLEAN', 'DECIMAL(10,2)', null];
const name = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const engineColumns = fc.uniqueArray(fc.record({ name, type: fc.constantFrom(...TYPES) }), {
  selector: (c) => c.name,
  maxLength: 5,
});
const currentColumns = fc
  .uniqueArray(
    fc.record({
      column_name: name,
      type: fc.constantFrom(...TYPES),
      verbose_name: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
      expression: fc.option(fc.constantFrom('x + 1', 'upper(y)'), { nil: null }),
      is_dttm: fc.constantFrom(0, 1),
      groupby: fc.constantFrom(0, 1),
    }),
    { selector: (c) => c.column_name, maxLength: 5 },
  )
  .map((list) =>
    list.map(
      (c, i): ColumnWrite => ({
        ...columnFromEngine({ name: c.column_name, type: c.type }, NOW),
        ...c,
        id: i + 1,
      }),
    ),
  );

describe('refreshColumns', () => {
  it('keeps the engine’s columns in order, then calculated ones, with user fields kept', () => {
    fc.assert(
      fc.property(currentColumns, engineColumns, (current, engine) => {
        const { columns, firstTemporal } = refreshColumns(current, engine, LATER);
        const engineNames: string[] = engine.map((c) => c.name);
        const calculated = current.filter((c) => c.expression && !engineNames.includes(c.column_name));
        expect(columns.map((c) => c.column_name)).toEqual([
          ...engineNames,
          ...calculated.map((c) => c.column_name),
        ]);
        for (const column of engine) {
          const result = columns.find((c) => c.column_name === column.name);
          const old = current.find((c) => c.column_name === column.name);
          expect(result?.type).toBe(column.type);
          expect(result?.groupby).toBe(1);
          expect(result?.expression).toBeNull();
          if (old) {
            expect(result?.id).toBe(old.id);
            expect(result?.verbose_name).toBe(old.verbose_name);
            const temporal = column.type === 'TIMESTAMP' || column.type === 'DATE' ? 1 : 0;
            expect(result?.is_dttm).toBe(old.type === column.type ? old.is_dttm : temporal);
          } else {
            expect(result?.id).toBeUndefined();
            expect(result?.is_dttm).toBe(column.type === 'TIMESTAMP' || column.type === 'DATE' ? 1 : 0);
          }
        }
        expect(firstTemporal).toBe(columns.find((c) => c.is_dttm === 1)?.column_name ?? null);
      }),
    );
  });

  it('adds count = COUNT(*) only when no metric has that name', () => {
    const sum = { ...countMetric(NOW), metric_name: 'sum', expression: 'SUM(x)' };
    expect(withCountMetric([sum], NOW).map((m) => m.metric_name)).toEqual(['sum', 'count']);
    expect(withCountMetric([countMetric(NOW), sum], NOW)).toHaveLength(2);
  });
});
