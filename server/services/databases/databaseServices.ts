// Everything the database routes call, bound to one metadata database, the secret key and the
// engines: the list, _info, CRUD, connection checks and metadata reads, with the pool registry
// (one EnginePool per database) and the cache of schema and table lists. Other services keeping
// what derives from a database (the datasets' metadata) hear of its writes through onChange.
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findDatabaseById } from '../../store/repositories/databasesRepository.ts';
import type { Principal } from '../security/principal.ts';
import { notFound } from '../shared/loupeError.ts';
import { createTtlMemo } from '../shared/ttlMemo.ts';
import {
  type ConnectionTestRequest,
  testConnection,
  type ValidateParametersRequest,
  validateParameters,
} from './connectionChecks.ts';
import {
  assertDatabaseVisible,
  assertTableVisible,
  visibleSchemas,
  visibleTables,
} from './databaseAccess.ts';
import { databaseInfoFor, type InfoQuery, type ListQuery, listDatabasesFor } from './databaseList.ts';
import {
  type CatalogsQuery,
  type DatabaseMetadataContext,
  getDatabase,
  getTableExtraMetadata,
  getTableMetadata,
  listCatalogs,
  listFunctionNames,
  listSchemas,
  listTables,
  type OpenDatabase,
  openDatabase,
  type SchemasQuery,
  selectStar,
  type TableQuery,
  type TablesQuery,
} from './databaseMetadata.ts';
import type { DatabaseWriteFields } from './databaseSettings.ts';
import {
  createDatabase,
  type DatabaseCreateRequest,
  deleteDatabase,
  updateDatabaseById,
} from './databaseWrites.ts';
import type { EngineCatalog } from './engineCatalog.ts';
import { createEnginePools } from './enginePools.ts';
import type { FileDatabasePolicy } from './fileDatabasePolicy.ts';
import { createMetadataCache } from './metadataCache.ts';
import { createPasswordCipher } from './passwordCipher.ts';
import { engineOf } from './storedConnection.ts';
import { defaultSchema } from './tableMetadata.ts';

/** How long an opened database (row and pool) is reused before its row is read again. */
const OPEN_TTL_MS = 2000;

export function createDatabaseServices(
  db: MetadataDb,
  secretKey: string,
  engines: EngineCatalog,
  files: FileDatabasePolicy,
) {
  const ctx: DatabaseMetadataContext = {
    db,
    engines,
    cipher: createPasswordCipher(secretKey),
    pools: createEnginePools(),
    cache: createMetadataCache(),
    files,
  };
  // Every query opens its database: the row and pool are reused for a moment, dropped on writes.
  const opened = createTtlMemo<number, OpenDatabase>(OPEN_TTL_MS);
  const changeListeners: Array<(databaseId: number) => void> = [];
  const writes = {
    ...ctx,
    async forget(databaseId: number) {
      opened.delete(databaseId);
      ctx.cache.clear(databaseId);
      for (const listener of changeListeners) listener(databaseId);
      await ctx.pools.release(databaseId);
    },
  };
  /** The database's row, 404 unless the caller may see it. */
  const visibleRow = async (principal: Principal, id: number) => {
    const row = await findDatabaseById(db, id);
    if (!row) throw notFound();
    await assertDatabaseVisible(db, principal, row);
    return row;
  };
  /** 404 unless the caller may read the table (its schema defaults as table_metadata's does). */
  const visibleTable = async (principal: Principal, id: number, table: string, schema: string | null) => {
    const row = await visibleRow(principal, id);
    const spec = engineOf(engines, row);
    const resolved = schema || defaultSchema(spec.parseUri(row.sqlalchemy_uri).settings);
    await assertTableVisible(db, principal, row, spec, resolved, table);
  };
  return {
    list: (principal: Principal, query: ListQuery | undefined) => listDatabasesFor(db, principal, query),
    info: (principal: Principal, query: InfoQuery | undefined) => databaseInfoFor(principal, query),
    get: async (principal: Principal, id: number) => {
      await visibleRow(principal, id);
      return getDatabase(ctx, id);
    },
    create: (principal: Principal, body: DatabaseCreateRequest) => createDatabase(writes, principal, body),
    update: (principal: Principal, id: number, body: DatabaseWriteFields) =>
      updateDatabaseById(writes, principal, id, body),
    delete: (id: number) => deleteDatabase(writes, id),
    /** The engines; file engines name the directory their files must be in. */
    available: () => ({
      databases: engines
        .available()
        .map((engine) =>
          files.allowedDir !== null && files.restricts(engine.engine)
            ? { ...engine, file_databases_dir: files.allowedDir }
            : engine,
        ),
    }),
    testConnection: (body: ConnectionTestRequest) => testConnection(ctx, body),
    validateParameters: (body: ValidateParametersRequest) => validateParameters(ctx, body),
    schemas: async (principal: Principal, id: number, query: SchemasQuery | undefined) => {
      const row = await visibleRow(principal, id);
      const reply = await listSchemas(ctx, id, query);
      return { ...reply, result: await visibleSchemas(db, principal, row, reply.result) };
    },
    catalogs: async (principal: Principal, id: number, query: CatalogsQuery | undefined) => {
      await visibleRow(principal, id);
      return listCatalogs(ctx, id, query);
    },
    tables: async (principal: Principal, id: number, query: TablesQuery) => {
      const row = await visibleRow(principal, id);
      const reply = await listTables(ctx, id, query);
      const spec = engineOf(engines, row);
      const result = await visibleTables(db, principal, row, spec, query.schema_name, reply.result);
      return { count: result.length, result };
    },
    tableMetadata: async (principal: Principal, id: number, query: TableQuery) => {
      await visibleTable(principal, id, query.name, query.schema ?? null);
      return getTableMetadata(ctx, id, query);
    },
    tableExtraMetadata: async (principal: Principal, id: number, query: TableQuery) => {
      await visibleTable(principal, id, query.name, query.schema ?? null);
      return getTableExtraMetadata(ctx, id);
    },
    selectStar: async (principal: Principal, id: number, table: string, schema: string | null) => {
      await visibleTable(principal, id, table, schema);
      return selectStar(ctx, id, table, schema);
    },
    functionNames: async (principal: Principal, id: number) => {
      await visibleRow(principal, id);
      return listFunctionNames(ctx, id);
    },
    /** The database's row and its pooled engine (SQL Lab runs statements on it). */
    open: (id: number) => opened.get(id, () => openDatabase(ctx, id)),
    /** Calls listener with the database's id after each update or delete of a database. */
    onChange: (listener: (databaseId: number) => void) => {
      changeListeners.push(listener);
    },
    /** Closes every pool (the app is closing). */
    close: () => ctx.pools.closeAll(),
  };
}

export type DatabaseServices = ReturnType<typeof createDatabaseServices>;
