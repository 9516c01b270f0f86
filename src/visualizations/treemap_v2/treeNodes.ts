// The rows as a tree for vega's stratify: a root, one node per prefix of the group-by path (its
// total formatted), one leaf per row sized by the metric.
import type { NumberFormatter } from '../helpers/numberFormat.ts';
import { type DataRow, numberAt } from '../helpers/rows.ts';

export interface TreeNode {
  id: string;
  parent: string | null;
  name: string;
  path: string;
  top: string;
  depth: number;
  leaf: boolean;
  size: number;
  total: number;
  formatted: string;
}

export function treeNodes(
  rows: DataRow[],
  groupby: string[],
  metric: string,
  format: NumberFormatter,
): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  const root: TreeNode = {
    id: 'root',
    parent: null,
    name: metric,
    path: metric,
    top: '',
    depth: 0,
    leaf: false,
    size: 0,
    total: 0,
    formatted: '',
  };
  nodes.set(root.id, root);
  for (const row of rows) {
    const value = Math.max(numberAt(row, metric) ?? 0, 0);
    const names = groupby.map((name) => (row[name] === null ? '<NULL>' : String(row[name])));
    root.total += value;
    names.forEach((name, level) => {
      const id = JSON.stringify(names.slice(0, level + 1));
      const leaf = level === names.length - 1;
      const node = nodes.get(id) ?? {
        id,
        parent: level === 0 ? 'root' : JSON.stringify(names.slice(0, level)),
        name,
        path: names.slice(0, level + 1).join(' / '),
        top: names[0]!,
        depth: level + 1,
        leaf,
        size: 0,
        total: 0,
        formatted: '',
      };
      node.total += value;
      if (leaf) node.size += value;
      nodes.set(id, node);
    });
  }
  return [...nodes.values()].map((node) => ({ ...node, formatted: format(node.total) }));
}
