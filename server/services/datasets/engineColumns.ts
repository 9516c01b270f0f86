// A dataset's columns as its engine describes them: a physical table's from the table metadata,
// a virtual dataset's from running its one read-only statement wrapped as
// `SELECT * FROM (<sql>) AS virtual_table` for one row (as Superset's get_virtual_table_metadata).
import { classifyStatement, splitStatements } from '../../../lib/sql/index.ts';
import { isEngineError } from '../../engines/errors.ts';
import { genericTypeOf } from '../../engines/genericTypes.ts';
import type { OpenDatabase } from '../databases/databaseMetadata.ts';
import { defaultSchema } from '../databases/tableMetadata.ts';
import { assertContained } from '../security/containment.ts';
import { LoupeError } from '../shared/loupeError.ts';
import { parseTemplateParams, renderSqlTemplate, type TemplateUser } from '../sqllab/sqlTemplates.ts';

export interface EngineColumn {
  name: string;
  type: string | null;
}

export interface DatasetSource {
  table_name: string;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  /** JSON object text: the values of the virtual SQL's Jinja template. */
  template_params?: string | null;
}

export function tableNotFound(table: string): LoupeError {
  return new LoupeError(
    422,
    {
      table_name: [
        `Table [${table}] could not be found, please double check your database connection, schema, and table name`,
      ],
    },
    { errorType: 'TABLE_DOES_NOT_EXIST_ERROR' },
  );
}

function virtualRefusal(message: string): LoupeError {
  return new LoupeError(422, message, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
}

/** An engine failure as a 422 carrying the engine's typed error; anything else unchanged. */
export function engineFailure(error: unknown): unknown {
  if (!isEngineError(error)) return error;
  return new LoupeError(422, error.message, {
    errorType: error.errorType,
    extra: error.extra,
    errors: [error.toPayload()],
  });
}

/** The single read-only statement of a virtual dataset's SQL (refusals as Superset words them). */
export function virtualStatement(sql: string, open: OpenDatabase): string {
  const dialect = open.pool.spec.dialect;
  const statements = splitStatements(sql, dialect)
    .map((s) => s.text.trim())
    .filter(Boolean);
  if (statements.length === 0) throw virtualRefusal('Virtual dataset query cannot be empty');
  if (statements.length > 1)
    throw virtualRefusal('Virtual dataset query cannot consist of multiple statements');
  const statement = statements[0] ?? '';
  if (classifyStatement(statement, dialect) !== 'select')
    throw virtualRefusal('Virtual dataset query must be read-only');
  return statement;
}

/**
 * FROM target of a dataset's queries: the quoted table, or the virtual SQL (its template rendered
 * with the dataset's template_params, as Superset) as a sub-query. The SQL starts on the first
 * line, so the lines an engine error names are the user's; it ends with a line break, so a
 * trailing `-- comment` cannot swallow the closing bracket.
 */
export function datasetSource(open: OpenDatabase, source: DatasetSource, user: TemplateUser): string {
  const quote = (name: string) => open.pool.quoteIdentifier(name);
  if (source.sql) {
    const rendered = renderSqlTemplate(source.sql, parseTemplateParams(source.template_params), user);
    return `(${virtualStatement(rendered, open)}\n) AS virtual_table`;
  }
  return [source.catalog, source.schema, source.table_name]
    .filter((part): part is string => Boolean(part))
    .map(quote)
    .join('.');
}

export async function readEngineColumns(
  open: OpenDatabase,
  source: DatasetSource,
  timeoutMs: number,
  user: TemplateUser,
): Promise<EngineColumn[]> {
  const { pool, row } = open;
  try {
    if (source.sql) {
      const sql = `SELECT * FROM ${datasetSource(open, source, user)}`;
      await assertContained(pool, row, sql, { readOnly: true });
      const result = await pool.execute(sql, {
        maxRows: 1,
        timeoutMs,
        catalog: source.catalog,
        schema: source.schema,
      });
      return result.columns.map((column) => ({ name: column.name, type: column.type }));
    }
    const schema = source.schema || defaultSchema(pool.spec.parseUri(row.sqlalchemy_uri).settings);
    const meta = await pool.getTableMetadata(source.table_name, schema, source.catalog);
    return meta.columns.map((column) => ({ name: column.name, type: column.type }));
  } catch (error) {
    if (isEngineError(error) && error.errorType === 'TABLE_DOES_NOT_EXIST_ERROR' && !source.sql)
      throw tableNotFound(source.table_name);
    throw engineFailure(error);
  }
}

/** Superset's is_temporal for a column the engine just described. */
export function isTemporalType(type: string | null): boolean {
  return genericTypeOf(type) === 2;
}
