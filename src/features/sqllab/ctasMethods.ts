// The CTAS method (TABLE or VIEW) of the queries run on this page or restored from the server
// (its `ctas_method`): the result message names it.
import type { CtasMethod } from './CtasControls.tsx';

const methods = new Map<string, CtasMethod>();

export function rememberCtasMethod(queryId: string, method: CtasMethod): void {
  methods.set(queryId, method);
}

/** TABLE unless the query was run here as CREATE VIEW AS. */
export function ctasMethodOf(queryId: string): CtasMethod {
  return methods.get(queryId) ?? 'TABLE';
}
