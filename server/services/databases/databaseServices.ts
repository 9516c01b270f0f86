// Everything the database routes call, bound to one metadata database, the secret key and the
// engines: the list, _info, CRUD, connection checks and metadata reads, with the pool registry
// (one EnginePool per database) and the cache of schema and table lists. Other services keeping
// what derives from a database (the datasets' metadata) hear of its writes through onChange.
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { Principal } from '../security/principal.ts';
import { createTtlMemo } from '../shared/ttlMemo.ts';
import {
  type ConnectionTestRequest,
  testConnection,
  type ValidateParametersRequest,
  validateParameters,
} from './connectionChecks.ts';
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
import { createMetadataCache } from './metadataCache.ts';
import { createPasswordCipher } from './passwordCipher.ts';

/** How long an opened database (row and pool) is reused before its row is read again. */
const OPEN_TTL_MS = 2000;

export function createDatabaseServices(db: MetadataDb, secretKey: string, engines: EngineCatalog) {
  const ctx: DatabaseMetadataContext = {
    db,
    engines,
    cipher: createPasswordCipher(secretKey),
    pools: createEnginePools(),
    cache: createMetadataCache(),
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
  return {
    list: (query: ListQuery | undefined) => listDatabasesFor(db, query),
    info: (principal: Principal, query: InfoQuery | undefined) => databaseInfoFor(principal, query),
    get: (id: number) => getDatabase(ctx, id),
    create: (principal: Principal, body: DatabaseCreateRequest) => createDatabase(writes, principal, body),
    update: (principal: Principal, id: number, body: DatabaseWriteFields) =>
      updateDatabaseById(writes, principal, id, body),
    delete: (id: number) => deleteDatabase(writes, id),
    available: () => ({ databases: engines.available() }),
    testConnection: (body: ConnectionTestRequest) => testConnection(ctx, body),
    validateParameters: (body: ValidateParametersRequest) => validateParameters(ctx, body),
    schemas: (id: number, query: SchemasQuery | undefined) => listSchemas(ctx, id, query),
    catalogs: (id: number, query: CatalogsQuery | undefined) => listCatalogs(ctx, id, query),
    tables: (id: number, query: TablesQuery) => listTables(ctx, id, query),
    tableMetadata: (id: number, query: TableQuery) => getTableMetadata(ctx, id, query),
    tableExtraMetadata: (id: number) => getTableExtraMetadata(ctx, id),
    selectStar: (id: number, table: string, schema: string | null) => selectStar(ctx, id, table, schema),
    functionNames: (id: number) => listFunctionNames(ctx, id),
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
