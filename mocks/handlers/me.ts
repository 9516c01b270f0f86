// The current user, their roles as (permission, view) pairs, and changing their own name, email
// and password (the current one checked).
import { http } from 'msw';
import { contractJson } from '../contract.ts';
import { NOT_AUTHORIZED } from '../errors.ts';
import { ROLES } from '../fixtures/roles.ts';
import { mockSecurityAdmin } from '../securityAdmin.ts';
import { callerOf, readBody } from './auth.ts';

const NOT_JSON = { message: 'Request is not JSON' };

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

  http.put('/api/v1/me/', async ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/me/', 'put', 401, NOT_AUTHORIZED);
    const body = await readBody(request);
    if (!body) return contractJson('/api/v1/me/', 'put', 400, NOT_JSON);
    const fields = {
      first_name: typeof body.first_name === 'string' ? body.first_name : undefined,
      last_name: typeof body.last_name === 'string' ? body.last_name : undefined,
      email: typeof body.email === 'string' ? body.email : undefined,
    };
    const changed = mockSecurityAdmin.updateSelf(account.user.id, fields);
    if (!changed.ok) return contractJson('/api/v1/me/', 'put', 422, { message: changed.errors });
    const { first_name, last_name, email } = changed.value;
    return contractJson('/api/v1/me/', 'put', 200, {
      result: { ...account.user, first_name, last_name, email },
    });
  }),

  http.put('/api/v1/me/password', async ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/me/password', 'put', 401, NOT_AUTHORIZED);
    const body = await readBody(request);
    if (typeof body?.current_password !== 'string' || typeof body.new_password !== 'string')
      return contractJson('/api/v1/me/password', 'put', 400, {
        message: { new_password: ['Missing data for required field.'] },
      });
    const changed = mockSecurityAdmin.changePassword(
      account.user.id,
      body.current_password,
      body.new_password,
    );
    if (!changed.ok) return contractJson('/api/v1/me/password', 'put', 422, { message: changed.errors });
    return contractJson('/api/v1/me/password', 'put', 200, { message: 'Password changed' });
  }),
];
