// The current user, and their roles as (permission, view) pairs.
import { http } from 'msw';
import { contractJson } from '../contract.ts';
import { NOT_AUTHORIZED } from '../errors.ts';
import { ROLES } from '../fixtures/roles.ts';
import { callerOf } from './auth.ts';

export const meHandlers = [
  http.get('/api/v1/me/', ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/me/', 'get', 401, NOT_AUTHORIZED);
    return contractJson('/api/v1/me/', 'get', 200, { result: account.user });
  }),

  http.get('/api/v1/me/roles/', ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/me/roles/', 'get', 401, NOT_AUTHORIZED);
    const roles = Object.fromEntries(
      account.roles.map((name) => [
        name,
        (ROLES[name] ?? []).map(([permission, view]) => [permission, view]),
      ]),
    );
    return contractJson('/api/v1/me/roles/', 'get', 200, {
      result: { ...account.user, roles, permissions: {} },
    });
  }),
];
