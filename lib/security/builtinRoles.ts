// The builtin roles and their (permission, view) pairs, as Superset 3.1's security manager
// (superset/security/manager.py) assigns them. Superset gives a role every pair except those its
// sets reserve to other roles:
//
//   Admin    every pair below (and passes every check anyway)
//   Alpha    everything but ADMIN_ONLY_* and SQLLAB_ONLY_PERMISSIONS: Gamma + ALPHA_ONLY_PAIRS
//   Gamma    everything but ADMIN_ONLY_*, ALPHA_ONLY_*, writes on GAMMA_READ_ONLY_MODEL_VIEWS and
//            SQL Lab: reads, writes, exports and shares charts, dashboards and tags; only reads
//            datasets, datasources and databases
//   sql_lab  SQL Lab: SQLLAB_ONLY_PERMISSIONS + SQLLAB_EXTRA_PERMISSION_VIEWS (and the views
//            SQL Lab's pages call: tab state, table schema, permalinks, my queries)
//   Public   nothing (grant pairs to it by hand to open dashboards to anonymous users)
//
// Superset's sets, for reference (3.1 unless noted):
//   READ_ONLY_MODEL_VIEWS        Database, DynamicPlugin: beyond READ_ONLY_PERMISSION, Admin only
//   GAMMA_READ_ONLY_MODEL_VIEWS  Dataset, Datasource + READ_ONLY_MODEL_VIEWS: Gamma only reads
//   READ_ONLY_PERMISSION         can_read, can_show, can_list, can_get, can_external_metadata,
//                                can_external_metadata_by_name
//   ADMIN_ONLY_VIEW_MENUS        Security, List Users, List Roles, Log, Action Log, Row Level
//                                Security, ... (4.0 adds the security REST APIs: User, Role, ...)
//   ADMIN_ONLY_PERMISSIONS       can_set_embedded, can_warm_up_cache, can_grant_guest_token,
//                                all_query_access, can_update_role
//   ALPHA_ONLY_VIEW_MENUS        Manage, CSS Templates, CssTemplate, Annotation Layers, Annotation,
//                                Alerts & Report, ReportSchedule, ImportExportRestApi, Queries,
//                                TableSchemaView, Upload a CSV and the upload views
//   ALPHA_ONLY_PMVS (4.1)        (can_upload, Database), which replaced 3.1's upload views
//   ALPHA_ONLY_PERMISSIONS       all_database_access, all_datasource_access, muldelete
//   SQLLAB_ONLY_PERMISSIONS      SavedQuery, Query, SQLLab, TabStateView, can_sqllab*, SQL menus
//
// This file is data: change a role here and the next `loupe migrate` / `loupe serve` syncs the
// metadata database. tests/server/services/security/builtinRoles.test.ts checks Gamma and Alpha
// against the sets above; the mocks (mocks/fixtures/roles.ts) serve the same roles.

export type PermissionViewPair = readonly [permission: string, view: string];

function on(view: string, ...permissions: string[]): PermissionViewPair[] {
  return permissions.map((permission) => [permission, view] as const);
}

function menus(...views: string[]): PermissionViewPair[] {
  return views.map((view) => ['menu_access', view] as const);
}

/** Gamma: every pair no Superset set reserves to Alpha, Admin or SQL Lab. */
export const GAMMA_PAIRS: readonly PermissionViewPair[] = [
  // Content views in no restricted set: read, write (owners still decide who edits what), export.
  ...on('Chart', 'can_read', 'can_write', 'can_export'),
  ...on('Dashboard', 'can_read', 'can_write', 'can_export', 'can_cache_dashboard_screenshot'),
  ...on('Tag', 'can_read', 'can_write', 'can_bulk_create'),
  // GAMMA_READ_ONLY_MODEL_VIEWS: READ_ONLY_PERMISSION only.
  ...on('Dataset', 'can_read'),
  ...on('Datasource', 'can_get', 'can_external_metadata', 'can_external_metadata_by_name'),
  ...on('Database', 'can_read'),
  ...on('DynamicPlugin', 'can_list', 'can_show'),
  // Explore and dashboards: form data, permalinks and native filter state are read and written.
  ...on('Explore', 'can_read'),
  ...on('ExploreFormDataRestApi', 'can_read', 'can_write'),
  ...on('ExplorePermalinkRestApi', 'can_read', 'can_write'),
  ...on('DashboardFilterStateRestApi', 'can_read', 'can_write'),
  ...on('DashboardPermalinkRestApi', 'can_read', 'can_write'),
  ...on('Api', 'can_query', 'can_query_form_data', 'can_time_range'),
  ...on('AsyncEventsRestApi', 'can_list'),
  // The CSRF token (can_grant_guest_token on the same view is in ADMIN_ONLY_PERMISSIONS).
  ...on('SecurityRestApi', 'can_read'),
  // The Superset view, except can_sqllab* (SQLLAB_ONLY_PERMISSIONS) and can_warm_up_cache
  // (ADMIN_ONLY_PERMISSIONS).
  ...on(
    'Superset',
    'can_csv',
    'can_dashboard',
    'can_dashboard_permalink',
    'can_explore',
    'can_explore_json',
    'can_fetch_datasource_metadata',
    'can_log',
    'can_read',
    'can_share_chart',
    'can_share_dashboard',
    'can_slice',
  ),
  ...menus('Home', 'Data', 'Databases', 'Dashboards', 'Charts', 'Datasets', 'Tags'),
];

/** What Alpha holds on top of Gamma: Superset's _is_alpha_only pairs. */
export const ALPHA_ONLY_PAIRS: readonly PermissionViewPair[] = [
  // GAMMA_READ_ONLY_MODEL_VIEWS beyond READ_ONLY_PERMISSION: changing datasets and datasources.
  ...on('Dataset', 'can_write', 'can_export', 'can_duplicate', 'can_get_or_create_dataset'),
  ...on('Datasource', 'can_save', 'can_samples'),
  // ALPHA_ONLY_PMVS: uploading files into a database (not writing the database itself).
  ...on('Database', 'can_upload'),
  // ALPHA_ONLY_VIEW_MENUS.
  ...on('CssTemplate', 'can_read', 'can_write'),
  ...on('Annotation', 'can_read', 'can_write'),
  ...on('ReportSchedule', 'can_read', 'can_write'),
  ...on('ImportExportRestApi', 'can_export', 'can_import_'),
  ...menus(
    'Manage',
    'CSS Templates',
    'Annotation Layers',
    'Alerts & Report',
    // Superset 3.1 lists only 'Upload a CSV' (the columnar and Excel menus lead to its
    // alpha-only upload views); all three upload menus stay with Alpha here.
    'Upload a CSV',
    'Upload a Columnar file',
    'Upload Excel',
  ),
  // ALPHA_ONLY_PERMISSIONS.
  ...on('all_database_access', 'all_database_access'),
  ...on('all_datasource_access', 'all_datasource_access'),
];

/**
 * The sql_lab role: SQL Lab's own pairs, which neither Gamma nor Alpha hold
 * (SQLLAB_ONLY_PERMISSIONS), and the SQLLAB_EXTRA_PERMISSION_VIEWS they share (can_read on
 * Database and Superset, can_csv).
 */
export const SQL_LAB_PAIRS: readonly PermissionViewPair[] = [
  ...on('Database', 'can_read'),
  ...on('SavedQuery', 'can_read', 'can_write', 'can_export'),
  ...on('Query', 'can_read'),
  ...on(
    'SQLLab',
    'can_read',
    'can_execute_sql_query',
    'can_get_results',
    'can_export_csv',
    'can_estimate_query_cost',
    'can_format_sql',
  ),
  ...on('SqlLab', 'can_my_queries'),
  ...on('SqlLabPermalinkRestApi', 'can_read', 'can_write'),
  ...on(
    'TabStateView',
    'can_activate',
    'can_delete',
    'can_delete_query',
    'can_get',
    'can_migrate_query',
    'can_post',
    'can_put',
  ),
  ...on('TableSchemaView', 'can_delete', 'can_expanded', 'can_post'),
  ...on('Superset', 'can_sqllab', 'can_sqllab_history', 'can_csv', 'can_read'),
  ...menus('SQL Lab', 'SQL Editor', 'Saved Queries', 'Query Search'),
];

/** Pairs only Admin holds: Superset's _is_admin_only pairs. */
export const ADMIN_ONLY_PAIRS: readonly PermissionViewPair[] = [
  // READ_ONLY_MODEL_VIEWS beyond READ_ONLY_PERMISSION: connecting, changing, exporting databases.
  ...on('Database', 'can_write', 'can_export'),
  // ADMIN_ONLY_PERMISSIONS.
  ...on('Dashboard', 'can_set_embedded'),
  ...on('Dataset', 'can_warm_up_cache'),
  ...on('Superset', 'can_warm_up_cache'),
  ...on('SecurityRestApi', 'can_grant_guest_token'),
  ...on('all_query_access', 'all_query_access'),
  // ADMIN_ONLY_VIEW_MENUS (User and Role: the security REST APIs Superset 4.0 guards).
  ...on('Log', 'can_read', 'can_write'),
  ...on('Row Level Security', 'can_read', 'can_write'),
  ...on('User', 'can_read', 'can_write'),
  ...on('Role', 'can_read', 'can_write'),
  // Superset 4's FAB security API: listing permissions, resources (view menus) and their pairs.
  ...on('Permission', 'can_read'),
  ...on('ViewMenu', 'can_read'),
  ...on('PermissionViewMenu', 'can_read'),
  ...menus('Security', 'List Users', 'List Roles', 'Action Log', 'Row Level Security'),
];

export const ADMIN_ROLE = 'Admin';
export const PUBLIC_ROLE = 'Public';

/** Every pair Loupe knows, in a stable order without duplicates: what Admin holds. */
export const ALL_PAIRS: readonly PermissionViewPair[] = uniquePairs([
  ...GAMMA_PAIRS,
  ...ALPHA_ONLY_PAIRS,
  ...SQL_LAB_PAIRS,
  ...ADMIN_ONLY_PAIRS,
]);

/**
 * Role name → its pairs. Builtin roles other than Public are kept exactly as defined here;
 * Public is created empty once and then left to the administrators.
 */
export const BUILTIN_ROLES: Readonly<Record<string, readonly PermissionViewPair[]>> = {
  [ADMIN_ROLE]: ALL_PAIRS,
  Alpha: uniquePairs([...GAMMA_PAIRS, ...ALPHA_ONLY_PAIRS]),
  Gamma: uniquePairs(GAMMA_PAIRS),
  sql_lab: uniquePairs(SQL_LAB_PAIRS),
  [PUBLIC_ROLE]: [],
};

export function pairKey([permission, view]: PermissionViewPair): string {
  return `${permission}\u0000${view}`;
}

function uniquePairs(pairs: readonly PermissionViewPair[]): PermissionViewPair[] {
  const seen = new Set<string>();
  return pairs.filter((pair) => {
    const key = pairKey(pair);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
