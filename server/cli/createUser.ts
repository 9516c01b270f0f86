// `loupe create-admin` and `loupe create-user`: a user with a hashed password and their roles.
// The password comes from --password, else the environment (LOUPE_ADMIN_PASSWORD for
// create-admin, LOUPE_USER_PASSWORD for create-user, so it stays out of shell history), else it
// is generated and printed once.
import { parseArgs } from 'node:util';
import { ADMIN_ROLE } from '../../lib/security/builtinRoles.ts';
import { generatePassword } from '../services/security/passwords.ts';
import { createUser } from '../services/security/users.ts';
import type { MetadataStore } from '../store/metadataStore.ts';
import { findRoleByName } from '../store/repositories/rolesRepository.ts';
import { findUserByUsername } from '../store/repositories/usersRepository.ts';

/** A mistake in what the user typed: reported in one line, exit code 2. */
export class CliInputError extends Error {
  override name = 'CliInputError';
}

export interface CreateUserCommand {
  command: 'create-admin' | 'create-user';
  /** The password from the environment (null: unset). */
  envPassword: string | null;
  /** Runs the migrations first (the roles must exist). */
  migrate: () => Promise<void>;
  print: (line: string) => void;
}

export async function createUserFromArgs(
  store: MetadataStore,
  args: readonly string[],
  command: CreateUserCommand,
): Promise<void> {
  const admin = command.command === 'create-admin';
  const { values } = parseArgs({
    args: [...args],
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
      ...(admin ? {} : { role: { type: 'string', multiple: true } }),
    },
  });
  const username = values.username;
  if (typeof username !== 'string' || username === '')
    throw new CliInputError(`${command.command} needs --username NAME`);
  const roles = admin ? [ADMIN_ROLE] : ((values as { role?: string[] }).role ?? []);
  if (roles.length === 0) throw new CliInputError('create-user needs --role ROLE (e.g. --role Gamma)');
  if (await findUserByUsername(store.db, username)) {
    throw new CliInputError(`a user named ${JSON.stringify(username)} already exists`);
  }
  await command.migrate();
  for (const role of roles)
    if (!(await findRoleByName(store.db, role)))
      throw new CliInputError(`there is no role named ${JSON.stringify(role)}`);
  const given = typeof values.password === 'string' ? values.password : command.envPassword;
  const password = given ?? generatePassword();
  const user = await createUser(store.db, {
    username,
    password,
    roles,
    firstName: values['first-name'] ?? username,
    lastName: values['last-name'] ?? (admin ? 'Admin' : 'User'),
    email: values.email ?? `${username}@loupe.invalid`,
  });
  const created = admin
    ? `Admin user "${user.username}" created`
    : `User "${user.username}" created (${roles.join(', ')})`;
  command.print(given === null ? `${created} with password: ${password}` : created);
}
