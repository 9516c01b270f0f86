// The grid sorts with TanStack Table (its sorted row model and our sort function); this checks
// it against the reference sort of compareValues.ts on random data and random multi-sorts.
import { type SortingState, useTable } from '@tanstack/react-table';
import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortRowIndices } from '../../../../src/components/DataGrid/compareValues.ts';
import {
  buildColumnDefs,
  columnId,
  type GridRow,
  gridFeatures,
} from '../../../../src/components/DataGrid/gridColumns.ts';

const measure = (text: string) => text.length * 7;
const measurers = { cell: measure, header: measure };

const value = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: true, min: -10, max: 10 }),
  fc.constantFrom('1', '01', '-2.5', 'a', 'B', 'b', '', '{"a":1}'),
  fc.constant({ a: 1 }),
);

function tableOrder(rows: GridRow[], sorting: SortingState): number[] {
  const columns = [{ name: 'x' }, { name: 'y' }, { name: 'z' }];
  const columnDefs = buildColumnDefs(columns, rows, measurers);
  const { result } = renderHook(() =>
    useTable({ features: gridFeatures, columns: columnDefs, data: rows, sortDescFirst: false }),
  );
  act(() => result.current.setSorting(sorting));
  return result.current.getRowModel().rows.map((row) => row.index);
}

describe('grid sorting', () => {
  it('equals the reference sort: stable, type-aware, missing values last in both directions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, value, value), { maxLength: 30 }),
        fc.uniqueArray(fc.record({ index: fc.integer({ min: 0, max: 2 }), desc: fc.boolean() }), {
          selector: (key) => key.index,
          maxLength: 3,
        }),
        (rows, keys) => {
          const sorting = keys.map(({ index, desc }) => ({ id: columnId(index), desc }));
          expect(tableOrder(rows, sorting)).toEqual(sortRowIndices(rows, keys));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sorts a numeric-string column by value', () => {
    const rows = [['10'], ['9'], [null], ['-1.5'], ['1e1']].map((row) => [...row, null, null]);
    expect(tableOrder(rows, [{ id: columnId(0), desc: false }])).toEqual([3, 1, 0, 4, 2]);
    expect(tableOrder(rows, [{ id: columnId(0), desc: true }])).toEqual([0, 4, 1, 3, 2]);
  });
});
