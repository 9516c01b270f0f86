// Who may reach which data, as Superset 3.1's security manager decides it from the caller's
// permission pairs: all_database_access / all_datasource_access (Admin holds everything),
// database_access on `[name].(id:N)`, schema_access on `[db].[schema]`, datasource_access on
// `[db].[table](id:N)`; owners of a dataset reach it too. can_access_database, can_access_schema
// and the database list's DatabaseFilter live here; the dataset rule is datasets/datasetAccess.ts.
import {
  ALL_DATABASE_ACCESS,
  ALL_DATASOURCE_ACCESS,
  DATABASE_ACCESS,
  DATASOURCE_ACCESS,
  permissionViewId,
  SCHEMA_ACCESS,
  schemaOfPermissionView,
} from '../../../lib/security/dataPermissions.ts';
import { can, type Principal } from './principal.ts';

export interface DataGrants {
  /** all_database_access (Admin too). */
  allDatabases: boolean;
  /** all_datasource_access (Admin too). */
  allDatasources: boolean;
  databaseIds: ReadonlySet<number>;
  datasetIds: ReadonlySet<number>;
  /** schema_access: `[db].[schema]` as database name and schema. */
  schemas: ReadonlyArray<{ databaseName: string; schema: string }>;
}

const grantsByPrincipal = new WeakMap<Principal, DataGrants>();

export function dataGrantsOf(principal: Principal): DataGrants {
  let grants = grantsByPrincipal.get(principal);
  if (grants) return grants;
  const databaseIds = new Set<number>();
  const datasetIds = new Set<number>();
  const schemas: Array<{ databaseName: string; schema: string }> = [];
  for (const pairs of principal.roles.values()) {
    for (const [permission, view] of pairs) {
      if (permission === DATABASE_ACCESS || permission === DATASOURCE_ACCESS) {
        const id = permissionViewId(view);
        if (id !== null) (permission === DATABASE_ACCESS ? databaseIds : datasetIds).add(id);
      } else if (permission === SCHEMA_ACCESS) {
        const schema = schemaOfPermissionView(view);
        if (schema) schemas.push(schema);
      }
    }
  }
  grants = {
    allDatabases: can(principal, ALL_DATABASE_ACCESS, ALL_DATABASE_ACCESS),
    allDatasources: can(principal, ALL_DATASOURCE_ACCESS, ALL_DATASOURCE_ACCESS),
    databaseIds,
    datasetIds,
    schemas,
  };
  grantsByPrincipal.set(principal, grants);
  return grants;
}

export interface DatabaseFacts {
  id: number;
  database_name: string;
}

/** Superset's can_access_database: every table of the database, through SQL too. */
export function canAccessDatabase(principal: Principal, database: DatabaseFacts): boolean {
  const grants = dataGrantsOf(principal);
  return grants.allDatasources || grants.allDatabases || grants.databaseIds.has(database.id);
}

/** Superset's can_access_schema: every table of one schema of the database. */
export function canAccessSchema(
  principal: Principal,
  database: DatabaseFacts,
  schema: string | null,
): boolean {
  if (canAccessDatabase(principal, database)) return true;
  if (schema === null) return false;
  return dataGrantsOf(principal).schemas.some(
    (entry) => entry.databaseName === database.database_name && entry.schema === schema,
  );
}

/**
 * Superset's DatabaseFilter, as a list condition: null when every database is visible, else the
 * databases granted by database_access, those named by a schema_access, and those holding a
 * dataset granted by datasource_access.
 */
export interface VisibleDatabases {
  databaseIds: readonly number[];
  databaseNames: readonly string[];
  datasetIds: readonly number[];
}

export function visibleDatabases(principal: Principal): VisibleDatabases | null {
  const grants = dataGrantsOf(principal);
  if (grants.allDatabases || grants.allDatasources) return null;
  return {
    databaseIds: [...grants.databaseIds],
    databaseNames: [...new Set(grants.schemas.map((entry) => entry.databaseName))],
    datasetIds: [...grants.datasetIds],
  };
}

/** The schemas of the database the caller may see, in the order given (Superset's get_schemas_accessible_by_user). */
export function accessibleSchemas(
  principal: Principal,
  database: DatabaseFacts,
  schemas: readonly string[],
  datasetSchemas: readonly string[],
): string[] {
  if (canAccessDatabase(principal, database)) return [...schemas];
  const granted = new Set(datasetSchemas);
  for (const entry of dataGrantsOf(principal).schemas) {
    if (entry.databaseName === database.database_name) granted.add(entry.schema);
  }
  return schemas.filter((schema) => granted.has(schema));
}
