// The mock backend's users, roles and row level security rules (fixtures/securityAdmin.ts plus
// what a test or a dev:mock session creates, changes or deletes), validated as the server does:
// unique usernames, emails, role and rule names; known role, pair and dataset ids; builtin roles
// protected. reset() between tests.
import type { components } from '../src/api/schema.gen.ts';
import { mockDatasets } from './datasets.ts';
import {
  type MockRlsRule,
  type MockRole,
  type MockSecurityUser,
  PAIRS,
  RLS_FIXTURES,
  ROLE_FIXTURES,
  USER_FIXTURES,
} from './fixtures/securityAdmin.ts';
import { ACCOUNTS, findAccountById } from './fixtures/users.ts';

type SecurityUser = components['schemas']['SecurityUser'];
type UserPost = components['schemas']['SecurityUserPostBody'];
type UserPut = components['schemas']['SecurityUserPutBody'];
type RlsPost = components['schemas']['RlsPostBody'];
type RlsPut = components['schemas']['RlsPutBody'];
type RlsRule = components['schemas']['RlsRule'];
type RoleShape = components['schemas']['SecurityRole'];

function roleShape(role: MockRole): RoleShape {
  return { id: role.id, name: role.name, builtin: role.builtin, permission_count: role.pairIds.length };
}

export type FieldErrors = Record<string, string[]>;
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 404 | 422; errors: FieldErrors | string };

/** Roles Loupe keeps exactly as it defines them (Public's pairs are the administrators'). */
const FIXED_ROLES = new Set(['Admin', 'Alpha', 'Gamma', 'sql_lab']);

let users: MockSecurityUser[] = [];
let roles: MockRole[] = [];
let rules: MockRlsRule[] = [];

/** The login accounts as they start (changing one's name or password changes the account too). */
const ACCOUNTS_AT_START = structuredClone(ACCOUNTS);

function initial(): void {
  ACCOUNTS.forEach((account, i) => {
    Object.assign(account.user, ACCOUNTS_AT_START[i]!.user);
    account.password = ACCOUNTS_AT_START[i]!.password;
  });
  users = structuredClone([...USER_FIXTURES]);
  roles = structuredClone([...ROLE_FIXTURES]);
  rules = structuredClone([...RLS_FIXTURES]);
}
initial();

const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;
const now = () => new Date().toISOString();

function publicUser({ password: _password, ...user }: MockSecurityUser): SecurityUser {
  return structuredClone(user);
}

function roleRefs(ids: readonly number[]): { id: number; name: string }[] | null {
  const refs = ids.map((id) => roles.find((role) => role.id === id));
  return refs.every((role) => role !== undefined)
    ? refs.map((role) => ({ id: role.id, name: role.name }))
    : null;
}

function userErrors(body: UserPut, id: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (body.username !== undefined && users.some((u) => u.id !== id && u.username === body.username))
    errors.username = ['A user with this username already exists.'];
  if (body.email !== undefined && users.some((u) => u.id !== id && u.email === body.email))
    errors.email = ['A user with this email already exists.'];
  if (body.roles !== undefined && !roleRefs(body.roles)) errors.roles = ['Some roles do not exist.'];
  return errors;
}

function tableRefs(ids: readonly number[]) {
  const found = ids.map((id) => mockDatasets.find(id));
  if (!found.every((dataset) => dataset !== undefined)) return null;
  return found.map((dataset) => ({
    id: dataset.id,
    schema: dataset.schema ?? null,
    table_name: dataset.table_name,
  }));
}

function ruleErrors(body: RlsPut, id: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (body.name !== undefined && rules.some((r) => r.id !== id && r.name === body.name))
    errors.name = ['A rule with this name already exists.'];
  if (body.tables !== undefined && !tableRefs(body.tables)) errors.tables = ['Some datasets do not exist.'];
  if (body.roles !== undefined && !roleRefs(body.roles)) errors.roles = ['Some roles do not exist.'];
  if (body.clause !== undefined && /;|--|\/\*/.test(body.clause))
    errors.clause = ['The clause must be one SQL condition.'];
  return errors;
}

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

export const mockSecurityAdmin = {
  reset: initial,

  users: (): SecurityUser[] => users.map(publicUser),
  user: (id: number): SecurityUser | undefined => {
    const user = users.find((u) => u.id === id);
    return user ? publicUser(user) : undefined;
  },

  createUser(body: UserPost, by: number): Outcome<SecurityUser> {
    const errors = userErrors(body, null);
    if (hasErrors(errors)) return { ok: false, status: 422, errors };
    const user: MockSecurityUser = {
      id: nextId(users),
      username: body.username,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      active: body.active ?? true,
      roles: roleRefs(body.roles)!,
      last_login: null,
      created_on: now(),
      changed_on: now(),
      created_by: { id: by },
      changed_by: { id: by },
      password: body.password,
    };
    users.push(user);
    return { ok: true, value: publicUser(user) };
  },

  updateUser(id: number, body: UserPut, by: number): Outcome<SecurityUser> {
    const user = users.find((u) => u.id === id);
    if (!user) return { ok: false, status: 404, errors: 'Not found' };
    const errors = userErrors(body, id);
    if (id === by && body.active === false) errors.active = ['You cannot deactivate yourself.'];
    if (hasErrors(errors)) return { ok: false, status: 422, errors };
    for (const key of ['username', 'first_name', 'last_name', 'email', 'active', 'password'] as const) {
      if (body[key] !== undefined) Object.assign(user, { [key]: body[key] });
    }
    if (body.roles !== undefined) user.roles = roleRefs(body.roles)!;
    user.changed_on = now();
    user.changed_by = { id: by };
    return { ok: true, value: publicUser(user) };
  },

  deleteUser(id: number, by: number): Outcome<null> {
    if (!users.some((u) => u.id === id)) return { ok: false, status: 404, errors: 'Not found' };
    if (id === by) return { ok: false, status: 422, errors: 'You cannot delete yourself.' };
    users = users.filter((u) => u.id !== id);
    return { ok: true, value: null };
  },

  /** The caller's own name and email (PUT /api/v1/me/). */
  updateSelf(
    id: number,
    body: { first_name?: string; last_name?: string; email?: string },
  ): Outcome<SecurityUser> {
    const user = users.find((u) => u.id === id);
    if (!user) return { ok: false, status: 404, errors: 'Not found' };
    const errors = userErrors({ email: body.email }, id);
    if (hasErrors(errors)) return { ok: false, status: 422, errors };
    const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    Object.assign(user, fields);
    const account = findAccountById(id);
    if (account) Object.assign(account.user, fields);
    return { ok: true, value: publicUser(user) };
  },

  changePassword(id: number, current: string, next: string): Outcome<null> {
    const user = users.find((u) => u.id === id);
    if (!user) return { ok: false, status: 404, errors: 'Not found' };
    if (user.password !== current)
      return { ok: false, status: 422, errors: { current_password: ['Wrong password.'] } };
    user.password = next;
    const account = findAccountById(id);
    if (account) account.password = next;
    return { ok: true, value: null };
  },

  roles: () => roles.map(roleShape),
  role: (id: number) => {
    const role = roles.find((r) => r.id === id);
    return role ? roleShape(role) : undefined;
  },

  createRole(name: string): Outcome<RoleShape> {
    if (roles.some((r) => r.name === name))
      return { ok: false, status: 422, errors: { name: ['A role with this name already exists.'] } };
    const role: MockRole = { id: nextId(roles), name, builtin: false, pairIds: [] };
    roles.push(role);
    return { ok: true, value: roleShape(role) };
  },

  renameRole(id: number, name: string): Outcome<RoleShape> {
    const role = roles.find((r) => r.id === id);
    if (!role) return { ok: false, status: 404, errors: 'Not found' };
    if (role.builtin) return { ok: false, status: 422, errors: { name: ['A builtin role keeps its name.'] } };
    if (roles.some((r) => r.id !== id && r.name === name))
      return { ok: false, status: 422, errors: { name: ['A role with this name already exists.'] } };
    role.name = name;
    for (const user of users) for (const ref of user.roles) if (ref.id === id) ref.name = name;
    return { ok: true, value: roleShape(role) };
  },

  deleteRole(id: number): Outcome<null> {
    const role = roles.find((r) => r.id === id);
    if (!role) return { ok: false, status: 404, errors: 'Not found' };
    if (role.builtin) return { ok: false, status: 422, errors: 'A builtin role cannot be deleted.' };
    roles = roles.filter((r) => r.id !== id);
    for (const user of users) user.roles = user.roles.filter((ref) => ref.id !== id);
    for (const rule of rules) rule.roles = rule.roles.filter((ref) => ref.id !== id);
    return { ok: true, value: null };
  },

  rolePermissions(id: number) {
    const role = roles.find((r) => r.id === id);
    if (!role) return undefined;
    return role.pairIds.map((pairId) => {
      const pair = PAIRS[pairId - 1]!;
      return { id: pair.id, permission_name: pair.permission, view_menu_name: pair.view };
    });
  },

  setRolePermissions(id: number, pairIds: readonly number[]): Outcome<number[]> {
    const role = roles.find((r) => r.id === id);
    if (!role) return { ok: false, status: 404, errors: 'Not found' };
    if (FIXED_ROLES.has(role.name) && role.builtin)
      return {
        ok: false,
        status: 422,
        errors: { permission_view_menu_ids: [`${role.name} is kept as Loupe defines it.`] },
      };
    const unknown = pairIds.filter((pairId) => !PAIRS.some((pair) => pair.id === pairId));
    if (unknown.length > 0)
      return {
        ok: false,
        status: 422,
        errors: { permission_view_menu_ids: [`Unknown ids: ${unknown.join(', ')}.`] },
      };
    role.pairIds = [...new Set(pairIds)];
    return { ok: true, value: role.pairIds };
  },

  pairs: () =>
    PAIRS.map((pair) => ({
      id: pair.id,
      permission: { name: pair.permission },
      view_menu: { name: pair.view },
    })),

  /** Distinct names, each with the id of the first pair naming it (as the server numbers them). */
  namesOf(part: 'permission' | 'view'): { id: number; name: string }[] {
    const seen = new Map<string, number>();
    for (const pair of PAIRS) if (!seen.has(pair[part])) seen.set(pair[part], pair.id);
    return [...seen].map(([name, id]) => ({ id, name }));
  },

  rules: (): MockRlsRule[] => structuredClone(rules),
  rule: (id: number): RlsRule | undefined => {
    const rule = rules.find((r) => r.id === id);
    if (!rule) return undefined;
    const { changed_on: _changed, ...rest } = structuredClone(rule);
    return rest;
  },

  createRule(body: RlsPost): Outcome<RlsRule> {
    const errors = ruleErrors(body, null);
    if (hasErrors(errors)) return { ok: false, status: 422, errors };
    const rule: MockRlsRule = {
      id: nextId(rules),
      name: body.name,
      filter_type: body.filter_type,
      tables: tableRefs(body.tables)!,
      roles: roleRefs(body.roles)!,
      clause: body.clause,
      group_key: body.group_key ?? null,
      description: body.description ?? null,
      changed_on: now(),
    };
    rules.push(rule);
    return { ok: true, value: mockSecurityAdmin.rule(rule.id)! };
  },

  updateRule(id: number, body: RlsPut): Outcome<RlsRule> {
    const rule = rules.find((r) => r.id === id);
    if (!rule) return { ok: false, status: 404, errors: 'Not found' };
    const errors = ruleErrors(body, id);
    if (hasErrors(errors)) return { ok: false, status: 422, errors };
    for (const key of ['name', 'filter_type', 'clause', 'group_key', 'description'] as const) {
      if (body[key] !== undefined) Object.assign(rule, { [key]: body[key] });
    }
    if (body.tables !== undefined) rule.tables = tableRefs(body.tables)!;
    if (body.roles !== undefined) rule.roles = roleRefs(body.roles)!;
    rule.changed_on = now();
    return { ok: true, value: mockSecurityAdmin.rule(id)! };
  },

  /** Deletes every rule of `ids`, or none when one is unknown (false). */
  deleteRules(ids: readonly number[]): boolean {
    if (!ids.every((id) => rules.some((r) => r.id === id))) return false;
    rules = rules.filter((r) => !ids.includes(r.id));
    return true;
  },
};
