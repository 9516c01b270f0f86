// Opens the metadata database: SQLite (better-sqlite3, WAL) or PostgreSQL (pg Pool).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { MetadataStoreConfig, MetadataStoreKind } from '../config.ts';
import { withStatementCache } from './statementCache.ts';
import type { MetadataTables } from './tables.ts';

export type MetadataDb = Kysely<MetadataTables>;

export interface MetadataStore {
  db: MetadataDb;
  kind: MetadataStoreKind;
  close(): Promise<void>;
}

export function openMetadataStore(config: MetadataStoreConfig): MetadataStore {
  const db = config.kind === 'postgres' ? openPostgres(config.location) : openSqlite(config.location);
  let closed = false;
  return {
    db,
    kind: config.kind,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

function openSqlite(path: string): MetadataDb {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<MetadataTables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

function openPostgres(url: string): MetadataDb {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process: the pool replaces it.
  pool.on('error', (error) => process.emitWarning(`metadata database connection lost: ${error.message}`));
  return new Kysely<MetadataTables>({ dialect: new PostgresDialect({ pool }) });
}
