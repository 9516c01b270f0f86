// Appending a chart to a dashboard layout as Superset's explore save does.
import { describe, expect, it } from 'vitest';
import { layoutWithChart } from '../../../../server/services/dashboards/dashboardLayout.ts';

const CHART = { id: 7, uuid: 'c0ffee00-0000-4000-8000-000000000007', slice_name: 'Revenue' };
type Item = { type: string; children: string[]; parents?: string[]; meta?: Record<string, unknown> };

describe('layoutWithChart', () => {
  it('builds ROOT_ID, GRID_ID and HEADER_ID on an empty layout and adds a row holding the chart', () => {
    for (const empty of [null, '', '{}']) {
      const layout = JSON.parse(layoutWithChart(empty, CHART)) as Record<string, Item>;
      expect(layout.ROOT_ID).toMatchObject({ type: 'ROOT', children: ['GRID_ID'] });
      expect(layout.HEADER_ID).toMatchObject({ type: 'HEADER' });
      const grid = layout.GRID_ID as Item;
      expect(grid.type).toBe('GRID');
      expect(grid.children).toHaveLength(1);
      const rowId = grid.children[0] as string;
      expect(rowId).toMatch(/^ROW-/);
      const row = layout[rowId] as Item;
      expect(row).toMatchObject({ type: 'ROW', parents: ['ROOT_ID', 'GRID_ID'] });
      const chartKey = row.children[0] as string;
      expect(chartKey).toMatch(/^CHART-/);
      expect(layout[chartKey]).toMatchObject({
        type: 'CHART',
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId: 7, width: 4, height: 50, sliceName: 'Revenue', uuid: CHART.uuid },
      });
    }
  });

  it('appends a new row after the existing ones and keeps everything else', () => {
    const first = layoutWithChart(null, { ...CHART, id: 1 });
    const second = JSON.parse(layoutWithChart(first, CHART)) as Record<string, Item>;
    const before = JSON.parse(first) as Record<string, Item>;
    expect((second.GRID_ID as Item).children).toHaveLength(2);
    expect((second.GRID_ID as Item).children[0]).toBe((before.GRID_ID as Item).children[0]);
    for (const key of Object.keys(before)) {
      if (key !== 'GRID_ID') expect(second[key]).toEqual(before[key]);
    }
  });

  it('does not add a chart that is already there', () => {
    const once = layoutWithChart(null, CHART);
    expect(layoutWithChart(once, CHART)).toBe(once);
  });
});
