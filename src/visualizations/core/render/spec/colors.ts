// Series colours as an explicit vega-lite scale (domain = labels, range = their colours) from the
// chart's colour scheme via lib/color: label_colors win, then shared_label_colors, then the scheme
// in order of first use; an unknown scheme falls back to the default (spec §4).
import { CategoricalColorScale } from '../../../../../lib/color/index.ts';
import type { FormData } from '../../types.ts';

export function colorScaleOf(formData: FormData): CategoricalColorScale {
  return new CategoricalColorScale({
    schemeId: formData.color_scheme as string | undefined,
    labelColors: formData.label_colors as Record<string, string> | undefined,
    sharedLabelColors: formData.shared_label_colors as Record<string, string> | undefined,
  });
}

export function colorScale(
  labels: readonly string[],
  formData: FormData,
): { domain: string[]; range: string[] } {
  const scale = colorScaleOf(formData);
  return { domain: [...labels], range: labels.map((label) => scale.getColor(label)) };
}
