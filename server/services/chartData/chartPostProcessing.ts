// A query object's post_processing steps on its result (lib/postProcessing); a step the
// request gets wrong is Superset's QueryObjectValidationError: a 400 with its message.
import { applyPostProcessing, PostProcessingError } from '../../../lib/postProcessing/index.ts';
import { LoupeError } from '../shared/loupeError.ts';
import type { ChartFrame, PostProcessingStep } from './chartDataTypes.ts';

export function postProcess(frame: ChartFrame, steps: readonly PostProcessingStep[]): ChartFrame {
  if (steps.length === 0) return frame;
  try {
    return applyPostProcessing(frame, steps);
  } catch (error) {
    if (error instanceof PostProcessingError) {
      throw new LoupeError(400, error.message, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
    }
    throw error;
  }
}
