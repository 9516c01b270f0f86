// POST, PUT and DELETE /api/v1/saved_query/ and the bulk delete, as Superset's SavedQueryRestApi:
// the caller owns what they create and changes or deletes only their own (404 otherwise); a
// db_id must name an existing database (422); extra_json must be a JSON object (400). Each write
// is one transaction.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  deleteOwnSavedQueries,
  insertSavedQuery,
  type SavedQueryWrite,
  updateOwnSavedQuery,
} from '../../store/repositories/savedQueriesRepository.ts';
import type { SavedQueryRow, SavedQueryUpdate } from '../../store/sqlLabStateTables.ts';
import type { Principal } from '../security/principal.ts';
import { invalidPayload, LoupeError, notFound } from '../shared/loupeError.ts';

export type SavedQueryWriteFields = components['schemas']['SavedQueryWriteFields'];
type SavedQueryWriteResponse = components['schemas']['SavedQueryWriteResponse'];
type MessageResponse = components['schemas']['MessageResponse'];

const FIELDS = [
  'label',
  'db_id',
  'catalog',
  'schema',
  'sql',
  'description',
  'template_parameters',
  'extra_json',
] as const;

export const DATABASE_NOT_FOUND = 'Database not found.';

function columnsOf(body: SavedQueryWriteFields): SavedQueryUpdate {
  const columns: SavedQueryUpdate = {};
  for (const field of FIELDS) {
    if (body[field] !== undefined) (columns as Record<string, unknown>)[field] = body[field];
  }
  if (
    typeof columns.extra_json === 'string' &&
    columns.extra_json !== '' &&
    !isJsonObject(columns.extra_json)
  ) {
    throw invalidPayload({ extra_json: ['Field cannot be decoded by JSON.'] });
  }
  return columns;
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function written(outcome: SavedQueryWrite): SavedQueryWriteResponse {
  if (outcome.status === 'not_found') throw notFound();
  if (outcome.status === 'no_database') {
    throw new LoupeError(422, { db_id: [DATABASE_NOT_FOUND] }, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
  }
  return { id: outcome.row.id, result: resultOf(outcome.row) };
}

function resultOf(row: SavedQueryRow): SavedQueryWriteResponse['result'] {
  return {
    label: row.label,
    db_id: row.db_id,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    description: row.description,
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
  };
}

export async function createSavedQuery(
  db: MetadataDb,
  principal: Principal,
  body: SavedQueryWriteFields,
): Promise<SavedQueryWriteResponse> {
  const columns = columnsOf(body);
  const now = new Date().toISOString();
  const userId = principal.user.id;
  return written(
    await insertSavedQuery(db, {
      label: null,
      db_id: null,
      catalog: null,
      schema: null,
      sql: null,
      description: null,
      template_parameters: null,
      extra_json: null,
      ...columns,
      uuid: randomUUID(),
      user_id: userId,
      rows: null,
      last_run: null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    }),
  );
}

export async function updateSavedQuery(
  db: MetadataDb,
  principal: Principal,
  id: number,
  body: SavedQueryWriteFields,
): Promise<SavedQueryWriteResponse> {
  const columns = columnsOf(body);
  return written(
    await updateOwnSavedQuery(db, id, principal.user.id, {
      ...columns,
      changed_on: new Date().toISOString(),
      changed_by_fk: principal.user.id,
    }),
  );
}

export async function deleteSavedQuery(
  db: MetadataDb,
  principal: Principal,
  id: number,
): Promise<MessageResponse> {
  if (!(await deleteOwnSavedQueries(db, [id], principal.user.id))) throw notFound();
  return { message: 'OK' };
}

export async function bulkDeleteSavedQueries(
  db: MetadataDb,
  principal: Principal,
  ids: readonly number[],
): Promise<MessageResponse> {
  if (!(await deleteOwnSavedQueries(db, ids, principal.user.id))) throw notFound();
  const count = new Set(ids).size;
  return { message: count === 1 ? 'Deleted 1 saved query' : `Deleted ${count} saved queries` };
}
