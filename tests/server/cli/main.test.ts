import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { runCli } from '../../../server/main.ts';
import { authenticate } from '../../../server/services/security/users.ts';
import { openMetadataStore } from '../../../server/store/metadataStore.ts';
import { metadataMigrations } from '../../../server/store/migrations/index.ts';
import { grantsOfUser } from '../../../server/store/repositories/usersRepository.ts';

const dir = mkdtempSync(join(tmpdir(), 'loupe-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void err.push(args.join(' ')));
  return { out, err };
}

const env = { LOUPE_DATA_DIR: join(dir, 'data'), LOUPE_LOG_LEVEL: 'silent' };

it('migrate, then create-admin with a generated password', async () => {
  const { out } = capture();
  expect(await runCli(['migrate'], env)).toBe(0);
  const names = Object.keys(metadataMigrations('sqlite')).join(', ');
  expect(out).toContain(`Applied metadata migrations: ${names}`);
  expect(await runCli(['create-admin', '--username', 'boss'], env)).toBe(0);
  expect(out.at(-1)).toMatch(/^Admin user "boss" created with password: \S{20,}$/);
});

it('create-admin refuses a missing or taken username in one line, with exit code 2', async () => {
  const { err } = capture();
  expect(await runCli(['create-admin'], env)).toBe(2);
  expect(await runCli(['create-admin', '--username', 'twice'], env)).toBe(0);
  expect(await runCli(['create-admin', '--username', 'twice'], env)).toBe(2);
  expect(err).toEqual([
    'loupe: create-admin needs --username NAME',
    'loupe: a user named "twice" already exists',
  ]);
});

it('worker says it is not needed without LOUPE_REDIS_URL', async () => {
  const { out } = capture();
  expect(await runCli(['worker'], env)).toBe(0);
  expect(out.join('\n')).toContain('not needed without LOUPE_REDIS_URL');
});

it('rejects unknown commands and bad configuration', async () => {
  const { err } = capture();
  expect(await runCli(['frobnicate'], env)).toBe(1);
  expect(await runCli(['migrate'], { ...env, LOUPE_FEATURE_FLAGS: '{bad' })).toBe(2);
  expect(err.join('\n')).toContain('LOUPE_FEATURE_FLAGS is not valid JSON');
});

it('create-user creates a user with their roles, the password from --password or LOUPE_USER_PASSWORD', async () => {
  const { out, err } = capture();
  const args = [
    'create-user',
    '--username',
    'ann',
    '--first-name',
    'Ann',
    '--last-name',
    'Lyst',
    '--email',
    'ann@example.invalid',
  ];
  expect(
    await runCli([...args, '--role', 'Gamma', '--role', 'sql_lab'], {
      ...env,
      LOUPE_USER_PASSWORD: 'from env',
    }),
  ).toBe(0);
  expect(out.at(-1)).toBe('User "ann" created (Gamma, sql_lab)');
  const store = openMetadataStore(loadConfig(env).metadata);
  try {
    const user = await authenticate(store.db, 'ann', 'from env');
    expect(user).toMatchObject({ first_name: 'Ann', last_name: 'Lyst', email: 'ann@example.invalid' });
    const roles = await grantsOfUser(store.db, user!.id);
    expect([...new Set(roles.map((grant) => grant.role))]).toEqual(['Gamma', 'sql_lab']);
  } finally {
    await store.close();
  }
  expect(
    await runCli(['create-user', '--username', 'bo', '--role', 'Alpha', '--password', 'typed'], env),
  ).toBe(0);
  expect(out.at(-1)).toBe('User "bo" created (Alpha)');
  expect(await runCli(['create-user', '--username', 'cy', '--role', 'Gamma'], env)).toBe(0);
  expect(out.at(-1)).toMatch(/^User "cy" created \(Gamma\) with password: \S{20,}$/);
  expect(await runCli(['create-user', '--username', 'dee'], env)).toBe(2);
  expect(await runCli(['create-user', '--username', 'dee', '--role', 'Nobody'], env)).toBe(2);
  expect(err).toEqual([
    'loupe: create-user needs --role ROLE (e.g. --role Gamma)',
    'loupe: there is no role named "Nobody"',
  ]);
});
