// What SQL Lab and the pickers read from a connected database: schemas, catalogs, tables,
// table metadata, SELECT * and function names, and SQL validation. All need can_read on Database.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type {
  CatalogsQuery,
  SchemasQuery,
  TableQuery,
  TablesQuery,
} from '../services/databases/databaseMetadata.ts';
import type { Services } from '../services/services.ts';
import type { ValidateSqlPayload } from '../services/sqllab/validateSql.ts';
import type { DatabasePk } from './database.ts';

interface TableRequest {
  Params: { pk: number };
  Querystring: TableQuery;
}

interface SelectStarRequest {
  Params: { pk: number; table_name: string; schema_name?: string };
}

export function registerDatabaseMetadataRoutes(app: FastifyInstance, services: Services): void {
  const databases = services.databases;

  app.get<DatabasePk>('/api/v1/database/:pk/schemas/', async (request) =>
    databases.schemas(request.params.pk, request.risonQuery as SchemasQuery | undefined),
  );
  app.get<DatabasePk>('/api/v1/database/:pk/catalogs/', async (request) =>
    databases.catalogs(request.params.pk, request.risonQuery as CatalogsQuery | undefined),
  );
  app.get<DatabasePk>('/api/v1/database/:pk/tables/', async (request) =>
    databases.tables(request.params.pk, request.risonQuery as TablesQuery),
  );
  app.get<TableRequest>('/api/v1/database/:pk/table_metadata/', async (request) =>
    databases.tableMetadata(request.params.pk, request.query),
  );
  app.get<TableRequest>('/api/v1/database/:pk/table_metadata/extra/', async (request) =>
    databases.tableExtraMetadata(request.params.pk),
  );
  app.get<SelectStarRequest>('/api/v1/database/:pk/select_star/:table_name/', async (request) =>
    databases.selectStar(request.params.pk, request.params.table_name, null),
  );
  app.get<SelectStarRequest>('/api/v1/database/:pk/select_star/:table_name/:schema_name/', async (request) =>
    databases.selectStar(request.params.pk, request.params.table_name, request.params.schema_name ?? null),
  );
  app.get<DatabasePk>('/api/v1/database/:pk/function_names/', async (request) =>
    databases.functionNames(request.params.pk),
  );
  app.post<DatabasePk>('/api/v1/database/:pk/validate_sql/', async (request) =>
    services.sqlLab.validateSql(principalOf(request), request.params.pk, request.body as ValidateSqlPayload),
  );
}
