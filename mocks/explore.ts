// The mock backend's Explore state: form data kept under random keys (owner, datasource, chart,
// the JSON text; one key per tab, datasource and chart as the server) and permalinks. The
// example permalink `exampleExplorePermalinkKey` holds a table chart on `sales`. reset()
// between tests.
import type { components } from '../src/api/schema.gen.ts';

type PermalinkState = components['schemas']['ExplorePermalinkState'];

export interface MockFormDataEntry {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

export const EXAMPLE_EXPLORE_PERMALINK_KEY = 'exampleExplorePermalinkKey';
export const EXAMPLE_FORM_DATA_KEY = 'exampleFormDataKey';

const EXAMPLE_STATE: PermalinkState = {
  formData: { datasource: '1__table', viz_type: 'table', metrics: ['count'], groupby: ['region'] },
  urlParams: [['standalone', '0']],
};

let entries = new Map<string, MockFormDataEntry>();
let contextual = new Map<string, string>();
let permalinks = new Map<string, PermalinkState>();
let counter = 0;

function nextKey(prefix: string): string {
  counter += 1;
  return `${prefix}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function initial(): void {
  entries = new Map([
    [
      EXAMPLE_FORM_DATA_KEY,
      {
        owner: 1,
        datasource_id: 1,
        datasource_type: 'table',
        chart_id: null,
        form_data: JSON.stringify({ datasource: '1__table', viz_type: 'table', groupby: ['region'] }),
      },
    ],
  ]);
  contextual = new Map();
  permalinks = new Map([[EXAMPLE_EXPLORE_PERMALINK_KEY, structuredClone(EXAMPLE_STATE)]]);
}

const contextKey = (owner: number, tabId: number, entry: Omit<MockFormDataEntry, 'owner' | 'form_data'>) =>
  `${owner}:${tabId}:${entry.datasource_id}:${entry.datasource_type}:${entry.chart_id ?? ''}`;

export const mockExplore = {
  reset: initial,
  formData: (key: string) => entries.get(key),
  /** Stores the entry: the tab's key again when tab_id is given, else a new key. */
  storeFormData(entry: MockFormDataEntry, tabId: number | null): string {
    const context = tabId ? contextKey(entry.owner, tabId, entry) : null;
    const reused = context ? contextual.get(context) : undefined;
    const key = reused ?? nextKey('fd');
    entries.set(key, entry);
    if (context) contextual.set(context, key);
    return key;
  },
  deleteFormData: (key: string) => entries.delete(key),
  addPermalink(state: PermalinkState): string {
    const key = nextKey('ep');
    permalinks.set(key, structuredClone(state));
    return key;
  },
  permalink: (key: string) => permalinks.get(key.replace(/^kv:/, '')),
};

initial();
