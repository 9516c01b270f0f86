// What SQL Lab and the pickers read from a connected database: schemas, catalogs, tables,
// table metadata, SELECT * and function names, and SQL validation — each as the caller may see
// it (the database's, schema's and tables' access rules are the service's).
import type { FastifyInstance } from 'fastify';
import { callerOf, onOperation } from '../http/operationRoutes.ts';
import type { Services } from '../services/services.ts';

export function registerDatabaseMetadataRoutes(app: FastifyInstance, services: Services): void {
  const databases = services.databases;

  onOperation(app, 'listDatabaseSchemas', async (request) =>
    databases.schemas(callerOf(request), request.params.pk, request.rison),
  );
  onOperation(app, 'listDatabaseCatalogs', async (request) =>
    databases.catalogs(callerOf(request), request.params.pk, request.rison),
  );
  onOperation(app, 'listDatabaseTables', async (request) =>
    databases.tables(callerOf(request), request.params.pk, request.rison),
  );
  onOperation(app, 'getTableMetadata', async (request) =>
    databases.tableMetadata(callerOf(request), request.params.pk, request.query),
  );
  onOperation(app, 'getTableExtraMetadata', async (request) =>
    databases.tableExtraMetadata(callerOf(request), request.params.pk, request.query),
  );
  onOperation(app, 'getSelectStar', async (request) =>
    databases.selectStar(callerOf(request), request.params.pk, request.params.table_name, null),
  );
  onOperation(app, 'getSelectStarInSchema', async (request) =>
    databases.selectStar(
      callerOf(request),
      request.params.pk,
      request.params.table_name,
      request.params.schema_name,
    ),
  );
  onOperation(app, 'listDatabaseFunctionNames', async (request) =>
    databases.functionNames(callerOf(request), request.params.pk),
  );
  onOperation(app, 'validateDatabaseSql', async (request) =>
    services.sqlLab.validateSql(callerOf(request), request.params.pk, request.body),
  );
}
