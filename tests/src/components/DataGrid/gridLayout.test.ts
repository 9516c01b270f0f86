import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CELL_PADDING,
  createTextMeasurer,
  FALLBACK_CHAR_WIDTH,
  fitColumnWidth,
  HEADER_EXTRA,
  sampleRowIndices,
} from '../../../../src/components/DataGrid/autosize.ts';
import { layoutColumns } from '../../../../src/components/DataGrid/columnLayout.ts';
import {
  COLUMN_WIDTHS,
  GRID_UNIT,
  MENU_WIDTH,
  MIN_LAST_COLUMN_WIDTH,
  ROW_HEIGHT,
  resolveWidth,
  rowNumberWidth,
} from '../../../../src/components/DataGrid/gridSizes.ts';

describe('grid sizes (spec §9)', () => {
  it('has rows of 9 units (medium) or 7 units (small) of 4 px', () => {
    expect(GRID_UNIT).toBe(4);
    expect(ROW_HEIGHT).toEqual({ medium: 36, small: 28 });
  });

  it('has menus of 250 px (grid) and 180 px (column), a last column of at least 150 px', () => {
    expect(MENU_WIDTH).toEqual({ main: 250, column: 180 });
    expect(MIN_LAST_COLUMN_WIDTH).toBe(150);
  });

  it('has the column width presets xs 25 … xxl 200', () => {
    expect(COLUMN_WIDTHS).toEqual({ xs: 25, sm: 50, md: 75, lg: 100, xl: 150, xxl: 200 });
    expect(resolveWidth('lg')).toBe(100);
    expect(resolveWidth(5)).toBe(25);
    expect(resolveWidth(5000)).toBe(1000);
    expect(rowNumberWidth(100_000)).toBe(66);
    expect(rowNumberWidth(0)).toBe(36);
  });
});

describe('layoutColumns', () => {
  it('places start-pinned columns from the left and end-pinned ones from the right', () => {
    const { columns, totalWidth } = layoutColumns(
      [
        { id: 'row', size: 40, pinned: 'start', flexible: false },
        { id: 'a', size: 100, pinned: 'start' },
        { id: 'b', size: 80, pinned: false },
        { id: 'c', size: 60, pinned: 'end' },
        { id: 'd', size: 200, pinned: 'end' },
      ],
      0,
    );
    expect(columns.map(({ id, width, left, right, edge }) => ({ id, width, left, right, edge }))).toEqual([
      { id: 'row', width: 40, left: 0, right: undefined, edge: undefined },
      { id: 'a', width: 100, left: 40, right: undefined, edge: 'start' },
      { id: 'b', width: 80, left: undefined, right: undefined, edge: undefined },
      { id: 'c', width: 60, left: undefined, right: 200, edge: 'end' },
      { id: 'd', width: 200, left: undefined, right: 0, edge: undefined },
    ]);
    expect(totalWidth).toBe(480);
  });

  it('lets the last column fill the container, never below 150 px', () => {
    const columns = [
      { id: 'a', size: 100, pinned: false as const },
      { id: 'b', size: 50, pinned: false as const },
    ];
    expect(layoutColumns(columns, 0).columns[1]!.width).toBe(150);
    expect(layoutColumns(columns, 600).columns[1]!.width).toBe(500);
    expect(layoutColumns(columns, 600).totalWidth).toBe(600);
    expect(layoutColumns([{ id: 'a', size: 300, pinned: false }], 100).columns[0]!.width).toBe(300);
  });

  it('keeps every width and fills exactly the container when there is room', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            size: fc.integer({ min: 25, max: 400 }),
            pinned: fc.constantFrom('start', 'end', false),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 3000 }),
        (specs, container) => {
          const input = specs.map((spec, index) => ({
            id: `c${index}`,
            size: spec.size,
            pinned: spec.pinned as 'start' | 'end' | false,
          }));
          const { columns, totalWidth } = layoutColumns(input, container);
          for (const [index, column] of columns.slice(0, -1).entries()) {
            expect(column.width).toBe(input[index]!.size);
          }
          const natural =
            input.slice(0, -1).reduce((sum, column) => sum + column.size, 0) +
            Math.max(150, input.at(-1)!.size);
          expect(totalWidth).toBe(Math.max(natural, container));
        },
      ),
    );
  });
});

describe('autosize', () => {
  const measure = (text: string) => text.length * 10;

  it('fits the widest text of the sample and the header with its icons', () => {
    expect(fitColumnWidth('id', ['1', '22', '333'], measure, [25, 600])).toBe(
      Math.max(30 + CELL_PADDING, 20 + HEADER_EXTRA),
    );
    expect(fitColumnWidth('a', ['x'.repeat(30)], measure, [25, 600])).toBe(300 + CELL_PADDING);
    expect(fitColumnWidth('a', ['x'.repeat(300)], measure, [25, 600])).toBe(600);
    expect(fitColumnWidth('a', [], measure, [100, 600])).toBe(100);
  });

  it('samples rows spread over the data', () => {
    expect(sampleRowIndices(3, 10)).toEqual([0, 1, 2]);
    const sample = sampleRowIndices(100_000, 1000);
    expect(sample).toHaveLength(1000);
    expect(sample[0]).toBe(0);
    expect(sample.at(-1)).toBeGreaterThan(99_000);
    expect(new Set(sample).size).toBe(1000);
  });

  it('estimates text widths where no canvas can measure', () => {
    expect(createTextMeasurer('14px sans-serif')('abcd')).toBe(4 * FALLBACK_CHAR_WIDTH);
  });
});
