import { describe, expect, it } from 'vitest';
import {
  ALL_PAIRS,
  BUILTIN_ROLES,
  type PermissionViewPair,
  pairKey,
} from '../../../../server/services/security/builtinRoles.ts';

const has = (role: string, permission: string, view: string) =>
  (BUILTIN_ROLES[role] ?? []).some(([p, v]) => p === permission && v === view);
const keys = (pairs: readonly PermissionViewPair[]) => new Set(pairs.map(pairKey));

describe('builtin roles', () => {
  it('gives Admin every pair, without duplicates', () => {
    expect(keys(ALL_PAIRS).size).toBe(ALL_PAIRS.length);
    expect(BUILTIN_ROLES.Admin).toEqual(ALL_PAIRS);
  });

  it('makes Alpha a superset of Gamma', () => {
    const alpha = keys(BUILTIN_ROLES.Alpha ?? []);
    for (const pair of BUILTIN_ROLES.Gamma ?? []) expect(alpha.has(pairKey(pair)), pair.join()).toBe(true);
  });

  it('lets Gamma read content but not write it', () => {
    for (const view of ['Dashboard', 'Chart', 'Dataset', 'Database']) {
      expect(has('Gamma', 'can_read', view), view).toBe(true);
      expect(has('Gamma', 'can_write', view), view).toBe(false);
    }
    expect(has('Gamma', 'can_csv', 'Superset')).toBe(false);
    expect(has('Gamma', 'can_explore', 'Superset')).toBe(true);
    expect(has('Gamma', 'can_share_dashboard', 'Superset')).toBe(true);
  });

  it('lets Alpha write content, download CSV and upload, but not write databases or security', () => {
    for (const view of [
      'Dashboard',
      'Chart',
      'Dataset',
      'Tag',
      'ReportSchedule',
      'CssTemplate',
      'AnnotationLayer',
    ]) {
      expect(has('Alpha', 'can_write', view), view).toBe(true);
    }
    expect(has('Alpha', 'can_csv', 'Superset')).toBe(true);
    expect(has('Alpha', 'can_upload', 'Database')).toBe(true);
    expect(has('Alpha', 'can_write', 'Database')).toBe(false);
    expect(has('Alpha', 'can_write', 'User')).toBe(false);
    expect(has('Alpha', 'can_read', 'Log')).toBe(false);
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
