// Draws a vega-lite or vega spec. Loaded lazily (ChartRenderer), so vega, vega-lite and
// vega-tooltip are their own chunk. A spec of the same shape as the drawn one only swaps the rows
// and size of the existing view (fast repaints); any other change rebuilds the view. A rendering's
// hover tooltip (Superset's rich tooltip) is drawn over the view, not by it (useHoverTooltip).
import { useCallback, useEffect, useRef } from 'react';
import { parse, type Spec, View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import { Handler } from 'vega-tooltip';
import type { ChartRendering } from '../types.ts';
import { datasetsOf, shapeKey } from './specData.ts';
import { useHoverTooltip } from './useHoverTooltip.ts';
import { registerVegaFormatters } from './vegaFormatters.ts';
import './VegaChart.css';

type VegaRendering = Extract<ChartRendering, { kind: 'vega-lite' | 'vega' }>;

export interface VegaChartProps {
  rendering: VegaRendering;
  width: number;
  height: number;
  renderer: 'svg' | 'canvas';
  onRendered?: () => void;
  onRenderFailed?: (message: string) => void;
}

interface Drawn {
  view: View;
  key: string;
  renderer: 'svg' | 'canvas';
}

function toVega(rendering: VegaRendering): Spec {
  if (rendering.kind === 'vega') return rendering.spec as Spec;
  return compile(rendering.spec as unknown as TopLevelSpec).spec;
}

export function VegaChart({
  rendering,
  width,
  height,
  renderer,
  onRendered,
  onRenderFailed,
}: VegaChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const callbacks = useRef({ onRendered, onRenderFailed });
  callbacks.current = { onRendered, onRenderFailed };
  const viewOf = useCallback(() => drawn.current?.view ?? null, []);
  const hover = useHoverTooltip(container, viewOf, rendering.hover);
  const { hide } = hover;

  useEffect(() => {
    let cancelled = false;
    const key = shapeKey(rendering);
    const draw = async () => {
      // The hovered x may move or go: the pointer's next move shows it again.
      hide();
      const current = drawn.current;
      if (current && current.key === key && current.renderer === renderer) {
        for (const [name, rows] of Object.entries(datasetsOf(rendering))) current.view.data(name, rows);
        if (typeof rendering.spec.width === 'number') current.view.width(rendering.spec.width);
        if (typeof rendering.spec.height === 'number') current.view.height(rendering.spec.height);
        await current.view.runAsync();
        return;
      }
      current?.view.finalize();
      drawn.current = null;
      registerVegaFormatters();
      // Expressions as an AST run by vega-interpreter: no eval, so the CSP needs no 'unsafe-eval'.
      const view = new View(parse(toVega(rendering), undefined, { ast: true }), {
        expr: expressionInterpreter,
        renderer,
        container: container.current ?? undefined,
        hover: true,
      });
      view.tooltip(new Handler().call);
      drawn.current = { view, key, renderer };
      await view.runAsync();
    };
    draw().then(
      () => {
        if (!cancelled) callbacks.current.onRendered?.();
      },
      (error: unknown) => {
        if (!cancelled)
          callbacks.current.onRenderFailed?.(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [rendering, renderer, hide]);

  useEffect(
    () => () => {
      drawn.current?.view.finalize();
      drawn.current = null;
    },
    [],
  );

  return (
    <div
      className="loupe-vega-chart"
      style={{ width, height }}
      onPointerMove={rendering.hover ? hover.onPointerMove : undefined}
      onPointerLeave={hover.onPointerLeave}
    >
      <div ref={container} className="loupe-vega-chart__view" />
      <div ref={hover.rule} className="loupe-vega-chart__hover-rule" aria-hidden="true" />
    </div>
  );
}
