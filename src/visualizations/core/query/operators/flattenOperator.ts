// Superset's flattenOperator: multi-level column labels joined into flat names.
import type { PostProcessingOperation } from '../../types.ts';

export function flattenOperator(): PostProcessingOperation {
  return { operation: 'flatten' };
}
