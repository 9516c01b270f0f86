// The pivot table's column header rows: one per column attribute (cells spanning their group,
// 'Subtotal' for subtotal columns, the total column's label), then the row attribute names.
import type { AxisEntry, Pivot } from './pivotData.ts';

export interface PivotHeaderProps {
  pivot: Pivot;
  colEntries: readonly AxisEntry[];
  totalColumn: string | null;
}

function groupsAt(entries: readonly AxisEntry[], level: number): { label: string; span: number }[] {
  const groups: { label: string; span: number; id: string | null }[] = [];
  for (const entry of entries) {
    const inGroup = entry.key.length > level;
    const id = inGroup ? JSON.stringify(entry.key.slice(0, level + 1)) : null;
    const last = groups[groups.length - 1];
    if (id !== null && last?.id === id) last.span += 1;
    else {
      const label = inGroup
        ? String(entry.key[level])
        : entry.subtotal && entry.key.length === level
          ? 'Subtotal'
          : '';
      groups.push({ label, span: 1, id });
    }
  }
  return groups;
}

export function PivotHeader({ pivot, colEntries, totalColumn }: PivotHeaderProps) {
  const corner = Math.max(1, pivot.rowAttrs.length);
  return (
    <thead>
      {pivot.colAttrs.map((attr, level) => (
        <tr key={attr}>
          <th colSpan={corner} scope="row">
            {attr}
          </th>
          {groupsAt(colEntries, level).map((group, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: header groups are positional
            <th key={i} colSpan={group.span} scope="colgroup">
              {group.label}
            </th>
          ))}
          {totalColumn !== null && <th>{level === 0 ? totalColumn : ''}</th>}
        </tr>
      ))}
      <tr>
        {pivot.rowAttrs.length === 0 && <th />}
        {pivot.rowAttrs.map((attr) => (
          <th key={attr} scope="col">
            {attr}
          </th>
        ))}
        {colEntries.map((_entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
          <th key={i} />
        ))}
        {totalColumn !== null && <th>{pivot.colAttrs.length === 0 ? totalColumn : ''}</th>}
      </tr>
    </thead>
  );
}
