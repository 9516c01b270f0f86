// One MySQL / MariaDB connection of a pool, and how to stop what it runs: KILL QUERY <thread id>
// sent from a second, short-lived connection with the same credentials, until the statement has
// ended (cancelUntilEnded says why once is not enough).
import mysql from 'mysql2';
import { cancelUntilEnded, type RunningStatement } from '../cancelUntilEnded.ts';
import type { EngineConnection } from '../engineSpec.ts';

export interface MysqlSession extends RunningStatement {
  connection: mysql.Connection;
  threadId: number;
  /** The connection failed or its state is unknown: never reuse it. */
  broken: boolean;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const TRUE_VALUES = new Set(['1', 'true', 'required', 'REQUIRED', 'VERIFY_CA', 'VERIFY_IDENTITY']);

export function mysqlConnectionOptions(connection: EngineConnection): mysql.ConnectionOptions {
  const query = connection.query;
  const connectTimeout = Number(query.connect_timeout);
  const ssl = query.ssl ?? query.ssl_mode;
  return {
    host: connection.host ?? '127.0.0.1',
    port: connection.port ?? 3306,
    user: connection.username ?? undefined,
    password: connection.password ?? undefined,
    database: connection.database ?? undefined,
    charset: query.charset ?? 'UTF8MB4_UNICODE_CI',
    connectTimeout: connectTimeout > 0 ? connectTimeout * 1000 : DEFAULT_CONNECT_TIMEOUT_MS,
    ssl:
      ssl !== undefined && TRUE_VALUES.has(ssl)
        ? { rejectUnauthorized: ssl.startsWith('VERIFY') }
        : undefined,
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
    jsonStrings: true,
    multipleStatements: false,
  };
}

export function openMysqlSession(options: mysql.ConnectionOptions): Promise<MysqlSession> {
  return new Promise((resolve, reject) => {
    const connection = mysql.createConnection(options);
    const session: MysqlSession = { connection, threadId: 0, broken: false };
    connection.on('error', () => {
      session.broken = true;
    });
    connection.connect((error) => {
      if (error) {
        session.broken = true;
        connection.destroy();
        reject(error);
        return;
      }
      session.threadId = connection.threadId;
      resolve(session);
    });
  });
}

export function closeMysqlSession(session: MysqlSession): Promise<void> {
  session.broken = true;
  return new Promise((resolve) => {
    session.connection.end(() => {
      session.connection.destroy();
      resolve();
    });
  });
}

/** Kills the session's statement until it has ended. */
export function stopMysqlStatement(options: mysql.ConnectionOptions, session: MysqlSession): Promise<void> {
  return cancelUntilEnded(session, () => killMysqlQuery(options, session.threadId));
}

/** KILL QUERY: the statement on that thread stops; the connection itself stays usable. */
export async function killMysqlQuery(options: mysql.ConnectionOptions, threadId: number): Promise<void> {
  const killer = await openMysqlSession({ ...options, database: undefined, connectTimeout: 2000 });
  try {
    await killer.connection.promise().query(`KILL QUERY ${Number(threadId)}`);
  } finally {
    await closeMysqlSession(killer);
  }
}

/** MySQL's connection reset (COM_RESET_CONNECTION, MariaDB ≥ 10.2.4): the session as new. */
export function resetMysqlSession(session: MysqlSession): Promise<void> {
  return new Promise((resolve, reject) => {
    session.connection.reset((error) => (error ? reject(error) : resolve()));
  });
}
