// Reading one DuckDB statement's result: streamed chunk by chunk (or, for a bounded statement,
// materialised and read in place), reading stops after maxRows (DuckDB honours an interrupt
// between vectors). Past keepRows, chunks are only counted: turning
// values into JavaScript is most of the cost of a big result.
import {
  type DuckDBConnection,
  type DuckDBDataChunk,
  DuckDBMaterializedResult,
  type DuckDBValue,
  ResultReturnType,
} from '@duckdb/node-api';
import type { JsonValue, QueryResult } from '../engineSpec.ts';
import { genericTypeOf } from '../genericTypes.ts';
import { duckdbValueToJson } from './duckdbValues.ts';
import { runBoundedStatement } from './preparedStatements.ts';

export async function readDuckdbResult(
  connection: DuckDBConnection,
  sql: string,
  params: readonly unknown[] | undefined,
  maxRows: number,
  keepRows: number = maxRows,
  bounded = false,
): Promise<QueryResult> {
  const values = params && params.length > 0 ? (params as DuckDBValue[]) : undefined;
  // A bounded statement runs to completion and its chunks are read in place; others stream
  // (SQL Lab's may be huge), a chunk per call.
  const result = bounded
    ? await runBoundedStatement(connection, sql, values)
    : await connection.stream(sql, values);
  const materialized = result instanceof DuckDBMaterializedResult ? result : null;
  let chunkIndex = 0;
  const nextChunk = (): DuckDBDataChunk | null | Promise<DuckDBDataChunk | null> => {
    if (!materialized) return result.fetchChunk();
    return chunkIndex < materialized.chunkCount ? materialized.getChunk(chunkIndex++) : null;
  };
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
  for (;;) {
    const chunk = await nextChunk();
    if (!chunk || chunk.rowCount === 0) break;
    const room = maxRows - rows.length - counted;
    if (chunk.rowCount > room) truncated = true;
    const take = Math.min(chunk.rowCount, room);
    // Converted column vector by column vector (the driver's row view re-reads each vector's
    // type and the chunk's width for every value); past the kept rows, only counted.
    const convert = Math.min(take, kept - rows.length);
    if (convert > 0) {
      const width = chunk.columnCount;
      const vectors = Array.from({ length: width }, (_, index) => chunk.getColumnVector(index));
      for (let r = 0; r < convert; r++) {
        const row = new Array<JsonValue>(width);
        for (let c = 0; c < width; c++) row[c] = duckdbValueToJson(vectors[c]!.getItem(r));
        rows.push(row);
      }
    }
    counted += take - Math.max(convert, 0);
    if (truncated) break;
  }
  // A statement on the connection closes the half-read stream and its transaction.
  if (truncated && !materialized) await connection.run('SELECT NULL');
  return { columns, rows, rowCount: rows.length + counted, truncated, rowsAffected: null };
}
