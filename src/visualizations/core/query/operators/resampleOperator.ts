// Superset's resampleOperator: resample_rule + resample_method; 'zerofill' is asfreq filling 0.
import type { FormData, PostProcessingOperation } from '../../types.ts';

export function resampleOperator(formData: FormData): PostProcessingOperation | undefined {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : (formData.resample_method as string | undefined);
  const rule = formData.resample_rule as string | undefined;
  if (!method || !rule) return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
}
