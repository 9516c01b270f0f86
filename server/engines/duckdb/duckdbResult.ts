// Reading one DuckDB statement's result: streamed chunk by chunk, reading stops after maxRows
// (DuckDB honours an interrupt between vectors). Past keepRows, chunks are only counted: turning
// values into JavaScript is most of the cost of a big result.
import { type DuckDBConnection, type DuckDBValue, ResultReturnType } from '@duckdb/node-api';
import type { JsonValue, QueryResult } from '../engineSpec.ts';
import { genericTypeOf } from '../genericTypes.ts';
import { duckdbValueToJson } from './duckdbValues.ts';

export async function readDuckdbResult(
  connection: DuckDBConnection,
  sql: string,
  params: readonly unknown[] | undefined,
  maxRows: number,
  keepRows: number = maxRows,
): Promise<QueryResult> {
  const result =
    params && params.length > 0
      ? await connection.stream(sql, params as DuckDBValue[])
      : await connection.stream(sql);
  if (result.returnType !== ResultReturnType.QUERY_RESULT) {
    const changed = result.returnType === ResultReturnType.CHANGED_ROWS ? Number(result.rowsChanged) : null;
    return { columns: [], rows: [], rowCount: 0, truncated: false, rowsAffected: changed };
  }
  const columns = result.columnNames().map((name, index) => {
    const type = result.columnType(index).toString();
    return { name, type, type_generic: genericTypeOf(type) };
  });
  const rows: JsonValue[][] = [];
  const kept = Math.min(keepRows, maxRows);
  let counted = 0;
  let truncated = false;
  reading: for (;;) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    if (rows.length >= kept) {
      // Past the kept rows: count, do not convert.
      const room = maxRows - rows.length - counted;
      if (chunk.rowCount > room) {
        counted += room;
        truncated = true;
        break;
      }
      counted += chunk.rowCount;
      continue;
    }
    for (const row of chunk.getRows()) {
      if (rows.length + counted >= maxRows) {
        truncated = true;
        break reading;
      }
      if (rows.length >= kept) {
        counted += 1;
        continue;
      }
      // Converted in place: the driver's fresh row array becomes the JSON row (no copy per row).
      const converted = row as unknown as JsonValue[];
      for (let i = 0; i < row.length; i++) converted[i] = duckdbValueToJson(row[i]!);
      rows.push(converted);
    }
  }
  // A statement on the connection closes the half-read stream and its transaction.
  if (truncated) await connection.run('SELECT NULL');
  return { columns, rows, rowCount: rows.length + counted, truncated, rowsAffected: null };
}
