// Superset's contributionOperator: contributionMode 'row' or 'column' → each value's share.
import type { FormData, PostProcessingOperation } from '../../types.ts';

export function contributionOperator(
  formData: FormData,
  timeShifts: readonly string[] = [],
): PostProcessingOperation | undefined {
  const mode = formData.contributionMode as string | undefined;
  if (!mode) return undefined;
  return { operation: 'contribution', options: { orientation: mode, time_shifts: [...timeShifts] } };
}
