// Row level security as Superset applies it (security manager get_rls_filters and the dataset's
// get_sqla_row_level_filters): a Regular rule applies to users holding one of its roles, a Base
// rule to everyone holding none of them (Admin included: RLS knows no exception). Clauses with
// the same group key are ORed, the groups and the clauses without a key ANDed. A clause may use
// the SQL templates (current_username() …) as custom SQL does; the compiler checks each one as
// custom SQL (sub-queries, several statements and DML refused).
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  type DatasetRlsRule,
  rlsRulesOfDataset,
} from '../../store/repositories/rowLevelSecurityRepository.ts';
import { renderSqlTemplate } from '../sqllab/sqlTemplates.ts';
import type { Principal } from './principal.ts';

export const REGULAR = 'Regular';
export const BASE = 'Base';

interface Rule {
  filterType: string;
  groupKey: string | null;
  clause: string;
  roles: Set<string>;
}

function rulesOf(rows: readonly DatasetRlsRule[]): Rule[] {
  const byId = new Map<number, Rule>();
  for (const row of rows) {
    const rule = byId.get(row.id) ?? {
      filterType: row.filter_type,
      groupKey: row.group_key || null,
      clause: row.clause,
      roles: new Set<string>(),
    };
    if (row.role !== null) rule.roles.add(row.role);
    byId.set(row.id, rule);
  }
  return [...byId.values()];
}

/** Whether the rule applies to a user with these roles. */
export function ruleApplies(
  filterType: string,
  ruleRoles: ReadonlySet<string>,
  userRoles: Iterable<string>,
): boolean {
  let holdsOne = false;
  for (const role of userRoles) if (ruleRoles.has(role)) holdsOne = true;
  return filterType === BASE ? !holdsOne : holdsOne;
}

/**
 * The conditions a user with these roles gets on the dataset: one per ungrouped rule and one per
 * group key (its clauses ORed), each to be ANDed to WHERE. Sorted, so equal rules give equal SQL.
 */
export function rowLevelClauses(
  rows: readonly DatasetRlsRule[],
  userRoles: Iterable<string>,
  render: (clause: string) => string = (clause) => clause,
): string[] {
  const roles = [...userRoles];
  const ungrouped: string[] = [];
  const groups = new Map<string, string[]>();
  for (const rule of rulesOf(rows)) {
    if (!ruleApplies(rule.filterType, rule.roles, roles)) continue;
    const clause = render(rule.clause);
    if (rule.groupKey === null) ungrouped.push(clause);
    else groups.set(rule.groupKey, [...(groups.get(rule.groupKey) ?? []), clause]);
  }
  const grouped = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, clauses]) => (clauses.length === 1 ? clauses[0]! : clauses.map((c) => `(${c})`).join(' OR ')));
  return [...ungrouped.sort(), ...grouped];
}

/** The row level conditions of the caller on one dataset (one indexed lookup of its rules). */
export async function rowLevelFiltersOf(
  db: MetadataDb,
  principal: Principal,
  datasetId: number,
): Promise<string[]> {
  const rows = await rlsRulesOfDataset(db, datasetId);
  if (rows.length === 0) return [];
  return rowLevelClauses(rows, principal.roles.keys(), (clause) =>
    renderSqlTemplate(clause, {}, principal.user),
  );
}
