// Who may call the SQL Lab state and saved query handlers: 401 anonymous, Admin passes, anyone
// else needs the (permission, view) pair, as the server checks it. And the rison `q` of a call.
import { decodeRison } from '../../lib/rison.ts';
import type { ErrorBody } from '../contract.ts';
import { NOT_AUTHORIZED } from '../errors.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import type { MockAccount } from '../fixtures/users.ts';
import { callerOf } from './auth.ts';

export type Caller = MockAccount;

export type Access = { ok: true; caller: Caller } | { ok: false; status: 401 | 403; body: ErrorBody };

export function refusalOn(request: Request, permission: string, view: string): Access {
  const caller = callerOf(request);
  if (!caller) return { ok: false, status: 401, body: NOT_AUTHORIZED };
  if (caller.roles.includes('Admin') || permissionsOn(view, caller.roles).includes(permission)) {
    return { ok: true, caller };
  }
  return {
    ok: false,
    status: 403,
    body: { message: `Forbidden: this action needs the permission ${permission} on ${view}` },
  };
}

/** The decoded `q` (undefined when absent), or not ok when it is not rison. */
export function risonOf(request: Request): { ok: true; value: unknown } | { ok: false } {
  const q = new URL(request.url).searchParams.get('q');
  if (q === null || q === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: decodeRison(q) };
  } catch {
    return { ok: false };
  }
}
