// Seeds and syncs the builtin roles from builtinRoles.ts (run at migrate time).

import { ALL_PAIRS, BUILTIN_ROLES, PUBLIC_ROLE } from '../../../lib/security/builtinRoles.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { type RoleSyncOutcome, syncRoles } from '../../store/repositories/rolesRepository.ts';

export async function syncBuiltinRoles(db: MetadataDb): Promise<RoleSyncOutcome> {
  const definitions = Object.entries(BUILTIN_ROLES).map(([name, pairs]) => ({
    name,
    pairs,
    // Public starts empty and belongs to the administrators after that.
    exact: name !== PUBLIC_ROLE,
  }));
  return syncRoles(db, ALL_PAIRS, definitions);
}
