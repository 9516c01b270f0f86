// Every non-public operation of the contract refuses a caller who is not signed in — no
// credentials, a forged or expired token, one signed with another key, a refresh token where an
// access token belongs, a session that logged out — with 401 in Superset's shape. Generated from
// the contract: an operation added tomorrow is swept tomorrow. One store: it does not matter here.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../../server/services/security/tokens.ts';
import { sweptOperations } from '../support/operationSweep.ts';
import { forOneStore } from '../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../support/testApp.ts';

const operations = sweptOperations();

async function signedToken(key: Buffer, claims: { sub: string; type: string; exp: number }): Promise<string> {
  return new SignJWT({ type: claims.type })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(claims.exp - 900)
    .setJti(randomUUID())
    .setExpirationTime(claims.exp)
    .sign(key);
}

forOneStore('authentication sweep', (ctx) => {
  const t = useTestApp(ctx);
  const credentials: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const key = deriveKey(ctx.config.secretKey, 'jwt');
    const now = Math.floor(Date.now() / 1000);
    const login = await t.client.post<{ refresh_token: string }>('/api/v1/security/login', {
      json: { username: 'admin', password: TEST_PASSWORD, provider: 'db', refresh: true },
    });
    const session = await t.session('admin');
    await t.client.get('/logout/', { headers: session.headers });
    credentials.none = {};
    credentials['a forged token'] = { authorization: 'Bearer not.a.jwt' };
    credentials['an expired token'] = {
      authorization: `Bearer ${await signedToken(key, { sub: '1', type: 'access', exp: now - 60 })}`,
    };
    credentials['a token signed with another key'] = {
      authorization: `Bearer ${await signedToken(deriveKey('another secret', 'jwt'), { sub: '1', type: 'access', exp: now + 600 })}`,
    };
    credentials['a token of a user who does not exist'] = {
      authorization: `Bearer ${await signedToken(key, { sub: '424242', type: 'access', exp: now + 600 })}`,
    };
    credentials['a logged-out session'] = session.csrfHeaders;
    credentials['a refresh token'] = { authorization: `Bearer ${login.body.refresh_token}` };
  });

  it('sweeps every non-public operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  for (const operation of operations) {
    describe(operation.label, () => {
      it('answers 401 to anyone not signed in', async () => {
        for (const [who, headers] of Object.entries(credentials)) {
          // The refresh call takes the refresh token: that one is its credential, not an intruder's.
          if (who === 'a refresh token' && operation.schemes.has('jwt_refresh')) continue;
          const reply = await t.client.call<{ message: string }>(operation.method, operation.path, {
            headers,
          });
          expect(reply.status, `${operation.label} with ${who}`).toBe(401);
          expect(reply.body.message, `${operation.label} with ${who}`).toBe('Not authorized');
        }
      });
    });
  }
});
