// Whoever creates or changes a dataset must be able to read what it reads, as Superset's dataset
// commands check a virtual dataset's SQL (raise_for_access(database, sql, schema) →
// DatasetDataAccessIsNotAllowed, 422 on `sql`). Loupe checks a physical dataset's table the same
// way (422 on `table_name`): a dataset makes its creator an owner, and owners read it, so a table
// one may not read must not become a dataset of one's own. SQL containment's refusals (a
// disallowed function, a file the database may not reach) are answered the same way.
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { OpenDatabase } from '../databases/databaseMetadata.ts';
import { isContainmentRefusal } from '../security/containment.ts';
import type { Principal } from '../security/principal.ts';
import { LoupeError } from '../shared/loupeError.ts';
import { assertQueryAccess } from '../sqllab/queryAccess.ts';
import { parseTemplateParams, renderSqlTemplate } from '../sqllab/sqlTemplates.ts';
import { type DatasetSource, virtualStatement } from './engineColumns.ts';

export async function assertDatasetSourceAccess(
  db: MetadataDb,
  principal: Principal,
  open: OpenDatabase,
  source: DatasetSource,
): Promise<void> {
  // Virtual SQL: one read-only statement (Superset's messages) before its reads are checked.
  const sql = source.sql
    ? virtualStatement(
        renderSqlTemplate(source.sql, parseTemplateParams(source.template_params), principal.user),
        open,
      )
    : open.pool.selectStar(
        source.table_name,
        source.schema,
        source.catalog ? { catalog: source.catalog } : {},
      );
  try {
    await assertQueryAccess(db, principal, open.row, open.pool, sql, source.schema);
  } catch (error) {
    const refused =
      error instanceof LoupeError &&
      (error.errorType === 'TABLE_SECURITY_ACCESS_ERROR' || isContainmentRefusal(error));
    if (!refused) throw error;
    const field = source.sql ? 'sql' : 'table_name';
    throw new LoupeError(
      422,
      { [field]: [error.message] },
      {
        errorType: error.errorType,
        errors: [{ message: error.message, error_type: error.errorType, level: 'error', extra: error.extra }],
      },
    );
  }
}
