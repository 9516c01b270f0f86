// The users, roles, row level security and own-account scenarios the mock handlers answer
// (tests/mocks/securityAdminScenarios.ts), run against the real server: one table, two targets,
// so the mocks cannot drift. Each scenario gets a world of its own, as the mocks reset theirs
// before each one: an admin and a Gamma user made for it, a rule on a dataset of the examples;
// the builtin roles and pairs are the server's. "Signed in" is that admin's bearer token; every
// reply is checked against the contract by the test client.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../mocks/scenario.ts';
import {
  MOCK_SECURITY_WORLD,
  type SecurityWorld,
  securityAdminScenarios,
} from '../../mocks/securityAdminScenarios.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import { datasetCalls, examplesFileForSuite, registerDatabase } from '../../support/datasets.ts';
import { forOneStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();
const UNKNOWN_ID = 999_999;

forOneStore('security admin scenarios on the server', (ctx) => {
  const t = useTestApp(ctx);
  let seeded = 0;
  let datasetId = 0;
  let roles: SecurityWorld['roles'];
  let pairIds: number[] = [];

  beforeAll(async () => {
    const database = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `securityScenarios-${ctx.kind}`)}`,
    );
    datasetId = (await datasetCalls(t).create({ database, schema: 'main', table_name: 'sales' })).body.id;
    const admin = await t.bearer('admin');
    const list = await t.client.get<{ result: Array<{ id: number; name: string }> }>(
      '/api/v1/security/roles/',
      {
        headers: admin,
        query: { q: { page_size: 100 } },
      },
    );
    const id = (name: string) => list.body.result.find((role) => role.name === name)!.id;
    roles = { Alpha: id('Alpha'), Gamma: id('Gamma'), sql_lab: id('sql_lab'), Public: id('Public') };
    const pairs = await t.client.get<{ result: Array<{ id: number }> }>(
      '/api/v1/security/permissions-resources/',
      {
        headers: admin,
        query: { q: { page_size: 2 } },
      },
    );
    pairIds = pairs.body.result.map((pair) => pair.id);
  });

  /** A fresh admin and Gamma user and a rule, as the mocks' fixtures; the admin's bearer. */
  async function seed(): Promise<{ world: SecurityWorld; bearer: Record<string, string> }> {
    const n = ++seeded;
    const admin = await t.bearer('admin');
    const createUser = async (username: string, role: number, password: string) => {
      const reply = await t.client.post<{ id: number }>('/api/v1/security/users/', {
        headers: admin,
        json: {
          username,
          first_name: username,
          last_name: 'Seed',
          email: `${username}@scenarios.invalid`,
          password,
          roles: [role],
        },
      });
      expect(reply.status, reply.text).toBe(201);
      return reply.body.id;
    };
    const adminRole = (
      await t.client.get<{ result: Array<{ id: number; name: string }> }>('/api/v1/security/roles/', {
        headers: admin,
        query: { q: { filters: [{ col: 'name', opr: 'eq', value: 'Admin' }] } },
      })
    ).body.result[0]!.id;
    const password = `seed-${n}`;
    const rootId = await createUser(`root_${n}`, adminRole, password);
    const aliceId = await createUser(`alice_${n}`, roles.Gamma, 'alice');
    const rule = await t.client.post<{ id: number }>('/api/v1/rowlevelsecurity/', {
      headers: admin,
      json: {
        name: `seed ${n}`,
        filter_type: 'Regular',
        tables: [datasetId],
        roles: [roles.Gamma],
        clause: '1 = 1',
      },
    });
    expect(rule.status, rule.text).toBe(201);
    const login = await t.client.post<{ access_token: string }>('/api/v1/security/login', {
      json: { username: `root_${n}`, password, provider: 'db' },
    });
    return {
      world: {
        admin: { id: rootId, email: `root_${n}@scenarios.invalid`, password },
        alice: { id: aliceId, username: `alice_${n}`, email: `alice_${n}@scenarios.invalid` },
        roles,
        pairIds,
        datasetId,
        ruleId: rule.body.id,
        unknownId: UNKNOWN_ID,
      },
      bearer: { authorization: `Bearer ${login.body.access_token}` },
    };
  }

  async function send(method: string, template: string, scenario: Scenario, bearer: Record<string, string>) {
    const search = new URLSearchParams(scenario.search ?? {});
    if (scenario.query !== undefined) search.set('q', scenario.query);
    const text = search.toString();
    const path = `${scenario.path ?? template}${text ? `?${text}` : ''}`;
    return t.client.call(method.toUpperCase(), path, {
      headers: { ...(scenario.signedIn ? bearer : {}), ...scenario.headers },
      ...(scenario.body !== undefined ? { json: scenario.body } : {}),
      ...(scenario.form ? { form: scenario.form } : {}),
    });
  }

  // The table's keys and scenario names do not depend on the world: read them from the mocks'.
  const shape = securityAdminScenarios(MOCK_SECURITY_WORLD);
  for (const [operation, scenarios] of Object.entries(shape)) {
    const [method, template] = operation.split(' ') as [string, string];
    describe(operation, () => {
      scenarios.forEach((placeholder, index) => {
        it(`${placeholder.name} → ${placeholder.expectStatus}`, async () => {
          const { world, bearer } = await seed();
          const scenario = securityAdminScenarios(world)[operation]![index]!;
          const reply = await send(method, template, scenario, bearer);
          expect(reply.status, reply.text).toBe(scenario.expectStatus);
        });
      });
    });
  }
});
