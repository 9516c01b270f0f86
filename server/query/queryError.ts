// What the compiler throws: a 400 with Superset's message and error type. The chart-data service
// turns it into a LoupeError (the compiler does not import services).
export type QueryErrorType =
  | 'INVALID_PAYLOAD_SCHEMA_ERROR'
  | 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'
  | 'GENERIC_BACKEND_ERROR';

export class QueryCompileError extends Error {
  override name = 'QueryCompileError';
  readonly status = 400;
  readonly errorType: QueryErrorType;

  constructor(message: string, errorType: QueryErrorType = 'INVALID_PAYLOAD_SCHEMA_ERROR') {
    super(message);
    this.errorType = errorType;
  }
}

export function isQueryCompileError(error: unknown): error is QueryCompileError {
  return error instanceof QueryCompileError;
}

/** Superset's list formatting in messages: ['a', 'b']. */
export function pythonList(names: readonly string[]): string {
  return `[${names.map((name) => `'${name}'`).join(', ')}]`;
}
