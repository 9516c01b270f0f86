// The mock backend's saved queries: the fixtures plus what a test or a dev:mock session creates,
// changes or deletes. Each caller sees only their own (as the server). reset() between tests.
import type { components } from '../src/api/schema.gen.ts';
import { mockDatabases } from './databases.ts';
import { type MockSavedQuery, SAVED_QUERIES } from './fixtures/savedQueries.ts';
import { findAccountById } from './fixtures/users.ts';

type WriteFields = components['schemas']['SavedQueryWriteFields'];
type ListItem = components['schemas']['SavedQueryListItem'];

let rows: MockSavedQuery[] = [];
let nextId = 1;

function initial(): void {
  rows = structuredClone([...SAVED_QUERIES]);
  nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
}
initial();

function userRef(id: number) {
  const user = findAccountById(id)?.user;
  return user ? { id, first_name: user.first_name, last_name: user.last_name } : null;
}

function apply(row: MockSavedQuery, body: WriteFields): MockSavedQuery {
  const next = { ...row };
  for (const key of [
    'label',
    'catalog',
    'schema',
    'sql',
    'description',
    'template_parameters',
    'extra_json',
  ] as const) {
    if (body[key] !== undefined) next[key] = body[key] ?? null;
  }
  if (body.db_id !== undefined) {
    next.db_id = body.db_id ?? null;
    const database = next.db_id === null ? undefined : mockDatabases.find(next.db_id);
    next.database = database ? { id: database.id, database_name: database.database_name } : null;
  }
  return next;
}

export const mockSavedQueries = {
  reset: initial,
  ownedBy: (userId: number) => rows.filter((row) => row.owner_id === userId),
  find: (id: number, userId: number) => rows.find((row) => row.id === id && row.owner_id === userId),
  create(userId: number, body: WriteFields): MockSavedQuery {
    const now = new Date().toISOString();
    const blank: MockSavedQuery = {
      id: nextId++,
      owner_id: userId,
      label: null,
      description: null,
      sql: null,
      catalog: null,
      schema: null,
      db_id: null,
      database: null,
      template_parameters: null,
      extra_json: null,
      sql_tables: [],
      rows: null,
      created_on: now,
      changed_on: now,
      changed_on_delta_humanized: 'now',
      created_by: userRef(userId),
      changed_by: userRef(userId),
    };
    const created = apply(blank, body);
    rows = [...rows, created];
    return created;
  },
  update(row: MockSavedQuery, body: WriteFields): MockSavedQuery {
    const changed = {
      ...apply(row, body),
      changed_on: new Date().toISOString(),
      changed_on_delta_humanized: 'now',
    };
    rows = rows.map((r) => (r.id === row.id ? changed : r));
    return changed;
  },
  /** Deletes all of them, or none when one is not the caller's. */
  remove(ids: readonly number[], userId: number): boolean {
    if (!ids.every((id) => rows.some((row) => row.id === id && row.owner_id === userId))) return false;
    rows = rows.filter((row) => !ids.includes(row.id));
    return true;
  },
  listItem(row: MockSavedQuery): ListItem {
    let extra: Record<string, unknown> = {};
    try {
      extra = row.extra_json ? (JSON.parse(row.extra_json) as Record<string, unknown>) : {};
    } catch {
      extra = {};
    }
    return {
      id: row.id,
      label: row.label,
      description: row.description,
      sql: row.sql,
      catalog: row.catalog,
      schema: row.schema,
      db_id: row.db_id,
      database: row.database,
      rows: row.rows,
      extra,
      sql_tables: row.sql_tables,
      created_on: row.created_on,
      changed_on: row.changed_on,
      changed_on_delta_humanized: row.changed_on_delta_humanized,
      last_run_delta_humanized: row.changed_on_delta_humanized,
      created_by: row.created_by,
      changed_by: row.changed_by,
    };
  },
};
