// Superset's rich_tooltip (on by default): hovering anywhere over the plot picks the nearest x
// and lists every series' value there — in series order, or by value descending with
// tooltipSortByMetric — each with its colour, under the x formatted with tooltipTimeFormat (smart_date detailed). A
// HoverTooltip the chart draws itself (core/render/useHoverTooltip.ts): no mark per x, so a
// 1,000-point chart draws as fast with it as without.
import { formatNumber, formatTime } from '../../../lib/format/index.ts';
import { numberFormat, tooltipTimeFormat } from '../core/render/spec/formats.ts';
import type { FormData, HoverContent, HoverTooltip } from '../core/types.ts';
import type { SeriesRow } from './seriesData.ts';

export interface RichTooltipContext {
  series: readonly string[];
  rows: readonly SeriesRow[];
  xIsTime: boolean;
  /** Horizontal bars: the x values run along the y channel. */
  horizontal?: boolean;
  /** The series' colours, as the chart's colour scale has them. */
  colors: { domain: readonly string[]; range: readonly string[] };
  /** A series' number format (the mixed chart's query B has its own); y_axis_format otherwise. */
  formatOf?: (series: string) => unknown;
}

export function richTooltipOn(formData: FormData): boolean {
  return formData.rich_tooltip !== false;
}

function timeOf(x: number | string): number {
  return typeof x === 'number' ? x : Date.parse(x);
}

/** The x values and, per x, each series' value (a series without a row at an x is left out). */
function valuesByX(rows: readonly SeriesRow[]) {
  const indexOf = new Map<number | string, number>();
  const xs: (number | string)[] = [];
  const values: Map<string, number | null>[] = [];
  for (const row of rows) {
    if (row.x === null) continue;
    let index = indexOf.get(row.x);
    if (index === undefined) {
      index = xs.length;
      indexOf.set(row.x, index);
      xs.push(row.x);
      values.push(new Map());
    }
    values[index]!.set(row.series, row.value);
  }
  return { xs, values };
}

/** Descending by value; missing values last; ties keep series order. */
function byValueDescending(at: Map<string, number | null>) {
  return (a: string, b: string) => {
    const va = at.get(a) ?? null;
    const vb = at.get(b) ?? null;
    if (va === null || vb === null) return va === null ? (vb === null ? 0 : 1) : -1;
    return vb - va;
  };
}

/** The chart's rich tooltip, or none with rich_tooltip off. */
export function richTooltipOf(formData: FormData, context: RichTooltipContext): HoverTooltip | undefined {
  if (!richTooltipOn(formData)) return undefined;
  const { xs, values } = valuesByX(context.rows);
  const xFormat = tooltipTimeFormat(formData.tooltipTimeFormat).format;
  const formatOf = (series: string) =>
    numberFormat(context.formatOf?.(series) ?? formData.y_axis_format).format;
  const colorOf = new Map(context.colors.domain.map((name, index) => [name, context.colors.range[index]]));
  const sorted = formData.tooltipSortByMetric === true;
  return {
    channel: context.horizontal ? 'y' : 'x',
    xs,
    content(index: number): HoverContent {
      const x = xs[index]!;
      const at = values[index]!;
      const present = context.series.filter((name) => at.has(name));
      const ordered = sorted ? [...present].sort(byValueDescending(at)) : present;
      return {
        title: context.xIsTime ? formatTime(xFormat, timeOf(x)) : String(x),
        rows: ordered.map((name) => ({
          label: name,
          value: formatNumber(formatOf(name), at.get(name) ?? null),
          color: colorOf.get(name),
        })),
      };
    },
  };
}
