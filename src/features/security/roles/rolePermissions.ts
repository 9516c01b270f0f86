// A role's permissions as the Roles page shows them: each (permission, view) pair as FAB writes
// it ('can read on Dataset', 'datasource access on [examples].[birth_names](id:1)'), searched by
// that text, and which builtin roles keep the pairs Loupe gives them.
import type { components } from '../../../api/schema.gen.ts';
import type { SecurityRole } from '../securityQueries.ts';

export type PermissionResource = components['schemas']['PermissionResource'];

export interface PairRow {
  id: number;
  permission: string;
  view: string;
}

/** The permission's words ('can_read' → 'can read'). */
export function permissionWords(permission: string): string {
  return permission.replace(/_/g, ' ');
}

export function pairRows(pairs: readonly PermissionResource[]): PairRow[] {
  return pairs.map((pair) => ({
    id: pair.id,
    permission: permissionWords(pair.permission.name),
    view: pair.view_menu.name,
  }));
}

/** Rows whose text contains every word of the search (case-insensitive). */
export function matchingPairs(rows: readonly PairRow[], search: string): PairRow[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = `${row.permission} on ${row.view}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Admin, Alpha, Gamma and sql_lab keep Loupe's pairs (the contract's 422); Public and created roles change. */
export function hasFixedPermissions(role: SecurityRole): boolean {
  return role.builtin && role.name !== 'Public';
}
