// One PostgreSQL connection of a pool, and how to stop what it runs: pg_cancel_backend(pid)
// sent from a second, short-lived connection with the same credentials, until the statement has
// ended (cancelUntilEnded says why once is not enough).
import pg from 'pg';
import { cancelUntilEnded, type RunningStatement } from '../cancelUntilEnded.ts';
import type { EngineConnection } from '../engineSpec.ts';
import { RAW_TEXT_TYPES } from './postgresValues.ts';

export interface PostgresSession extends RunningStatement {
  client: pg.Client;
  /** The backend's process id, for pg_cancel_backend. */
  pid: number;
  /** The connection failed or its state is unknown: never reuse it. */
  broken: boolean;
}

/** Cancels the session's statement until it has ended. */
export function stopPostgresStatement(config: pg.ClientConfig, session: PostgresSession): Promise<void> {
  return cancelUntilEnded(session, () => cancelPostgresBackend(config, session.pid));
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export function postgresClientConfig(
  connection: EngineConnection,
  database?: string | null,
): pg.ClientConfig {
  const query = connection.query;
  const sslmode = query.sslmode;
  const connectTimeout = Number(query.connect_timeout);
  return {
    host: connection.host ?? '127.0.0.1',
    port: connection.port ?? 5432,
    user: connection.username ?? undefined,
    // A function, so pg never falls back to PGPASSWORD or ~/.pgpass (the server's own secrets).
    password: () => connection.password ?? '',
    database: database ?? connection.database ?? undefined,
    application_name: query.application_name ?? 'loupe',
    options: query.options,
    ssl:
      sslmode === 'require' || sslmode === 'verify-ca' || sslmode === 'verify-full'
        ? { rejectUnauthorized: sslmode !== 'require' }
        : undefined,
    connectionTimeoutMillis: connectTimeout > 0 ? connectTimeout * 1000 : DEFAULT_CONNECT_TIMEOUT_MS,
    types: RAW_TEXT_TYPES,
  };
}

export async function openPostgresSession(config: pg.ClientConfig): Promise<PostgresSession> {
  const client = new pg.Client(config);
  const session: PostgresSession = { client, pid: 0, broken: false };
  client.on('error', () => {
    session.broken = true;
  });
  client.on('end', () => {
    session.broken = true;
  });
  const started = Date.now();
  try {
    await client.connect();
  } catch (error) {
    client.end().catch(() => {});
    throw markConnectTimeout(error, Date.now() - started, config.connectionTimeoutMillis ?? 0);
  }
  session.pid = (client as unknown as { processID: number }).processID;
  return session;
}

export async function closePostgresSession(session: PostgresSession): Promise<void> {
  session.broken = true;
  await session.client.end().catch(() => {});
}

/** Asks the server to cancel the statement the session's backend is running. */
export async function cancelPostgresBackend(config: pg.ClientConfig, pid: number): Promise<void> {
  const canceller = new pg.Client({
    ...config,
    application_name: 'loupe_cancel',
    connectionTimeoutMillis: 2000,
  });
  canceller.on('error', () => {});
  try {
    await canceller.connect();
    await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
  } finally {
    await canceller.end().catch(() => {});
  }
}

/** pg reports a connect timeout as a terminated connection: give it a code the error rules know. */
function markConnectTimeout(error: unknown, elapsedMs: number, timeoutMs: number): unknown {
  if (timeoutMs > 0 && elapsedMs >= timeoutMs - 50 && error instanceof Error && !('code' in error)) {
    Object.assign(error, { code: 'CONNECT_TIMEOUT' });
  }
  return error;
}
