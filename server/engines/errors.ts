// Errors of the engine layer, already in Superset's shape: every failure an EnginePool reports
// is an EngineError with an error type, a message for people, and extra {engine_name,
// issue_codes, …}. Stopping and timing out are EngineErrors too, told apart by `reason`.
import { type ErrorType, type IssueCode, issueCodesFor } from './issueCodes.ts';

export type { ErrorType } from './issueCodes.ts';

export interface EngineErrorExtra {
  engine_name: string;
  issue_codes: IssueCode[];
  [key: string]: unknown;
}

/** One error as Superset sends it in `errors[]`. */
export interface EngineErrorPayload {
  message: string;
  error_type: ErrorType;
  level: 'error';
  extra: EngineErrorExtra;
}

/** Why a statement did not finish: the engine failed it, someone stopped it, or it ran out of time. */
export type EngineErrorReason = 'engine' | 'stopped' | 'timeout';

export class EngineError extends Error {
  override name = 'EngineError';
  readonly errorType: ErrorType;
  readonly extra: EngineErrorExtra;
  readonly reason: EngineErrorReason;

  constructor(
    errorType: ErrorType,
    message: string,
    extra: Partial<EngineErrorExtra> & { engine_name: string },
    options: { cause?: unknown; reason?: EngineErrorReason } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.errorType = errorType;
    this.reason = options.reason ?? 'engine';
    this.extra = { ...extra, issue_codes: extra.issue_codes ?? issueCodesFor(errorType) };
  }

  toPayload(): EngineErrorPayload {
    return { message: this.message, error_type: this.errorType, level: 'error', extra: this.extra };
  }
}

export const QUERY_STOPPED_MESSAGE = 'Query was stopped.';

/** The statement was stopped through the abort signal; the engine was told to cancel it. */
export function queryStoppedError(engineName: string): EngineError {
  return new EngineError(
    'GENERIC_DB_ENGINE_ERROR',
    QUERY_STOPPED_MESSAGE,
    { engine_name: engineName, issue_codes: [] },
    { reason: 'stopped' },
  );
}

export type TimeoutErrorType = 'SQLLAB_TIMEOUT_ERROR' | 'BACKEND_TIMEOUT_ERROR';

/** The statement ran longer than its timeout and was cancelled in the engine. */
export function queryTimeoutError(
  engineName: string,
  timeoutMs: number,
  errorType: TimeoutErrorType,
): EngineError {
  const seconds = Math.round((timeoutMs / 1000) * 1000) / 1000;
  const message =
    errorType === 'SQLLAB_TIMEOUT_ERROR'
      ? `The query was killed after ${seconds} seconds. It might be too complex, or the database might be under heavy load.`
      : `The query exceeded the ${seconds} seconds timeout.`;
  return new EngineError(
    errorType,
    message,
    { engine_name: engineName, timeout: seconds },
    { reason: 'timeout' },
  );
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}

export function isQueryStopped(error: unknown): boolean {
  return error instanceof EngineError && error.reason === 'stopped';
}

export function isQueryTimeout(error: unknown): boolean {
  return error instanceof EngineError && error.reason === 'timeout';
}

/** Replaces %(name)s placeholders (Superset's message templates) with the named values. */
export function fillTemplate(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/%\((\w+)\)s/g, (_, name: string) => values[name] ?? '');
}
