// The /explore/ URL (spec §2): what the page reads from it and what it writes back, as Superset
// 3.1 does (slice_id, form_data, form_data_key, permalink_key, dashboardId, viz_type, datasource
// or datasource_id + datasource_type, force, standalone).
export interface ExploreUrlState {
  sliceId: number | null;
  formData: Record<string, unknown> | null;
  formDataKey: string | null;
  permalinkKey: string | null;
  dashboardId: number | null;
  vizType: string | null;
  datasourceId: number | null;
  datasourceType: string | null;
  force: boolean;
  standalone: boolean;
}

const integer = (value: string | null | undefined): number | null =>
  value !== null && value !== undefined && /^\d+$/.test(value) ? Number(value) : null;

function parseFormData(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const truthy = (value: string | null) => value !== null && value !== '0' && value.toLowerCase() !== 'false';

/** Reads the explore URL; `permalinkKey` comes from the /explore/p/:key/ path when there is one. */
export function readExploreUrl(search: URLSearchParams, permalinkKey?: string): ExploreUrlState {
  const formData = parseFormData(search.get('form_data'));
  const uid =
    search.get('datasource') ?? (typeof formData?.datasource === 'string' ? formData.datasource : null);
  const uidMatch = uid ? /^(\d+)__(\w+)$/.exec(uid) : null;
  const sliceFromForm = typeof formData?.slice_id === 'number' ? formData.slice_id : null;
  return {
    sliceId: integer(search.get('slice_id')) ?? sliceFromForm,
    formData,
    formDataKey: search.get('form_data_key'),
    permalinkKey: permalinkKey ?? search.get('permalink_key'),
    dashboardId: integer(search.get('dashboardId') ?? search.get('dashboard_id')),
    vizType: search.get('viz_type'),
    datasourceId: integer(search.get('datasource_id')) ?? (uidMatch ? Number(uidMatch[1]) : null),
    datasourceType: search.get('datasource_type') ?? uidMatch?.[2] ?? null,
    force: truthy(search.get('force')),
    standalone: truthy(search.get('standalone')),
  };
}

/** The query of GET /api/v1/explore/ for a URL state. */
export function bootstrapQuery(url: ExploreUrlState) {
  const query: {
    form_data_key?: string;
    permalink_key?: string;
    slice_id?: number;
    datasource_id?: number;
    datasource_type?: string;
  } = {};
  if (url.permalinkKey) query.permalink_key = url.permalinkKey;
  if (url.formDataKey) query.form_data_key = url.formDataKey;
  if (url.sliceId !== null) query.slice_id = url.sliceId;
  if (url.datasourceId !== null) {
    query.datasource_id = url.datasourceId;
    query.datasource_type = url.datasourceType ?? 'table';
  }
  return query;
}

/** The form data the page starts from: the bootstrap's, with the URL's form_data and viz_type over it. */
export function startFormData(
  fromServer: Record<string, unknown>,
  url: ExploreUrlState,
): Record<string, unknown> {
  const merged =
    url.formDataKey || url.permalinkKey ? { ...fromServer } : { ...fromServer, ...(url.formData ?? {}) };
  if (url.vizType) merged.viz_type = url.vizType;
  return merged;
}

/** Superset keeps form_data_key (and slice_id) in the URL, dropping the long form_data. */
export function writeExploreUrl(
  search: URLSearchParams,
  state: { formDataKey: string; sliceId: number | null },
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const stale of [
    'form_data',
    'datasource',
    'datasource_id',
    'datasource_type',
    'viz_type',
    'permalink_key',
  ]) {
    next.delete(stale);
  }
  next.set('form_data_key', state.formDataKey);
  if (state.sliceId !== null) next.set('slice_id', String(state.sliceId));
  else next.delete('slice_id');
  return next;
}
