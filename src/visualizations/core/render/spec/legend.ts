// The legend of a chart from show_legend and legendOrientation (top, bottom, left, right).
import type { FormData } from '../../types.ts';

export function legendOf(formData: FormData): Record<string, unknown> | null {
  if (formData.show_legend === false) return null;
  const orient = (formData.legendOrientation as string | undefined) ?? 'top';
  const horizontal = orient === 'top' || orient === 'bottom';
  return {
    orient,
    direction: horizontal ? 'horizontal' : 'vertical',
    title: null,
    ...(horizontal ? { columns: 0 } : {}),
  };
}
