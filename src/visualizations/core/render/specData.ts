// A spec's data and its shape: a vega-lite spec keeps its rows in top-level `datasets`, a vega
// spec in `data[].values`. Two specs of the same shape differ only in rows and size, so the view
// takes the new rows instead of being rebuilt.
import type { ChartRendering } from '../types.ts';

type Spec = Record<string, unknown>;
type VegaRendering = Extract<ChartRendering, { kind: 'vega-lite' | 'vega' }>;

/** The named datasets of a spec: name → rows. */
export function datasetsOf(rendering: VegaRendering): Record<string, unknown[]> {
  if (rendering.kind === 'vega-lite')
    return { ...((rendering.spec.datasets as Record<string, unknown[]>) ?? {}) };
  const data = (rendering.spec.data as { name: string; values?: unknown[] }[] | undefined) ?? [];
  return Object.fromEntries(data.filter((d) => Array.isArray(d.values)).map((d) => [d.name, d.values!]));
}

/** A key equal for specs that differ only in their rows and size. */
export function shapeKey(rendering: VegaRendering): string {
  const { width: _w, height: _h, datasets, data, ...rest } = rendering.spec as Spec;
  const names = datasets ? Object.keys(datasets as Spec) : [];
  const dataShape = Array.isArray(data)
    ? (data as Spec[]).map(({ values: _values, ...entry }) => entry)
    : data;
  return JSON.stringify([rendering.kind, names, dataShape, rest]);
}

/** How many data points a spec draws (decides svg or canvas). */
export function pointCount(rendering: VegaRendering): number {
  return Object.values(datasetsOf(rendering)).reduce((sum, rows) => sum + rows.length, 0);
}

/** Leaf views of a vega-lite spec (each draws its rows once) and whether one hovers the nearest
 * point (vega-lite then adds a voronoi cell per row). */
function layersOf(spec: Spec): { views: number; nearest: boolean } {
  const children = (spec.layer as Spec[] | undefined) ?? null;
  const params = (spec.params as { select?: { nearest?: boolean } }[] | undefined) ?? [];
  const nearest = params.some((param) => param.select?.nearest === true);
  if (!children) return { views: 1, nearest };
  return children
    .map(layersOf)
    .reduce((sum, child) => ({ views: sum.views + child.views, nearest: sum.nearest || child.nearest }), {
      views: 0,
      nearest,
    });
}

/** Roughly how many marks a spec draws: its rows once per layer, plus a voronoi cell per row for
 * a nearest-point hover (decides svg or canvas: svg slows down with thousands of elements). */
export function markCount(rendering: VegaRendering): number {
  const rows = pointCount(rendering);
  if (rendering.kind !== 'vega-lite') return rows;
  const { views, nearest } = layersOf(rendering.spec as Spec);
  return rows * (views + (nearest ? 1 : 0));
}

/** Above this many marks the canvas renderer draws instead of svg. */
export const CANVAS_THRESHOLD = 2000;
