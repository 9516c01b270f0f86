// Adding a chart to a dashboard's layout (position_json) as Superset's explore save does: a new
// ROW-… under GRID_ID holding a CHART-… with meta {chartId, width 4, height 50, sliceName, uuid};
// an empty layout gets ROOT_ID, GRID_ID and HEADER_ID first; a chart already there is not added.
import { randomBytes } from 'node:crypto';

export const DEFAULT_CHART_WIDTH = 4;
export const DEFAULT_CHART_HEIGHT = 50;

type LayoutItem = {
  id?: string;
  type?: string;
  children?: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
};

function parseLayout(positionJson: string | null): Record<string, unknown> {
  if (!positionJson) return {};
  try {
    const value: unknown = JSON.parse(positionJson);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function shortId(): string {
  return randomBytes(5).toString('hex');
}

/** position_json with the chart appended in a new row (unchanged when it is already there). */
export function layoutWithChart(
  positionJson: string | null,
  chart: { id: number; uuid: string; slice_name: string | null },
): string {
  const layout = parseLayout(positionJson);
  const items = Object.values(layout).filter((v): v is LayoutItem => !!v && typeof v === 'object');
  if (items.some((item) => item.type === 'CHART' && item.meta?.chartId === chart.id)) {
    return positionJson as string;
  }
  layout.DASHBOARD_VERSION_KEY ??= 'v2';
  layout.ROOT_ID ??= { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] };
  layout.GRID_ID ??= { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] };
  layout.HEADER_ID ??= { id: 'HEADER_ID', type: 'HEADER', meta: { text: '' } };
  const grid = layout.GRID_ID as LayoutItem;
  grid.children ??= [];
  const rowId = `ROW-${shortId()}`;
  const chartKey = `CHART-${shortId()}`;
  grid.children.push(rowId);
  layout[rowId] = {
    type: 'ROW',
    id: rowId,
    children: [chartKey],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  };
  layout[chartKey] = {
    type: 'CHART',
    id: chartKey,
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', rowId],
    meta: {
      width: DEFAULT_CHART_WIDTH,
      height: DEFAULT_CHART_HEIGHT,
      chartId: chart.id,
      sliceName: chart.slice_name ?? '',
      uuid: chart.uuid,
    },
  };
  return JSON.stringify(layout);
}
