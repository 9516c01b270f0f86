// Users, roles and permissions, as Superset 4's FAB security API (/api/v1/security/users/,
// roles/, roles/{role_id}/permissions, permissions/, resources/, permissions-resources/). Admin
// only: the contract's x-permission ([can_read | can_write, User | Role], [can_read, Permission |
// ViewMenu | PermissionViewMenu]) is checked before these run.
import type { FastifyInstance } from 'fastify';
import { callerOf, onOperation } from '../http/operationRoutes.ts';
import { securityInfo } from '../services/security/securityListQueries.ts';
import type { Services } from '../services/services.ts';

export function registerSecurityAdminRoutes(app: FastifyInstance, services: Services): void {
  const { users, roles } = services;

  onOperation(app, 'listSecurityUsers', async (request) => users.list(request.rison));
  onOperation(app, 'getSecurityUsersInfo', async (request) =>
    securityInfo(callerOf(request), request.rison, 'User'),
  );
  onOperation(app, 'createSecurityUser', async (request, reply) =>
    reply.code(201).send(await users.create(callerOf(request), request.body)),
  );
  onOperation(app, 'getSecurityUser', async (request) => users.get(request.params.pk));
  onOperation(app, 'updateSecurityUser', async (request) =>
    users.update(callerOf(request), request.params.pk, request.body),
  );
  onOperation(app, 'deleteSecurityUser', async (request) =>
    users.delete(callerOf(request), request.params.pk),
  );

  onOperation(app, 'listSecurityRoles', async (request) => roles.list(request.rison));
  onOperation(app, 'getSecurityRolesInfo', async (request) =>
    securityInfo(callerOf(request), request.rison, 'Role'),
  );
  onOperation(app, 'createSecurityRole', async (request, reply) =>
    reply.code(201).send(await roles.create(request.body.name)),
  );
  onOperation(app, 'getSecurityRole', async (request) => roles.get(request.params.pk));
  onOperation(app, 'updateSecurityRole', async (request) =>
    roles.rename(request.params.pk, request.body.name),
  );
  onOperation(app, 'deleteSecurityRole', async (request) => roles.delete(request.params.pk));
  onOperation(app, 'listSecurityRolePermissions', async (request) =>
    roles.permissions(request.params.role_id),
  );
  onOperation(app, 'setSecurityRolePermissions', async (request) =>
    roles.setPermissions(request.params.role_id, request.body.permission_view_menu_ids),
  );

  onOperation(app, 'listSecurityPermissions', async (request) => roles.names('permission', request.rison));
  onOperation(app, 'listSecurityResources', async (request) => roles.names('view_menu', request.rison));
  onOperation(app, 'listSecurityPermissionsResources', async (request) => roles.pairs(request.rison));
}
