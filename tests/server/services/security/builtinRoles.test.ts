import { describe, expect, it } from 'vitest';
import {
  ALL_PAIRS,
  BUILTIN_ROLES,
  type PermissionViewPair,
  pairKey,
} from '../../../../lib/security/builtinRoles.ts';

const has = (role: string, permission: string, view: string) =>
  (BUILTIN_ROLES[role] ?? []).some(([p, v]) => p === permission && v === view);
const keys = (pairs: readonly PermissionViewPair[]) => new Set(pairs.map(pairKey));

// Superset 3.1's sets (superset/security/manager.py, SupersetSecurityManager), plus the later
// additions Loupe follows: ALPHA_ONLY_PMVS (4.1, can_upload on Database) and the security REST
// APIs guarded in ADMIN_ONLY_VIEW_MENUS (4.0).
const READ_ONLY_MODEL_VIEWS = new Set(['Database', 'DynamicPlugin']);
const GAMMA_READ_ONLY_MODEL_VIEWS = new Set(['Dataset', 'Datasource', ...READ_ONLY_MODEL_VIEWS]);
const READ_ONLY_PERMISSION = new Set([
  'can_show',
  'can_list',
  'can_get',
  'can_external_metadata',
  'can_external_metadata_by_name',
  'can_read',
]);
const USER_MODEL_VIEWS = [
  'RegisterUserModelView',
  'UserDBModelView',
  'UserLDAPModelView',
  'UserInfoEditView',
  'UserOAuthModelView',
  'UserOIDModelView',
  'UserRemoteUserModelView',
];
const ADMIN_ONLY_VIEW_MENUS = new Set([
  'Access Requests',
  'Action Log',
  'Log',
  'List Users',
  'List Roles',
  'ResetPasswordView',
  'RoleModelView',
  'Row Level Security',
  'Row Level Security Filters',
  'RowLevelSecurityFiltersModelView',
  'Security',
  'SQL Lab',
  'User Registrations',
  "User's Statistics",
  ...USER_MODEL_VIEWS,
  // 4.0: "Guarding all AB_ADD_SECURITY_API = True REST APIs"
  'Role',
  'Permission',
  'PermissionViewMenu',
  'ViewMenu',
  'User',
]);
const ALPHA_ONLY_VIEW_MENUS = new Set([
  'Alerts & Report',
  'Annotation Layers',
  'Annotation',
  'CSS Templates',
  'ColumnarToDatabaseView',
  'CssTemplate',
  'CsvToDatabaseView',
  'ExcelToDatabaseView',
  'Import dashboards',
  'ImportExportRestApi',
  'Manage',
  'Queries',
  'ReportSchedule',
  'TableSchemaView',
  'Upload a CSV',
]);
const ALPHA_ONLY_PMVS = new Set([pairKey(['can_upload', 'Database'])]);
const ADMIN_ONLY_PERMISSIONS = new Set([
  'can_update_role',
  'all_query_access',
  'can_grant_guest_token',
  'can_set_embedded',
  'can_warm_up_cache',
]);
const ALPHA_ONLY_PERMISSIONS = new Set(['muldelete', 'all_database_access', 'all_datasource_access']);
const SQLLAB_ONLY_PERMISSIONS = keys([
  ['can_read', 'SavedQuery'],
  ['can_write', 'SavedQuery'],
  ['can_export', 'SavedQuery'],
  ['can_read', 'Query'],
  ['can_export_csv', 'Query'],
  ['can_get_results', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_estimate_query_cost', 'SQL Lab'],
  ['can_export_csv', 'SQLLab'],
  ['can_read', 'SQLLab'],
  ['can_sqllab_history', 'Superset'],
  ['can_sqllab', 'Superset'],
  ['can_test_conn', 'Superset'],
  ['can_activate', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_post', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
]);

/** Superset's _is_admin_only. */
function isAdminOnly([permission, view]: PermissionViewPair): boolean {
  if (ALPHA_ONLY_PMVS.has(pairKey([permission, view]))) return false;
  if (READ_ONLY_MODEL_VIEWS.has(view) && !READ_ONLY_PERMISSION.has(permission)) return true;
  return ADMIN_ONLY_VIEW_MENUS.has(view) || ADMIN_ONLY_PERMISSIONS.has(permission);
}

/** Superset's _is_alpha_only. */
function isAlphaOnly([permission, view]: PermissionViewPair): boolean {
  if (GAMMA_READ_ONLY_MODEL_VIEWS.has(view) && !READ_ONLY_PERMISSION.has(permission)) return true;
  if (ALPHA_ONLY_PMVS.has(pairKey([permission, view]))) return true;
  return ALPHA_ONLY_VIEW_MENUS.has(view) || ALPHA_ONLY_PERMISSIONS.has(permission);
}

// Where Loupe knowingly differs from Superset 3.1:
// - SQL Lab belongs to the sql_lab role alone: Superset's SQLLAB_ONLY_PERMISSIONS misses a few
//   pairs of SQL Lab's own views (can_my_queries on SqlLab, the SQL Lab permalinks, can_format_sql,
//   can_estimate_query_cost on SQLLab, whose Superset entry names 'SQL Lab'), and puts
//   TableSchemaView among the Alpha views; here none of them reach Gamma or Alpha.
// - The columnar and Excel upload menus stay with Alpha, like 'Upload a CSV'.
const SQL_LAB_VIEWS = new Set([
  'SQLLab',
  'SqlLab',
  'SqlLabPermalinkRestApi',
  'TabStateView',
  'TableSchemaView',
  'SavedQuery',
  'Query',
]);
const ALPHA_UPLOAD_MENUS = keys([
  ['menu_access', 'Upload a Columnar file'],
  ['menu_access', 'Upload Excel'],
]);
const isSqlLabOnly = (pair: PermissionViewPair) =>
  SQLLAB_ONLY_PERMISSIONS.has(pairKey(pair)) || SQL_LAB_VIEWS.has(pair[1]);

/** Superset's _is_alpha_pvm, with Loupe's SQL Lab rule. */
const isAlphaPair = (pair: PermissionViewPair) => !isAdminOnly(pair) && !isSqlLabOnly(pair);
/** Superset's _is_gamma_pvm, with Loupe's SQL Lab and upload menu rules. */
const isGammaPair = (pair: PermissionViewPair) =>
  isAlphaPair(pair) && !isAlphaOnly(pair) && !ALPHA_UPLOAD_MENUS.has(pairKey(pair));

describe('builtin roles', () => {
  it('gives Admin every pair, without duplicates', () => {
    expect(keys(ALL_PAIRS).size).toBe(ALL_PAIRS.length);
    expect(BUILTIN_ROLES.Admin).toEqual(ALL_PAIRS);
  });

  it('makes Alpha a superset of Gamma', () => {
    const alpha = keys(BUILTIN_ROLES.Alpha ?? []);
    for (const pair of BUILTIN_ROLES.Gamma ?? []) expect(alpha.has(pairKey(pair)), pair.join()).toBe(true);
  });

  it("gives Gamma exactly the pairs Superset 3.1's security manager gives it", () => {
    const expected = ALL_PAIRS.filter(isGammaPair).map(pairKey).sort();
    expect((BUILTIN_ROLES.Gamma ?? []).map(pairKey).sort()).toEqual(expected);
  });

  it("gives Alpha exactly the pairs Superset 3.1's security manager gives it", () => {
    const expected = ALL_PAIRS.filter(isAlphaPair).map(pairKey).sort();
    expect((BUILTIN_ROLES.Alpha ?? []).map(pairKey).sort()).toEqual(expected);
  });

  it('lets Gamma read content and write charts, dashboards and tags', () => {
    for (const view of ['Dashboard', 'Chart', 'Dataset', 'Database', 'Tag']) {
      expect(has('Gamma', 'can_read', view), view).toBe(true);
    }
    for (const view of ['Dashboard', 'Chart', 'Tag'])
      expect(has('Gamma', 'can_write', view), view).toBe(true);
    for (const [permission, view] of [
      ['can_write', 'ExploreFormDataRestApi'],
      ['can_write', 'ExplorePermalinkRestApi'],
      ['can_write', 'DashboardPermalinkRestApi'],
      ['can_write', 'DashboardFilterStateRestApi'],
      ['can_csv', 'Superset'],
      ['can_explore', 'Superset'],
      ['can_explore_json', 'Superset'],
      ['can_share_chart', 'Superset'],
      ['can_share_dashboard', 'Superset'],
    ] as const) {
      expect(has('Gamma', permission, view), `${permission} ${view}`).toBe(true);
    }
  });

  it('keeps Gamma read-only on datasets, datasources and databases, and out of Alpha and SQL Lab', () => {
    for (const view of ['Dataset', 'Database']) expect(has('Gamma', 'can_write', view), view).toBe(false);
    for (const [permission, view] of [
      ['can_save', 'Datasource'],
      ['can_samples', 'Datasource'],
      ['can_upload', 'Database'],
      ['can_export', 'Database'],
      ['all_database_access', 'all_database_access'],
      ['all_datasource_access', 'all_datasource_access'],
      ['can_read', 'ReportSchedule'],
      ['can_read', 'Annotation'],
      ['can_read', 'CssTemplate'],
      ['can_import_', 'ImportExportRestApi'],
      ['can_post', 'TableSchemaView'],
      ['menu_access', 'Alerts & Report'],
      ['menu_access', 'Upload a CSV'],
      ['can_sqllab', 'Superset'],
      ['can_execute_sql_query', 'SQLLab'],
      ['can_read', 'SavedQuery'],
      ['can_read', 'Query'],
    ] as const) {
      expect(has('Gamma', permission, view), `${permission} ${view}`).toBe(false);
    }
  });

  it('lets Alpha write content, download CSV and upload, but not write databases or security', () => {
    for (const view of [
      'Dashboard',
      'Chart',
      'Dataset',
      'Tag',
      'ReportSchedule',
      'CssTemplate',
      'Annotation',
    ]) {
      expect(has('Alpha', 'can_write', view), view).toBe(true);
    }
    expect(has('Alpha', 'can_csv', 'Superset')).toBe(true);
    expect(has('Alpha', 'can_upload', 'Database')).toBe(true);
    expect(has('Alpha', 'all_datasource_access', 'all_datasource_access')).toBe(true);
    expect(has('Alpha', 'can_write', 'Database')).toBe(false);
    expect(has('Alpha', 'can_write', 'User')).toBe(false);
    expect(has('Alpha', 'can_read', 'Log')).toBe(false);
    expect(has('Alpha', 'can_set_embedded', 'Dashboard')).toBe(false);
    expect(has('Alpha', 'can_sqllab', 'Superset')).toBe(false);
  });

  it('gives sql_lab what SQL Lab needs', () => {
    for (const [permission, view] of [
      ['can_read', 'Database'],
      ['can_sqllab', 'Superset'],
      ['can_read', 'SavedQuery'],
      ['can_write', 'SavedQuery'],
      ['can_read', 'Query'],
      ['can_execute_sql_query', 'SQLLab'],
      ['menu_access', 'SQL Lab'],
    ] as const) {
      expect(has('sql_lab', permission, view), `${permission} ${view}`).toBe(true);
    }
  });

  it('leaves Public empty', () => {
    expect(BUILTIN_ROLES.Public).toEqual([]);
  });
});
