// The first start of a Loupe installation creates the `admin` user.

import { ADMIN_ROLE } from '../../../lib/security/builtinRoles.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { countUsers, findUserByUsername } from '../../store/repositories/usersRepository.ts';
import { generatePassword } from './passwords.ts';
import { createUser } from './users.ts';

export const ADMIN_USERNAME = 'admin';

/**
 * Creates the admin user when the installation has no user yet. The password comes from
 * LOUPE_ADMIN_PASSWORD, else it is generated and handed to `announce` once: later starts find
 * a user and print nothing. Returns whether the admin was created by this call.
 */
export async function ensureAdminUser(
  db: MetadataDb,
  adminPassword: string | null,
  announce: (line: string) => void,
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const password = adminPassword ?? generatePassword();
  try {
    await createUser(db, {
      username: ADMIN_USERNAME,
      password,
      roles: [ADMIN_ROLE],
      firstName: 'Admin',
      lastName: 'User',
      email: 'admin@loupe.invalid',
    });
  } catch (error) {
    // Another process starting at the same time created it first.
    if (await findUserByUsername(db, ADMIN_USERNAME)) return false;
    throw error;
  }
  announce(
    adminPassword === null
      ? `Admin user "${ADMIN_USERNAME}" created with password: ${password}`
      : `Admin user "${ADMIN_USERNAME}" created with the password from LOUPE_ADMIN_PASSWORD`,
  );
  return true;
}
