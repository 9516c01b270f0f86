// SQL containment (engines/sqlContainment.ts) with a database's settings — allow_dml, and
// "Allow file access" —, refused as Superset's 400 (DML_NOT_ALLOWED_ERROR, or SYNTAX_ERROR for a
// disallowed function). SQL Lab's access check, dataset writes, chart data, samples and column
// values all come through here.
import type { EnginePool } from '../../engines/engineSpec.ts';
import { assertSqlContained, SqlContainmentError } from '../../engines/sqlContainment.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import { LoupeError } from '../shared/loupeError.ts';

export type ContainmentSettings = Pick<DatabaseRow, 'allow_dml' | 'allow_file_access'>;

export interface ContainmentOptions {
  /** Only queries, whatever allow_dml says (virtual datasets, chart and samples queries). */
  readOnly?: boolean;
  /**
   * The statement is only explained, never run (validate_sql): any kind of statement may be
   * explained; functions and file statements are checked all the same.
   */
  explainOnly?: boolean;
}

export async function assertContained(
  pool: EnginePool,
  database: ContainmentSettings,
  sql: string,
  options: ContainmentOptions = {},
): Promise<void> {
  try {
    await assertSqlContained(pool.spec, sql, {
      allowDml: options.explainOnly === true || (options.readOnly !== true && database.allow_dml === 1),
      fileAccess: database.allow_file_access === 1,
    });
  } catch (error) {
    if (!(error instanceof SqlContainmentError)) throw error;
    throw new LoupeError(400, error.message, { errorType: error.errorType, extra: error.extra });
  }
}

export function isContainmentRefusal(error: unknown): error is LoupeError {
  return (
    error instanceof LoupeError &&
    error.status === 400 &&
    (error.errorType === 'DML_NOT_ALLOWED_ERROR' || error.errorType === 'SYNTAX_ERROR')
  );
}
