// Helpers of the dataset route tests: an examples DuckDB file registered as a database, and
// dataset calls as a role user (Bearer token).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { createExamplesFile } from './analysedDatabases.ts';
import type { RoleUser, TestApp } from './testApp.ts';

export type DatasetDetail = components['schemas']['DatasetDetail'];
/** The list reply with whole rows (the calls here name no select_columns unless they say so). */
export type DatasetList = Omit<components['schemas']['DatasetList'], 'result'> & {
  result: components['schemas']['DatasetListItem'][];
};
export type ErrorReply = { message: unknown; errors?: Array<{ error_type: string }> };

/** One examples DuckDB file for the whole test file (call at the top level) (2,000 sales rows), removed afterwards. */
export function examplesFileForSuite(): () => string {
  const dir = mkdtempSync(join(tmpdir(), 'loupe-datasets-'));
  let path = '';
  beforeAll(async () => {
    path = await createExamplesFile(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => path;
}

export async function registerDatabase(
  t: TestApp,
  name: string,
  sqlalchemyUri: string,
  flags: Record<string, boolean> = {},
): Promise<number> {
  const reply = await t.client.post<{ id: number }>('/api/v1/database/', {
    headers: await t.bearer('admin'),
    json: { database_name: name, sqlalchemy_uri: sqlalchemyUri, expose_in_sqllab: true, ...flags },
  });
  if (reply.status !== 201) throw new Error(`registering ${name} failed: ${reply.text}`);
  return reply.body.id;
}

export function datasetCalls(t: TestApp) {
  return {
    async create<T = { id: number; result: Record<string, unknown> }>(
      json: Record<string, unknown>,
      user: RoleUser = 'admin',
    ) {
      return t.client.post<T>('/api/v1/dataset/', { headers: await t.bearer(user), json });
    },
    async get(id: number, user: RoleUser = 'admin') {
      return t.client.get<{ id: number; result: DatasetDetail }>(`/api/v1/dataset/${id}`, {
        headers: await t.bearer(user),
      });
    },
    async put<T = { id: number; result: Record<string, unknown> }>(
      id: number,
      json: Record<string, unknown>,
      user: RoleUser = 'admin',
      override?: boolean,
    ) {
      return t.client.put<T>(`/api/v1/dataset/${id}`, {
        headers: await t.bearer(user),
        json,
        ...(override === undefined ? {} : { query: { override_columns: String(override) } }),
      });
    },
    async list(q: Record<string, unknown> | undefined, user: RoleUser = 'admin') {
      return t.client.get<DatasetList>('/api/v1/dataset/', { headers: await t.bearer(user), query: { q } });
    },
    async remove<T = { message: string }>(id: number, user: RoleUser = 'admin') {
      return t.client.delete<T>(`/api/v1/dataset/${id}`, { headers: await t.bearer(user) });
    },
  };
}
