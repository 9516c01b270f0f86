// The names of Superset's data permissions (security manager get_database_perm, get_schema_perm,
// get_dataset_perm): `database_access` on `[examples].(id:1)`, `schema_access` on
// `[examples].[main]`, `datasource_access` on `[examples].[sales](id:3)`, and the all-access
// pairs. Pure: the server keeps one pair per database, schema and dataset under these names, and
// the SPA shows them in the role editor.

export const DATABASE_ACCESS = 'database_access';
export const SCHEMA_ACCESS = 'schema_access';
export const DATASOURCE_ACCESS = 'datasource_access';
export const ALL_DATABASE_ACCESS = 'all_database_access';
export const ALL_DATASOURCE_ACCESS = 'all_datasource_access';

export function databasePermissionView(databaseName: string, databaseId: number): string {
  return `[${databaseName}].(id:${databaseId})`;
}

export function schemaPermissionView(databaseName: string, schema: string): string {
  return `[${databaseName}].[${schema}]`;
}

export function datasetPermissionView(databaseName: string, tableName: string, datasetId: number): string {
  return `[${databaseName}].[${tableName}](id:${datasetId})`;
}

/** The id at the end of a database or dataset permission view (`…(id:7)`), else null. */
export function permissionViewId(view: string): number | null {
  const match = /\(id:(\d+)\)$/.exec(view);
  return match ? Number(match[1]) : null;
}

/** The database and schema of a schema permission view (`[db].[schema]`), else null. */
export function schemaOfPermissionView(view: string): { databaseName: string; schema: string } | null {
  const match = /^\[(.*)\]\.\[(.*)\]$/.exec(view);
  if (!match || view.endsWith(')')) return null;
  return { databaseName: match[1] as string, schema: match[2] as string };
}
