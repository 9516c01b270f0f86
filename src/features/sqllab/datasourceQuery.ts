// SQL Lab opened on a dataset (Superset's popDatasourceQuery): a requested query naming a
// `datasourceKey` ('{id}__table', in the navigation state or the URL) is read with
// GET /superset/fetch_datasource_metadata and opened in a new tab 'Query {name}' on its database
// and schema, with the given SQL (run at once) or the dataset's SELECT * (not run).
import type { ApiClient } from '../../api/client.ts';
import type { RequestedQuery } from './openRequestedQuery.ts';

export interface DatasourceRequest {
  datasourceKey: string;
  /** SQL to run on it; null opens the dataset's `SELECT *` without running it. */
  sql: string | null;
}

function fromRecord(record: Record<string, unknown>): DatasourceRequest | null {
  const key = record.datasourceKey;
  if (typeof key !== 'string' || key === '') return null;
  return { datasourceKey: key, sql: typeof record.sql === 'string' ? record.sql : null };
}

/** The dataset request of a navigation state (`{requestedQuery: {datasourceKey, sql?}}`) or a URL. */
export function datasourceRequestOf(state: unknown, search: string): DatasourceRequest | null {
  const requested =
    state && typeof state === 'object' ? (state as Record<string, unknown>).requestedQuery : null;
  if (requested && typeof requested === 'object') {
    const fromState = fromRecord(requested as Record<string, unknown>);
    if (fromState) return fromState;
  }
  const params = new URLSearchParams(search);
  return fromRecord({ datasourceKey: params.get('datasourceKey'), sql: params.get('sql') ?? undefined });
}

/** The tab to open for the dataset, read from the server. */
export async function datasourceRequestedQuery(
  client: ApiClient,
  request: DatasourceRequest,
): Promise<RequestedQuery> {
  const { data, error } = await client.GET('/superset/fetch_datasource_metadata', {
    params: { query: { datasourceKey: request.datasourceKey } },
  });
  if (!data || error) throw new Error(`the datasource ${request.datasourceKey} could not be read`);
  return {
    name: `Query ${data.name}`,
    dbId: data.database.id,
    catalog: data.catalog,
    schema: data.schema,
    sql: request.sql ?? data.select_star ?? '',
    autorun: request.sql !== null,
  };
}
