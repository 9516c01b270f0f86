// The pivot table: nested column headers, row headers shown once per group, cells, subtotal rows
// and columns, the totals column (rowTotals), the totals row (colTotals) and the grand total; an
// axis without attributes always shows its total (as Superset's TableRenderers); body cells take
// conditional formatting's colours, totals only where they are an attribute-less axis' data.
import type { CellValue } from './aggregators.ts';
import { PivotHeader } from './PivotHeader.tsx';
import { type AxisEntry, axisEntries, type Pivot, type PivotKey } from './pivotData.ts';

export interface PivotTableProps {
  pivot: Pivot;
  aggregateFunction: string;
  rowTotals: boolean;
  colTotals: boolean;
  rowSubTotals: boolean;
  colSubTotals: boolean;
  format: (value: CellValue) => string;
  /** conditional_formatting: the background of a body cell from its row and column keys. */
  cellColor?: (keys: readonly string[], value: CellValue) => string | undefined;
  width: number;
  height: number;
}

function rowLabels(entry: AxisEntry, previous: AxisEntry | undefined, depth: number): string[] {
  return Array.from({ length: Math.max(1, depth) }, (_, level) => {
    if (entry.subtotal) return level === entry.key.length ? 'Subtotal' : '';
    const prefix = JSON.stringify(entry.key.slice(0, level + 1));
    const before = previous && !previous.subtotal ? JSON.stringify(previous.key.slice(0, level + 1)) : null;
    return prefix === before ? '' : (entry.key[level] ?? '');
  });
}

export function PivotTable(props: PivotTableProps) {
  const { pivot, format, width, height } = props;
  const total = `Total (${props.aggregateFunction})`;
  const rowTotals = props.rowTotals || pivot.colAttrs.length === 0;
  const colTotals = props.colTotals || pivot.rowAttrs.length === 0;
  const rowEntries = axisEntries(pivot.rowKeys, pivot.rowAttrs.length, props.rowSubTotals);
  const colEntries = axisEntries(pivot.colKeys, pivot.colAttrs.length, props.colSubTotals);
  // Keys of a cell conditional formatting may colour: a body cell, or a total standing in for
  // the data of an axis without attributes (its only column or row).
  const cells = (rowKey: PivotKey, isTotalRow = false) => {
    const colour = !isTotalRow || pivot.rowAttrs.length === 0;
    return [
      ...colEntries.map((col) => ({
        value: pivot.value(rowKey, col.key),
        keys: colour ? [...rowKey, ...col.key] : null,
      })),
      ...(rowTotals
        ? [
            {
              value: pivot.value(rowKey, []),
              keys: colour && pivot.colAttrs.length === 0 ? [...rowKey] : null,
            },
          ]
        : []),
    ];
  };
  const cellStyle = (value: CellValue, keys: readonly string[] | null) => ({
    textAlign: 'right' as const,
    backgroundColor: keys ? props.cellColor?.(keys, value) : undefined,
  });
  return (
    <div className="loupe-pivot-table" style={{ width, height, overflow: 'auto' }}>
      <table>
        <PivotHeader pivot={pivot} colEntries={colEntries} totalColumn={rowTotals ? total : null} />
        <tbody>
          {rowEntries.map((entry, i) => (
            <tr
              key={JSON.stringify([entry.key, entry.subtotal])}
              className={entry.subtotal ? 'loupe-pivot-table__subtotal' : undefined}
            >
              {rowLabels(entry, rowEntries[i - 1], pivot.rowAttrs.length).map((label, level) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one header per row attribute
                <th key={level} scope="row">
                  {label}
                </th>
              ))}
              {cells(entry.key).map(({ value, keys }, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={j} style={cellStyle(value, keys)}>
                  {format(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {colTotals && (
          <tfoot>
            <tr>
              <th colSpan={Math.max(1, pivot.rowAttrs.length)} scope="row">
                {total}
              </th>
              {cells([], true).map(({ value, keys }, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={j} style={cellStyle(value, keys)}>
                  {format(value)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
