// The mock SQL Lab's queries, results and permalinks (in memory): a finished `SELECT * FROM
// sales` of the admin user is there from the start, its results under SALES_RESULTS_KEY.
import type { components } from '../src/api/schema.gen.ts';
import { mockResultFor } from './fixtures/sqllabResults.ts';
import { ADMIN_USER } from './fixtures/users.ts';

type ClientQuery = components['schemas']['ClientQuery'];
type Execution = components['schemas']['QueryExecutionResponse'];
type PermalinkState = components['schemas']['PermalinkState'];

export const SALES_RESULTS_KEY = 'c0ffee00-sales-results';
export const SALES_CLIENT_ID = 'salesQuery1';

let queries: ClientQuery[] = [];
let results = new Map<string, Execution>();
let permalinks = new Map<string, PermalinkState>();
let nextId = 1;

function finished(query: Omit<ClientQuery, 'queryId' | 'serverId'>): ClientQuery {
  const id = nextId++;
  return { ...query, queryId: id, serverId: id };
}

function initial(): void {
  nextId = 1;
  const start = Date.parse('2024-05-01T10:00:00Z');
  const sales = finished({
    id: SALES_CLIENT_ID,
    dbId: 1,
    db: 'examples',
    sql: 'SELECT * FROM sales',
    executedSql: 'SELECT * FROM sales LIMIT 1001',
    sqlEditorId: '1',
    tab: 'Untitled Query 1',
    state: 'success',
    progress: 100,
    rows: 3,
    limit: 1000,
    limitingFactor: 'NOT_LIMITED',
    startDttm: start,
    endDttm: start + 120,
    changed_on: new Date(start + 120).toISOString(),
    ctas: false,
    catalog: null,
    schema: 'main',
    tempSchema: null,
    tempTable: null,
    errorMessage: null,
    userId: ADMIN_USER.id,
    user: ADMIN_USER.username,
    resultsKey: SALES_RESULTS_KEY,
    trackingUrl: null,
    extra: {},
  });
  queries = [sales];
  results = new Map([[SALES_RESULTS_KEY, executionOf(sales)]]);
  permalinks = new Map([
    [
      'examplePermalinkKey',
      { dbId: 1, name: 'Sales', schema: 'main', sql: 'SELECT * FROM sales', autorun: false },
    ],
  ]);
}

export function executionOf(query: ClientQuery): Execution {
  const { columns, data } = mockResultFor(query.sql);
  return {
    status: query.state,
    data,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query,
    query_id: query.queryId,
  };
}

initial();

export const mockSqlLabQueries = {
  reset: initial,
  all: (): readonly ClientQuery[] => queries,
  find: (id: number) => queries.find((q) => q.queryId === id),
  findByClientId: (clientId: string) => queries.find((q) => q.id === clientId),
  add(query: Omit<ClientQuery, 'queryId' | 'serverId'>): ClientQuery {
    const created = finished(query);
    queries = [...queries, created];
    if (created.resultsKey) results.set(created.resultsKey, executionOf(created));
    return created;
  },
  update(query: ClientQuery): void {
    queries = queries.map((q) => (q.queryId === query.queryId ? query : q));
  },
  results: (key: string) => results.get(key),
  permalink: (key: string) => permalinks.get(key),
  addPermalink(state: PermalinkState): string {
    const key = `mock${permalinks.size + 1}${Math.random().toString(36).slice(2, 8)}`;
    permalinks.set(key, state);
    return key;
  },
};
