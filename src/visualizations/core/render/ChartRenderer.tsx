// Draws a chart: the plugin's transformProps on the query results, then a vega-lite / vega spec
// through the lazily loaded VegaChart (svg, canvas above CANVAS_THRESHOLD marks) or the chart's
// React component. Reports onRendered / onRenderFailed(message) for the chart life cycle.
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Loading } from '../../../components/Loading/Loading.tsx';
import type { ChartProps, ChartRendering, VizPlugin } from '../types.ts';
import { CANVAS_THRESHOLD, markCount } from './specData.ts';

const LazyVegaChart = lazy(() => import('./VegaChart.tsx').then((module) => ({ default: module.VegaChart })));

export interface ChartRendererProps extends ChartProps {
  plugin: VizPlugin;
  onRendered?: () => void;
  onRenderFailed?: (message: string) => void;
}

type Transformed = { rendering: ChartRendering } | { error: string };

type ComponentRendering = Extract<ChartRendering, { kind: 'component' }>;

/** A React-component chart: drawn on mount, so it reports rendered after each commit of a new rendering. */
function ComponentChart({
  rendering,
  onRendered,
}: {
  rendering: ComponentRendering;
  onRendered?: () => void;
}) {
  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new rendering is a new paint
  useEffect(() => {
    rendered.current?.();
  }, [rendering]);
  const { Component, props } = rendering;
  return <Component {...props} />;
}

export function ChartRenderer(props: ChartRendererProps) {
  const { plugin, formData, queriesData, datasource, width, height, ownState, setOwnState } = props;
  const { onRendered, onRenderFailed } = props;
  const transformed = useMemo<Transformed>(() => {
    try {
      const chartProps = { formData, queriesData, datasource, width, height, ownState, setOwnState };
      return { rendering: plugin.transformProps(chartProps) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [plugin, formData, queriesData, datasource, width, height, ownState, setOwnState]);

  const failed = useRef(onRenderFailed);
  failed.current = onRenderFailed;
  useEffect(() => {
    if ('error' in transformed) failed.current?.(transformed.error);
  }, [transformed]);

  if ('error' in transformed) return null;
  const { rendering } = transformed;
  if (rendering.kind === 'component') {
    return <ComponentChart rendering={rendering} onRendered={onRendered} />;
  }
  const renderer = rendering.renderer ?? (markCount(rendering) > CANVAS_THRESHOLD ? 'canvas' : 'svg');
  return (
    <Suspense fallback={<Loading />}>
      <LazyVegaChart
        rendering={rendering}
        width={width}
        height={height}
        renderer={renderer}
        onRendered={onRendered}
        onRenderFailed={onRenderFailed}
      />
    </Suspense>
  );
}
