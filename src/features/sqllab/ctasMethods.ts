// The CTAS method (TABLE or VIEW) of the queries run on this page: the server's query carries
// the ctas flag and temp table but not the method, which the result message names.
import type { CtasMethod } from './CtasControls.tsx';

const methods = new Map<string, CtasMethod>();

export function rememberCtasMethod(queryId: string, method: CtasMethod): void {
  methods.set(queryId, method);
}

/** TABLE unless the query was run here as CREATE VIEW AS. */
export function ctasMethodOf(queryId: string): CtasMethod {
  return methods.get(queryId) ?? 'TABLE';
}
