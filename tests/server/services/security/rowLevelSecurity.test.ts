// Superset's rule for combining row level security rules, as a model: a Regular rule applies to
// a user holding one of its roles, a Base rule to a user holding none; the applying clauses of
// one group key are ORed, the groups and the ungrouped clauses ANDed. rowLevelClauses must build
// conditions that hold on exactly the rows the model keeps, for any rules, roles and truth values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowLevelClauses, ruleApplies } from '../../../../server/services/security/rowLevelSecurity.ts';
import type { DatasetRlsRule } from '../../../../server/store/repositories/rowLevelSecurityRepository.ts';

const ROLES = ['Gamma', 'Alpha', 'sales', 'emea'] as const;

const ruleArb = fc.record({
  filterType: fc.constantFrom('Regular', 'Base'),
  roles: fc.subarray([...ROLES]),
  groupKey: fc.option(fc.constantFrom('region', 'channel', ''), { nil: null }),
});

/** The rules as the repository returns them: one row per (rule, role), a rule without roles once. */
function rowsOf(
  rules: readonly { filterType: string; roles: string[]; groupKey: string | null }[],
): DatasetRlsRule[] {
  return rules.flatMap((rule, id): DatasetRlsRule[] => {
    const base = { id, filter_type: rule.filterType, group_key: rule.groupKey, clause: `c${id}` };
    return rule.roles.length === 0
      ? [{ ...base, role: null }]
      : rule.roles.map((role) => ({ ...base, role }));
  });
}

/** Evaluates conditions made of c<i>, brackets and OR, ANDed together, under truth values. */
function holds(conditions: readonly string[], truth: readonly boolean[]): boolean {
  return conditions.every((condition) =>
    condition.split(' OR ').some((term) => truth[Number(term.replace(/[()c]/g, ''))] === true),
  );
}

describe('rowLevelClauses', () => {
  it('keeps exactly the rows the model keeps', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb, { maxLength: 8 }),
        fc.subarray([...ROLES]),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (rules, userRoles, truth) => {
          const applying = rules
            .map((rule, id) => ({ ...rule, id }))
            .filter(
              (rule) => (rule.filterType === 'Base') !== rule.roles.some((role) => userRoles.includes(role)),
            );
          const groups = new Map<string, number[]>();
          const ungrouped: number[] = [];
          for (const rule of applying) {
            if (rule.groupKey) groups.set(rule.groupKey, [...(groups.get(rule.groupKey) ?? []), rule.id]);
            else ungrouped.push(rule.id);
          }
          const model =
            ungrouped.every((id) => truth[id]) &&
            [...groups.values()].every((ids) => ids.some((id) => truth[id]));
          expect(holds(rowLevelClauses(rowsOf(rules), userRoles), truth)).toBe(model);
        },
      ),
    );
  });

  it('gives the same conditions whatever the order of the user’s roles', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 6 }), fc.subarray([...ROLES]), (rules, userRoles) => {
        const rows = rowsOf(rules);
        expect(rowLevelClauses(rows, [...userRoles].reverse())).toEqual(rowLevelClauses(rows, userRoles));
      }),
    );
  });

  it('applies a Base rule without roles to everyone and a Regular rule without roles to nobody', () => {
    expect(ruleApplies('Base', new Set(), ['Admin'])).toBe(true);
    expect(ruleApplies('Regular', new Set(), ['Admin'])).toBe(false);
    expect(ruleApplies('Base', new Set(['Admin']), ['Admin'])).toBe(false);
  });
});
