// Test helpers for chart types: chart props from rows, chart data from the MSW backend, and a
// chart drawn by core's ChartRenderer (vega's svg renderer) in jsdom.

import { createElement } from 'react';
import { ADMIN_USER } from '../../../mocks/fixtures/users.ts';
import { mockSession } from '../../../mocks/session.ts';
import { ChartRenderer } from '../../../src/visualizations/core/render/ChartRenderer.tsx';
import type {
  ChartDataResultItem,
  ChartProps,
  ChartRendering,
  FormData,
  QueryContext,
  VizDatasource,
  VizPlugin,
} from '../../../src/visualizations/core/types.ts';
import { renderWithProviders } from '../testUtils.tsx';

export const DATASOURCE: VizDatasource = {
  id: 1,
  type: 'table',
  uid: '1__table',
  name: 'sales',
  columns: [
    { column_name: 'region', type_generic: 1, groupby: true },
    { column_name: 'country', type_generic: 1, groupby: true },
    { column_name: 'product', type_generic: 1, groupby: true },
    { column_name: 'revenue', type_generic: 0 },
    { column_name: 'order_date', type_generic: 2, is_dttm: true },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

export const SUM_REVENUE = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: 'revenue' },
  label: 'SUM(revenue)',
};

export function formDataOf(vizType: string, values: Record<string, unknown>): FormData {
  return { viz_type: vizType, datasource: '1__table', ...values };
}

export function resultOf(data: Record<string, unknown>[]): ChartDataResultItem {
  const colnames = Object.keys(data[0] ?? {});
  return { rowcount: data.length, colnames, coltypes: colnames.map(() => 0), data } as ChartDataResultItem;
}

export function propsOf(
  formData: FormData,
  data: Record<string, unknown>[],
  size = { width: 400, height: 300 },
): ChartProps {
  return { formData, queriesData: [resultOf(data)], datasource: DATASOURCE, ...size };
}

/** POSTs the query context to the MSW chart data handler as a signed-in admin. */
export async function fetchChartData(queryContext: QueryContext): Promise<ChartDataResultItem[]> {
  mockSession.login(ADMIN_USER.id);
  const response = await fetch(new URL('/api/v1/chart/data', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(queryContext),
  });
  if (!response.ok) throw new Error(`chart data answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: ChartDataResultItem[] }).result;
}

/** Draws the chart with core's ChartRenderer (lazy VegaChart, svg) and waits until it has rendered. */
export async function drawChart(
  plugin: VizPlugin,
  formData: FormData,
  queriesData: ChartDataResultItem[],
  size = { width: 400, height: 300 },
): Promise<HTMLElement> {
  let rendered: () => void = () => {};
  let failed: (message: string) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    rendered = resolve;
    failed = (message) => reject(new Error(message));
  });
  const { container } = renderWithProviders(
    createElement(ChartRenderer, {
      plugin,
      formData,
      queriesData,
      datasource: DATASOURCE,
      ...size,
      onRendered: rendered,
      onRenderFailed: failed,
    }),
  );
  await done;
  return container;
}

/** The texts of the svg's text marks (axis labels, legends and data labels). */
export function svgTexts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('svg text')].map((node) => node.textContent ?? '');
}

/** Specs are loosely typed records: tests read them without narrowing every level. */
// biome-ignore lint/suspicious/noExplicitAny: a test's view of a spec
export type LooseSpec = any;

/** The spec of a vega or vega-lite rendering. */
export function specOf(rendering: ChartRendering, kind: 'vega-lite' | 'vega' = 'vega-lite'): LooseSpec {
  if (rendering.kind !== kind) throw new Error(`expected ${kind}, got ${rendering.kind}`);
  return rendering.spec;
}
