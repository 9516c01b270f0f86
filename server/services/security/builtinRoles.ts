// The builtin roles and their (permission, view) pairs, modeled on Superset 3.1/4's security
// manager (ADMIN_ONLY_*, ALPHA_ONLY_*, GAMMA_READ_ONLY_*, SQLLAB_* sets). This file is data:
// change a role here and the next `loupe migrate` / `loupe serve` syncs the metadata database.
//
//   Admin    every pair below (and passes every check anyway)
//   Alpha    Gamma + writing content, exports, imports, CSV download, uploads, all data access;
//            not security, not writing databases, not SQL Lab (that is the sql_lab role)
//   Gamma    reading content: dashboards, charts, datasets, databases, tags; explore and share
//   sql_lab  SQL Lab: run queries, saved queries, query history, tab state
//   Public   nothing (grant pairs to it by hand to open dashboards to anonymous users)

export type PermissionViewPair = readonly [permission: string, view: string];

function on(view: string, ...permissions: string[]): PermissionViewPair[] {
  return permissions.map((permission) => [permission, view] as const);
}

function menus(...views: string[]): PermissionViewPair[] {
  return views.map((view) => ['menu_access', view] as const);
}

export const GAMMA_PAIRS: readonly PermissionViewPair[] = [
  ...on('Chart', 'can_read'),
  ...on('Dashboard', 'can_read'),
  ...on('Dataset', 'can_read'),
  ...on('Database', 'can_read'),
  ...on('Tag', 'can_read'),
  ...on('Explore', 'can_read'),
  ...on('ExploreFormDataRestApi', 'can_read', 'can_write'),
  ...on('ExplorePermalinkRestApi', 'can_read', 'can_write'),
  ...on('DashboardFilterStateRestApi', 'can_read', 'can_write'),
  ...on('DashboardPermalinkRestApi', 'can_read', 'can_write'),
  ...on('Api', 'can_query', 'can_query_form_data', 'can_time_range'),
  ...on('AsyncEventsRestApi', 'can_list'),
  ...on('Datasource', 'can_get', 'can_samples', 'can_external_metadata', 'can_external_metadata_by_name'),
  ...on('DynamicPlugin', 'can_list', 'can_show'),
  ...on(
    'Superset',
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
  ...menus('Home', 'Dashboards', 'Charts', 'Datasets', 'Tags'),
];

/** What Alpha has on top of Gamma. */
export const ALPHA_EXTRA_PAIRS: readonly PermissionViewPair[] = [
  ...on('Chart', 'can_write', 'can_export'),
  ...on(
    'Dashboard',
    'can_write',
    'can_export',
    'can_get_embedded',
    'can_delete_embedded',
    'can_cache_dashboard_screenshot',
  ),
  ...on('Dataset', 'can_write', 'can_export', 'can_duplicate', 'can_get_or_create_dataset'),
  ...on('Database', 'can_upload'),
  ...on('Tag', 'can_write', 'can_bulk_create'),
  ...on('CssTemplate', 'can_read', 'can_write'),
  ...on('AnnotationLayer', 'can_read', 'can_write'),
  ...on('ReportSchedule', 'can_read', 'can_write'),
  ...on('Datasource', 'can_save'),
  ...on('ImportExportRestApi', 'can_export', 'can_import_'),
  ...on('Superset', 'can_csv'),
  ...on('all_database_access', 'all_database_access'),
  ...on('all_datasource_access', 'all_datasource_access'),
  ...menus(
    'Data',
    'Databases',
    'Manage',
    'CSS Templates',
    'Annotation Layers',
    'Alerts & Report',
    'Upload a CSV',
    'Upload a Columnar file',
    'Upload Excel',
  ),
];

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

/** Pairs only Admin holds: security, writing databases, logs, embedding, all queries. */
export const ADMIN_ONLY_PAIRS: readonly PermissionViewPair[] = [
  ...on('Database', 'can_write', 'can_export'),
  ...on('Dashboard', 'can_set_embedded'),
  ...on('Dataset', 'can_warm_up_cache'),
  ...on('Log', 'can_read', 'can_write'),
  ...on('RowLevelSecurity', 'can_read', 'can_write'),
  ...on('SecurityRestApi', 'can_read', 'can_grant_guest_token'),
  ...on('User', 'can_read', 'can_write'),
  ...on('Role', 'can_read', 'can_write'),
  ...on('Superset', 'can_warm_up_cache'),
  ...on('all_query_access', 'all_query_access'),
  ...menus('Security', 'List Users', 'List Roles', 'Action Log', 'Row Level Security'),
];

export const ADMIN_ROLE = 'Admin';
export const PUBLIC_ROLE = 'Public';

/** Every pair Loupe knows, in a stable order without duplicates: what Admin holds. */
export const ALL_PAIRS: readonly PermissionViewPair[] = uniquePairs([
  ...GAMMA_PAIRS,
  ...ALPHA_EXTRA_PAIRS,
  ...SQL_LAB_PAIRS,
  ...ADMIN_ONLY_PAIRS,
]);

/**
 * Role name → its pairs. Builtin roles other than Public are kept exactly as defined here;
 * Public is created empty once and then left to the administrators.
 */
export const BUILTIN_ROLES: Readonly<Record<string, readonly PermissionViewPair[]>> = {
  [ADMIN_ROLE]: ALL_PAIRS,
  Alpha: uniquePairs([...GAMMA_PAIRS, ...ALPHA_EXTRA_PAIRS]),
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
