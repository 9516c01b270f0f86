// Error renderers by error type (spec §8 'Error panels'): an error with a registered renderer
// is shown with it; any other error falls back to the generic box.
import type { ErrorRenderer, ErrorType } from './types.ts';

const renderers = new Map<ErrorType, ErrorRenderer>();

export function registerErrorRenderer(errorType: ErrorType, renderer: ErrorRenderer): void {
  renderers.set(errorType, renderer);
}

export function unregisterErrorRenderer(errorType: ErrorType): void {
  renderers.delete(errorType);
}

export function getErrorRenderer(errorType: string | undefined): ErrorRenderer | undefined {
  return errorType === undefined ? undefined : renderers.get(errorType as ErrorType);
}
