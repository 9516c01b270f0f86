// Data of an async chart query (spec §4 'Async chart queries', §3 'Async event', §7 calls).

export type AsyncJobStatus = 'pending' | 'running' | 'done' | 'error' | (string & {});

/** A job as the 202 reply of `POST /api/v1/chart/data` describes it. */
export interface AsyncJob {
  channel_id: string;
  job_id: string;
  user_id?: string | number | null;
  status: AsyncJobStatus;
  errors?: Array<Record<string, unknown>>;
  result_url: string | null;
}

/** An event about a job (`GET /api/v1/async_event/` or the websocket). */
export interface AsyncEvent extends AsyncJob {
  id: string;
}

export interface AsyncChartQueryInput {
  /** The JSON body (the query context). Omitted with `jobs`. */
  queryContext?: unknown;
  /** The query string's form_data (slice_id, dashboard_id). */
  formData?: Record<string, unknown>;
  force?: boolean;
  /** Jobs to wait for without posting (a 202 the caller already has). */
  jobs?: AsyncJob[];
}

/** `POST /api/v1/chart/data`: the HTTP status and the JSON body. */
export interface PostChartDataInput {
  queryContext: unknown;
  formData?: Record<string, unknown>;
  force: boolean;
}
export interface PostChartDataOutput {
  status: number;
  json: unknown;
}

/** `GET {result_url}`: resolves with the JSON (or plain) body, rejects with the error. */
export interface FetchResultInput {
  jobId: string;
  resultUrl: string;
}

export type AsyncChartQueryEvent =
  /** An event of the caller's channel (the caller forwards those of the jobs' ids). */
  { type: 'JOB_EVENT'; event: AsyncEvent };

export interface AsyncChartQueryContext {
  input: AsyncChartQueryInput;
  /** The jobs, in the order of the reply. */
  jobs: AsyncJob[];
  /** Done events whose result is still to be fetched, oldest first. */
  queue: AsyncEvent[];
  /** Results by job id. */
  results: Record<string, unknown[]>;
  /** The query's data (HTTP 200, or every job's result in job order). */
  data: unknown[] | null;
  /** Why it failed: a server-style error object (`{ error, errors? }`) or the call's error. */
  error: unknown;
}

export type AsyncChartQueryOutput = { ok: true; data: unknown[] } | { ok: false; error: unknown };
