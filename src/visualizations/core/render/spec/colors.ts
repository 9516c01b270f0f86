// Series colours as an explicit vega-lite scale (domain = labels, range = their colours) from the
// chart's colour scheme, with label_colors / shared_label_colors forcing theirs (spec §4).
import { CategoricalColorScale } from '../../color/categoricalColorScale.ts';
import type { FormData } from '../../types.ts';

export function colorScaleOf(formData: FormData): CategoricalColorScale {
  const forced = {
    ...((formData.shared_label_colors as Record<string, string> | undefined) ?? {}),
    ...((formData.label_colors as Record<string, string> | undefined) ?? {}),
  };
  return new CategoricalColorScale(formData.color_scheme as string | undefined, forced);
}

export function colorScale(
  labels: readonly string[],
  formData: FormData,
): { domain: string[]; range: string[] } {
  const scale = colorScaleOf(formData);
  return { domain: [...labels], range: labels.map((label) => scale.getColor(label)) };
}
