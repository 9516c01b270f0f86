// POST, PUT and DELETE /api/v1/database/: as Superset's create/update/delete commands. The name
// must be unique (422 on database_name), a new or changed connection is tested before anything
// is saved (422 with the engine's typed errors), the password is encrypted apart from the URI
// and never returned, and each write is one transaction. Pools and cached lists of a changed or
// deleted database are dropped.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import { issueCodesFor } from '../../engines/issueCodes.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  type DatabaseWrite,
  databaseNameTaken,
  deleteDatabaseById,
  findDatabaseById,
  insertUniqueDatabase,
  updateUniqueDatabase,
} from '../../store/repositories/databasesRepository.ts';
import { countDatasetsOfDatabase } from '../../store/repositories/datasetsRepository.ts';
import { type DatabaseRow, type DatabaseUpdate, nowIso } from '../../store/tables.ts';
import type { Principal } from '../security/principal.ts';
import { invalidPayload, LoupeError, notFound } from '../shared/loupeError.ts';
import { carriesConnection, readSafeConnection } from './connectionRequest.ts';
import { toDatabaseDetail } from './databaseDetail.ts';
import { type DatabaseWriteFields, DEFAULT_EXTRA, settingsColumns } from './databaseSettings.ts';
import type { EngineCatalog } from './engineCatalog.ts';
import { engineCall } from './engineFailure.ts';
import type { FileDatabasePolicy } from './fileDatabasePolicy.ts';
import type { PasswordCipher } from './passwordCipher.ts';
import {
  effectivePassword,
  engineConnection,
  type StoredConnection,
  storedConnection,
  testEngineConnection,
} from './storedConnection.ts';

export type DatabaseCreateRequest = components['schemas']['DatabaseCreateRequest'];
export type DatabaseWriteResponse = components['schemas']['DatabaseWriteResponse'];
export type MessageResponse = components['schemas']['MessageResponse'];

export interface DatabaseWriteContext {
  db: MetadataDb;
  engines: EngineCatalog;
  cipher: PasswordCipher;
  files: FileDatabasePolicy;
  /** Drops what is kept for the database (pools, cached lists). */
  forget(databaseId: number): Promise<void>;
}

export const NAME_TAKEN_MESSAGE = 'A database with the same name already exists.';

function nameTaken(): LoupeError {
  const type = 'INVALID_PAYLOAD_SCHEMA_ERROR';
  const extra = { invalid: ['database_name'], issue_codes: issueCodesFor(type) };
  return new LoupeError(
    422,
    { database_name: [NAME_TAKEN_MESSAGE] },
    {
      errorType: type,
      errors: [{ message: NAME_TAKEN_MESSAGE, error_type: type, level: 'error', extra }],
    },
  );
}

function checkName(columns: DatabaseUpdate): void {
  if (columns.database_name === '')
    throw invalidPayload({ database_name: ['Shorter than minimum length 1.'] });
}

export async function createDatabase(
  ctx: DatabaseWriteContext,
  principal: Principal,
  body: DatabaseCreateRequest,
): Promise<DatabaseWriteResponse> {
  const columns = settingsColumns(body);
  checkName(columns);
  const connection = readSafeConnection(ctx, body);
  const name = columns.database_name ?? body.database_name;
  if (await databaseNameTaken(ctx.db, name, null)) throw nameTaken();
  await engineCall(() =>
    testEngineConnection(connection.spec, engineConnection(connection.settings, connection.password)),
  );
  const now = nowIso();
  const written = await insertUniqueDatabase(ctx.db, {
    uuid: randomUUID(),
    database_name: name,
    backend: connection.spec.backend,
    sqlalchemy_uri: connection.spec.buildUri(connection.settings),
    password_encrypted: connection.password === null ? null : ctx.cipher.encrypt(connection.password),
    configuration_method: connection.configurationMethod,
    expose_in_sqllab: 1,
    allow_run_async: 0,
    allow_dml: 0,
    allow_ctas: 0,
    allow_cvas: 0,
    allow_file_upload: 0,
    allow_multi_catalog: 0,
    disable_data_preview: 0,
    force_ctas_schema: null,
    cache_timeout: null,
    extra: DEFAULT_EXTRA,
    ...columns,
    created_on: now,
    changed_on: now,
    created_by_fk: principal.user.id,
    changed_by_fk: principal.user.id,
  });
  return writeResult(ctx, written);
}

export async function updateDatabaseById(
  ctx: DatabaseWriteContext,
  principal: Principal,
  id: number,
  body: DatabaseWriteFields,
): Promise<DatabaseWriteResponse> {
  const row = await findDatabaseById(ctx.db, id);
  if (!row) throw notFound();
  const columns: DatabaseUpdate = settingsColumns(body);
  checkName(columns);
  const connectionColumns = carriesConnection(body) ? await changedConnection(ctx, row, body) : null;
  if (columns.database_name !== undefined && (await databaseNameTaken(ctx.db, columns.database_name, id))) {
    throw nameTaken();
  }
  if (connectionColumns) {
    const { test } = connectionColumns;
    if (test) await engineCall(() => testEngineConnection(test.spec, test.connection));
    Object.assign(columns, connectionColumns.columns);
  } else if (body.configuration_method !== undefined) {
    columns.configuration_method = body.configuration_method;
  }
  const written = await updateUniqueDatabase(ctx.db, id, {
    ...columns,
    changed_on: nowIso(),
    changed_by_fk: principal.user.id,
  });
  await ctx.forget(id);
  return writeResult(ctx, written);
}

/** Superset's DatabaseDeleteDatasetsExistFailedError. */
export const DATABASE_HAS_DATASETS = 'Cannot delete a database that has datasets attached';

export async function deleteDatabase(ctx: DatabaseWriteContext, id: number): Promise<MessageResponse> {
  if ((await countDatasetsOfDatabase(ctx.db, id)) > 0) throw new LoupeError(422, DATABASE_HAS_DATASETS);
  if (!(await deleteDatabaseById(ctx.db, id))) throw notFound();
  await ctx.forget(id);
  return { message: 'OK' };
}

/** The columns of the requested connection, and what to test, when it differs from the stored one. */
async function changedConnection(ctx: DatabaseWriteContext, row: DatabaseRow, body: DatabaseWriteFields) {
  const requested = readSafeConnection(ctx, body, row.backend);
  let stored: StoredConnection | null = null;
  try {
    stored = storedConnection(ctx.engines, ctx.cipher, row);
  } catch (error) {
    if (requested.passwordMasked) throw error;
  }
  const password = effectivePassword(requested, stored, { anyDestination: true });
  const uri = requested.spec.buildUri(requested.settings);
  const unchanged =
    stored !== null &&
    uri === row.sqlalchemy_uri &&
    password === stored.password &&
    requested.spec.backend === row.backend;
  const columns: DatabaseUpdate = { configuration_method: requested.configurationMethod };
  if (unchanged) return { columns, test: null } as const;
  return {
    columns: {
      ...columns,
      backend: requested.spec.backend,
      sqlalchemy_uri: uri,
      password_encrypted: password === null ? null : ctx.cipher.encrypt(password),
    },
    test: { spec: requested.spec, connection: engineConnection(requested.settings, password) },
  } as const;
}

async function writeResult(
  ctx: DatabaseWriteContext,
  written: DatabaseWrite,
): Promise<DatabaseWriteResponse> {
  if (written.status === 'name_taken') throw nameTaken();
  if (written.status === 'not_found') throw notFound();
  return { id: written.row.id, result: toDatabaseDetail(written.row, ctx.engines) };
}
