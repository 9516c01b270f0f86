// The contract's operations as the security sweeps call them: a concrete path (path parameters
// filled with ids and names that exist nowhere, so an allowed call changes nothing), the
// credentials each accepts, and what its caller must hold (x-permission).
import type {
  ContractIndex,
  ContractOperation,
  OperationPermission,
} from '../../server/http/contractIndex.ts';
import { loadContract } from './contractClient.ts';

export interface SweptOperation {
  operationId: string;
  method: string;
  /** The template, e.g. /api/v1/database/{pk}. */
  template: string;
  /** A concrete path for it, e.g. /api/v1/database/987654. */
  path: string;
  mutating: boolean;
  /** Accepts an access token (jwt), only a refresh token (jwt_refresh), a session cookie. */
  schemes: ReadonlySet<'jwt' | 'jwt_refresh' | 'session'>;
  permission: OperationPermission;
  label: string;
}

export const MISSING_ID = 987654;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function schemaOf(operation: ContractOperation, name: string): Record<string, unknown> {
  const parameter = operation.parameters.find((p) => p.value.in === 'path' && p.value.name === name);
  const schema = parameter?.value.schema;
  return typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>) : {};
}

function pathFor(operation: ContractOperation): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = schemaOf(operation, name);
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
      return encodeURIComponent(String(schema.enum[0]));
    if (schema.type === 'integer' || schema.type === 'number') return String(MISSING_ID);
    return 'no-such-thing';
  });
}

/** Every operation that is not public (security: []). */
export function sweptOperations(contract: ContractIndex = loadContract()): SweptOperation[] {
  return contract
    .operations()
    .filter((operation) => !operation.isPublic)
    .map((operation) => {
      const requirements = operation.operation.security ?? contract.document.security ?? [];
      const schemes = new Set(
        requirements
          .flatMap((requirement) => Object.keys(requirement))
          .filter((name): name is 'jwt' | 'jwt_refresh' | 'session' =>
            ['jwt', 'jwt_refresh', 'session'].includes(name),
          ),
      );
      return {
        operationId: operation.operationId,
        method: operation.method,
        template: operation.path,
        path: pathFor(operation),
        mutating: MUTATING.has(operation.method),
        schemes,
        permission: operation.permission ?? 'authenticated',
        label: `${operation.method} ${operation.path} (${operation.operationId})`,
      };
    });
}
