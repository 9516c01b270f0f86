// The connection of a stored database: its URI (kept without the password) parsed by its
// engine, plus the decrypted password. A request that repeats the password mask means the stored
// password: an update keeps it whatever else changes (as Superset's set_sqlalchemy_uri), while a
// connection test only gets it for the same destination (backend, host, port, user), as Superset
// only unmasks a URI equal to the stored one there.
import type { ConnectionSettings, EngineConnection, EngineSpec } from '../../engines/engineSpec.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import { LoupeError } from '../shared/loupeError.ts';
import type { RequestedConnection } from './connectionRequest.ts';
import type { EngineCatalog } from './engineCatalog.ts';
import type { PasswordCipher } from './passwordCipher.ts';

export interface StoredConnection {
  spec: EngineSpec;
  settings: ConnectionSettings;
  password: string | null;
}

export function engineOf(
  engines: EngineCatalog,
  row: Pick<DatabaseRow, 'backend' | 'sqlalchemy_uri'>,
): EngineSpec {
  const spec = engines.byName(row.backend) ?? engines.forUri(row.sqlalchemy_uri);
  if (!spec) {
    throw new LoupeError(422, `Could not load database driver: ${row.backend}`, {
      errorType: 'GENERIC_DB_ENGINE_ERROR',
    });
  }
  return spec;
}

export function storedConnection(
  engines: EngineCatalog,
  cipher: PasswordCipher,
  row: DatabaseRow,
): StoredConnection {
  const spec = engineOf(engines, row);
  const { settings } = spec.parseUri(row.sqlalchemy_uri);
  const password = row.password_encrypted === null ? null : cipher.decrypt(row.password_encrypted);
  return { spec, settings, password };
}

/** The password a requested connection will use: its own, or the stored one behind the mask. */
export function effectivePassword(
  requested: RequestedConnection,
  stored: StoredConnection | null,
  options: { anyDestination?: boolean } = {},
): string | null {
  if (!requested.passwordMasked) return requested.password;
  if (stored && (options.anyDestination || sameDestination(requested.settings, stored.settings))) {
    return stored.password;
  }
  return null;
}

export function sameDestination(a: ConnectionSettings, b: ConnectionSettings): boolean {
  return a.backend === b.backend && a.host === b.host && a.port === b.port && a.username === b.username;
}

export function engineConnection(settings: ConnectionSettings, password: string | null): EngineConnection {
  return { ...settings, password };
}

/** Opens a one-connection pool, runs the engine's test statement and closes it again. */
export async function testEngineConnection(spec: EngineSpec, connection: EngineConnection): Promise<void> {
  const pool = spec.open(connection, { poolSize: 1 });
  try {
    await pool.testConnection();
  } catch (error) {
    throw spec.mapError(error, {
      hostname: connection.host,
      port: connection.port,
      database: connection.database,
      username: connection.username,
    });
  } finally {
    await pool.close().catch(() => undefined);
  }
}
