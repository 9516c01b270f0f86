import { expect, it } from 'vitest';
import { buildPrincipal, can, permissionsOnView } from '../../../../server/services/security/principal.ts';

const user = {
  id: 1,
  username: 'u',
  first_name: 'U',
  last_name: 'V',
  email: 'u@x',
  is_active: true,
  is_anonymous: false,
};

it('checks (permission, view) pairs across roles', () => {
  const principal = buildPrincipal(
    user,
    new Map([
      ['Gamma', [['can_read', 'Dashboard'] as const]],
      ['extra', [['can_write', 'Chart'] as const]],
    ]),
  );
  expect(can(principal, 'can_read', 'Dashboard')).toBe(true);
  expect(can(principal, 'can_write', 'Chart')).toBe(true);
  expect(can(principal, 'can_write', 'Dashboard')).toBe(false);
  expect(can(null, 'can_read', 'Dashboard')).toBe(false);
  expect(permissionsOnView(principal, 'Chart', ['can_read', 'can_write'])).toEqual(['can_write']);
});

it('lets a role named admin in any case pass every check', () => {
  for (const name of ['Admin', 'admin', 'ADMIN']) {
    const principal = buildPrincipal(user, new Map([[name, []]]));
    expect(principal.isAdmin).toBe(true);
    expect(can(principal, 'can_anything', 'Anywhere')).toBe(true);
  }
  expect(buildPrincipal(user, new Map([['administrators', []]])).isAdmin).toBe(false);
});
