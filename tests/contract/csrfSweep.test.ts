// Every mutating operation a browser session may call refuses it without the session's CSRF token
// (none, another session's, a made-up one) with 403 — before anything is read or written — and
// lets the same call through with the right token. Generated from the contract; one store.
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_EXEMPT_ROUTES } from '../../server/app.ts';
import { fastifyPath } from '../../server/http/operationRoutes.ts';
import { sweptOperations } from '../support/operationSweep.ts';
import { forOneStore } from '../support/stores.ts';
import { type SessionAuth, useTestApp } from '../support/testApp.ts';

const operations = sweptOperations().filter(
  (operation) =>
    operation.mutating &&
    operation.schemes.has('session') &&
    !CSRF_EXEMPT_ROUTES.includes(fastifyPath(operation.template)),
);

forOneStore('CSRF sweep', (ctx) => {
  const t = useTestApp(ctx);
  let admin: SessionAuth;
  let other: SessionAuth;

  beforeAll(async () => {
    admin = await t.session('admin');
    other = await t.session('alpha');
  });

  it('sweeps every mutating operation a session may call', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  for (const operation of operations) {
    describe(operation.label, () => {
      it('answers 403 without the session’s CSRF token, and lets it through with it', async () => {
        const refusals: Array<[string, Record<string, string>]> = [
          ['no token', admin.headers],
          ["another session's token", { ...admin.headers, 'x-csrftoken': other.csrfToken }],
          ['a made-up token', { ...admin.headers, 'x-csrftoken': 'made-up' }],
        ];
        for (const [why, headers] of refusals) {
          const reply = await t.client.call<{ message: string }>(operation.method, operation.path, {
            headers,
            json: {},
          });
          expect(reply.status, `${operation.label}: ${why}`).toBe(403);
          expect(reply.body.message, `${operation.label}: ${why}`).toMatch(
            /^The CSRF token is (missing|invalid)\.$/,
          );
        }
        const allowed = await t.client.call(operation.method, operation.path, {
          headers: admin.csrfHeaders,
          json: {},
        });
        expect([401, 403], `${operation.label} with the token`).not.toContain(allowed.status);
      });
    });
  }
});
