// The hover tooltip of a drawn vega view (HoverTooltip): on pointer move inside the plot, the
// nearest x on the view's own scale (zoomed or not) gets the rule overlay and vega-tooltip's
// element shows its content; leaving the plot, or a new drawing, hides both. Part of VegaChart's
// lazy chunk.
import { type PointerEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { View } from 'vega';
import { Handler } from 'vega-tooltip';
import type { HoverContent, HoverTooltip } from '../types.ts';
import {
  hoverTooltipHtml,
  nearestIndex,
  type PositionScale,
  positionsOf,
  ruleThickness,
} from './hoverTooltip.ts';

type ShowTooltip = (view: View, event: MouseEvent, item: null, value: HoverContent | null) => void;

export function useHoverTooltip(
  container: RefObject<HTMLDivElement | null>,
  viewOf: () => View | null,
  hover: HoverTooltip | undefined,
) {
  const rule = useRef<HTMLDivElement>(null);
  const current = useRef(hover);
  current.current = hover;
  const shown = useRef(false);
  const handler = useRef<ShowTooltip | null>(null);
  const tooltip = useCallback((): ShowTooltip => {
    handler.current ??= new Handler({
      formatTooltip: (value: HoverContent) => hoverTooltipHtml(value),
    }).call as unknown as ShowTooltip;
    return handler.current;
  }, []);

  const hide = useCallback(() => {
    if (rule.current) rule.current.style.display = 'none';
    const view = viewOf();
    if (shown.current && view) tooltip()(view, new MouseEvent('pointerout'), null, null);
    shown.current = false;
  }, [viewOf, tooltip]);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const view = viewOf();
      const spec = current.current;
      const box = container.current?.getBoundingClientRect();
      if (!view || !spec || !box || spec.xs.length === 0) return hide();
      const [originX, originY] = view.origin();
      const left = event.clientX - box.left - originX;
      const top = event.clientY - box.top - originY;
      const width = view.width();
      const height = view.height();
      if (left < 0 || top < 0 || left > width || top > height) return hide();
      const horizontal = spec.channel === 'y';
      let scale: PositionScale;
      try {
        scale = view.scale(spec.channel) as unknown as PositionScale;
      } catch {
        return hide();
      }
      if (typeof scale !== 'function') return hide();
      const positions = positionsOf(scale, spec.xs);
      const index = nearestIndex(positions, horizontal ? top : left);
      if (index < 0) return hide();
      const at = positions[index]!;
      const thickness = ruleThickness(horizontal ? height : width, spec.xs.length);
      const style = rule.current?.style;
      if (style) {
        style.display = 'block';
        style.left = `${originX + (horizontal ? 0 : at - thickness / 2)}px`;
        style.top = `${originY + (horizontal ? at - thickness / 2 : 0)}px`;
        style.width = `${horizontal ? width : thickness}px`;
        style.height = `${horizontal ? thickness : height}px`;
      }
      tooltip()(view, event.nativeEvent, null, spec.content(index));
      shown.current = true;
    },
    [container, viewOf, hide, tooltip],
  );

  useEffect(() => hide, [hide]);

  return { rule, onPointerMove, onPointerLeave: hide, hide };
}
