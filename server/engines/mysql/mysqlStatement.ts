// Running one statement on a MySQL / MariaDB session with rows streamed from the protocol: after
// maxRows + 1 rows the rest is not kept, and if the server is still sending after a short grace
// period the statement is stopped with KILL QUERY (its "interrupted" error then ends the read).
import type { FieldPacket } from 'mysql2';
import { trackStatement } from '../cancelUntilEnded.ts';
import type { JsonValue, QueryResult } from '../engineSpec.ts';
import { genericTypeOf } from '../genericTypes.ts';
import { bindMysqlValues } from './mysqlPlaceholders.ts';
import type { MysqlSession } from './mysqlSession.ts';
import { mysqlTypeName, mysqlValueToJson } from './mysqlValues.ts';

const QUERY_INTERRUPTED = 1317;
/** How long a capped read may keep draining rows before the server is told to stop. */
const DRAIN_GRACE_MS = 50;

export interface MysqlStatement {
  sql: string;
  params?: readonly unknown[];
  maxRows: number;
  /** Stops the statement on the session's thread (KILL QUERY from another connection). */
  kill(): Promise<void>;
}

export function runMysqlStatement(session: MysqlSession, statement: MysqlStatement): Promise<QueryResult> {
  return trackStatement(session, readMysqlStatement(session, statement));
}

function readMysqlStatement(session: MysqlSession, statement: MysqlStatement): Promise<QueryResult> {
  return new Promise<QueryResult>((resolve, reject) => {
    let fields: FieldPacket[] | undefined;
    let rowsAffected: number | null = null;
    const rows: JsonValue[][] = [];
    let truncated = false;
    let drainTimer: ReturnType<typeof setTimeout> | undefined;
    let killing: Promise<void> | undefined;
    let finished = false;

    const finish = (error?: unknown) => {
      if (finished) return;
      finished = true;
      clearTimeout(drainTimer);
      const interruptedByUs =
        truncated && (error as { errno?: number } | undefined)?.errno === QUERY_INTERRUPTED;
      const done = () => {
        if (error && !interruptedByUs) reject(error);
        else resolve(toResult(fields, rows, truncated, rowsAffected));
      };
      // Never hand the connection back while a KILL QUERY may still land on it.
      if (killing) killing.then(done, done);
      else done();
    };

    const sql =
      statement.params && statement.params.length > 0
        ? bindMysqlValues(statement.sql, statement.params, (value) => session.connection.escape(value))
        : statement.sql;
    const query = session.connection.query({ sql, rowsAsArray: true });
    query.on('fields', (received: FieldPacket[]) => {
      fields = received;
    });
    query.on('result', (row: unknown) => {
      if (!Array.isArray(row)) {
        rowsAffected = (row as { affectedRows?: number }).affectedRows ?? null;
        return;
      }
      if (rows.length < statement.maxRows) {
        rows.push(row.map((value, index) => mysqlValueToJson(value, fields![index]!)));
        return;
      }
      if (!truncated) {
        truncated = true;
        drainTimer = setTimeout(() => {
          killing = statement.kill().catch(() => {
            session.broken = true;
          });
        }, DRAIN_GRACE_MS);
      }
    });
    query.on('error', (error: unknown) => finish(error));
    query.on('end', () => finish());
  });
}

function toResult(
  fields: FieldPacket[] | undefined,
  rows: JsonValue[][],
  truncated: boolean,
  rowsAffected: number | null,
): QueryResult {
  if (!fields) return { columns: [], rows: [], rowCount: 0, truncated: false, rowsAffected };
  const columns = fields.map((field) => {
    const type = mysqlTypeName(field);
    return { name: field.name, type, type_generic: genericTypeOf(type) };
  });
  return { columns, rows, rowCount: rows.length, truncated, rowsAffected: null };
}
