// Every error leaves in Superset's shape (see errorBody.ts): LoupeErrors with their status,
// Fastify's own 4xx errors (bad JSON, unsupported media type, ...), unknown routes (404),
// known paths with another method (405), and anything else as a 500 that hides internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LoupeError } from '../services/shared/loupeError.ts';
import { errorBody } from './errorBody.ts';

interface KnownRoute {
  method: string;
  regex: RegExp;
}

export interface ErrorHandlingOptions {
  /** Superset's PERMISSION_INSTRUCTIONS_LINK: fills the `link` an access error leaves open. */
  permissionInstructionsLink?: string | null;
}

export function installErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.staticFiles) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const source = route.url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : escapeRegex(part)))
      .join('/');
    for (const method of methods)
      routes.push({ method: method.toUpperCase(), regex: new RegExp(`^${source}$`) });
  });

  app.setErrorHandler((error: FastifyError | LoupeError | Error, request, reply) => {
    if (error instanceof LoupeError) {
      request.log.info({ status: error.status, error: error.message }, 'request failed');
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorBody(error.detail, error.errorType, withLink(error.extra, options), error.errors));
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as FastifyError).code ?? '';
      const type = code.startsWith('FST_ERR_CTP') ? 'INVALID_PAYLOAD_FORMAT_ERROR' : 'GENERIC_BACKEND_ERROR';
      request.log.info({ status, code, error: error.message }, 'request failed');
      return reply.code(status).send(errorBody(error.message, type));
    }
    request.log.error({ err: error }, 'internal server error');
    return reply.code(500).send(errorBody('Internal server error'));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = [...new Set(routes.filter((r) => r.regex.test(path)).map((r) => r.method))];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(`Method ${request.method} is not allowed on ${path}`));
    }
    return reply.code(404).send(errorBody('Not found'));
  });
}

/** An error offering a 'Request Access' link (extra.link: null) gets the configured one. */
function withLink(extra: Record<string, unknown>, options: ErrorHandlingOptions): Record<string, unknown> {
  if (!('link' in extra) || extra.link !== null || !options.permissionInstructionsLink) return extra;
  return { ...extra, link: options.permissionInstructionsLink };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
