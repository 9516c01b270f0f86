// Data of the chart life cycle (spec §3 'Chart state', §4 'Chart life cycle'): Superset's chart
// state, one machine per chart. Form data and responses are the caller's (opaque here).

/** `''` is the "empty" status a failed chart is reset to when its datasets are set again. */
export type ChartStatus = 'loading' | 'success' | 'stopped' | 'rendered' | 'failed' | '';

export type FormData = Record<string, unknown>;

/** One item of the chart data response (or the error the server sent in its place). */
export interface QueryResponse {
  error?: string | null;
  stacktrace?: string | null;
  [key: string]: unknown;
}

/** An annotation layer as the chart's form data holds it; the machine uses its name. */
export interface AnnotationLayer {
  name: string;
  [key: string]: unknown;
}

export interface ChartState {
  id: number;
  chartStatus: ChartStatus;
  chartAlert: string | null;
  chartStackTrace: string | null;
  chartUpdateStartTime: number;
  chartUpdateEndTime: number | null;
  latestQueryFormData: FormData;
  sliceFormData: FormData | null;
  queriesResponse: QueryResponse[] | null;
  triggerQuery: boolean;
  lastRendered: number;
  /** Annotation queries in flight, by layer name. */
  annotationQuery: Record<string, true>;
  /** Annotation data by layer name. */
  annotationData: Record<string, unknown>;
  /** Annotation errors by layer name. */
  annotationError: Record<string, string>;
}

/** A chart as the caller knows it (hydrated from a dashboard or explore); missing fields get
 * Superset's defaults (status loading, query triggered). */
export type ChartInput = Partial<ChartState> & { id: number };

export type ChartEvent =
  /** Re-add the chart: Superset's defaults plus the given fields; status loading. */
  | { type: 'ADD_CHART'; chart?: Partial<ChartState> }
  /** The chart is gone (the machine stops, cancelling its query). */
  | { type: 'REMOVE_CHART' }
  | { type: 'UPDATE_CHART_ID'; newId: number }
  /** The form data the next query uses (Superset's updateQueryFormData / updateChartFormData). */
  | { type: 'UPDATE_FORM_DATA'; formData: FormData }
  /** The form data of the saved slice (Superset's dynamic plugin controls ready). */
  | { type: 'UPDATE_SLICE_FORM_DATA'; sliceFormData: FormData | null }
  /** Ask for a query (the caller answers with UPDATE_STARTED); a running one is cancelled. */
  | { type: 'TRIGGER_QUERY'; value?: boolean }
  /** Run the query (the injected `chartQuery` actor) with this form data (default: the latest). */
  | { type: 'UPDATE_STARTED'; formData?: FormData; force?: boolean }
  /** Abort: the running query is cancelled. */
  | { type: 'UPDATE_STOPPED' }
  /** A query the caller ran itself succeeded / failed (the injected actor's replies do the same). */
  | { type: 'UPDATE_SUCCEEDED'; queriesResponse: QueryResponse[] }
  | { type: 'UPDATE_FAILED'; queriesResponse?: QueryResponse[] | null }
  | { type: 'RENDERING_SUCCEEDED' }
  | { type: 'RENDERING_FAILED'; error: string; stackTrace?: string | null }
  | { type: 'RENDER_TRIGGERED'; value: number }
  /** The chart's datasets were (re)loaded. */
  | { type: 'DATASOURCES_SET' }
  | { type: 'ANNOTATION_QUERY_STARTED'; annotation: AnnotationLayer }
  | { type: 'ANNOTATION_QUERY_SUCCESS'; annotation: AnnotationLayer; data: unknown }
  /** The annotation query failed with this error (classified by `annotationFailure`). */
  | { type: 'ANNOTATION_QUERY_FAILED'; annotation: AnnotationLayer; error: unknown };

/** Input of the injected `chartQuery` actor (POST /api/v1/chart/data, sync or async). */
export interface ChartQueryInput {
  chartId: number;
  formData: FormData;
  force: boolean;
}
