// Authenticates every request to a route of the contract, unless its operation declares
// `security: []`: `Authorization: Bearer <JWT>` (access token; the refresh token only where the
// operation's security is jwt_refresh) or the `session` cookie. Anonymous → 401. The operation's
// `x-permission` (the contract is the one place that says what each call needs) is checked here
// too, so a caller without it gets 403 before the query or body is read, as Superset's @protect.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../services/security/principal.ts';
import { SESSION_COOKIE } from '../services/security/sessions.ts';
import type { Services } from '../services/services.ts';
import { forbidden, notAuthorized } from '../services/shared/loupeError.ts';
import type { ContractIndex, ContractOperation } from './contractIndex.ts';
import type { AuthContext } from './requestContext.ts';

type Security = Services['security'];
type SchemeName = 'jwt' | 'jwt_refresh' | 'session';

const DEFAULT_SCHEMES: ReadonlySet<SchemeName> = new Set(['jwt', 'session']);

export function installAuthentication(
  app: FastifyInstance,
  contract: ContractIndex,
  security: Security,
): void {
  app.decorateRequest('auth', null);
  const schemesByOperation = new Map<ContractOperation | undefined, ReadonlySet<SchemeName>>();
  app.addHook('onRequest', async (request) => {
    const { url, config } = request.routeOptions;
    if (url === undefined || config.staticFiles) return;
    const operation = contract.operationOfRoute(request.method === 'HEAD' ? 'GET' : request.method, url);
    if (operation?.isPublic) return;
    let schemes = schemesByOperation.get(operation);
    if (!schemes) {
      schemes = acceptedSchemes(operation, contract);
      schemesByOperation.set(operation, schemes);
    }
    const auth = await authenticate(request, schemes, security);
    if (!auth) throw notAuthorized();
    request.auth = auth;
    const permission = operation?.permission;
    if (Array.isArray(permission) && !can(auth.principal, permission[0], permission[1])) {
      throw forbidden(permission[0], permission[1]);
    }
  });
}

function acceptedSchemes(operation: ContractOperation | undefined, contract: ContractIndex): Set<SchemeName> {
  const requirements = operation?.operation.security ?? contract.document.security;
  if (!requirements) return new Set(DEFAULT_SCHEMES);
  const names = requirements.flatMap((requirement) => Object.keys(requirement));
  return new Set(names.filter((n): n is SchemeName => n === 'jwt' || n === 'jwt_refresh' || n === 'session'));
}

async function authenticate(
  request: FastifyRequest,
  schemes: ReadonlySet<SchemeName>,
  security: Security,
): Promise<AuthContext | null> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) {
    // A caller presenting a token is judged by the token alone, never by a cookie next to it.
    for (const via of ['jwt_refresh', 'jwt'] as const) {
      if (!schemes.has(via)) continue;
      const claims = await security.tokens.verifyClaims(bearer, via === 'jwt' ? 'access' : 'refresh');
      if (claims === null) continue;
      const principal = await security.principalOf(claims.userId, claims.version);
      return principal ? { principal, via } : null;
    }
    return null;
  }
  const cookieValue = request.cookies?.[SESSION_COOKIE];
  if (!schemes.has('session') || !cookieValue) return null;
  const session = await security.resolveSession(cookieValue);
  if (!session) return null;
  const principal = await security.principalOf(session.userId);
  return principal ? { principal, via: 'session', cookieValue, csrfToken: session.csrfToken } : null;
}
