// Validates each request against its contract operation before the handler runs: path
// parameters (a mismatch is a 404, like a Flask URL converter), query parameters (coerced to
// their declared types; a boolean spelled as marshmallow's Boolean and Superset's
// parse_boolean_string read it: true / True / 1 / yes / y / t / on, false / False / 0 / no / n /
// f / off, any case), the rison `q` parameter (decoded into request.risonQuery), and the JSON or
// form body. Request schemas tolerate unknown properties unless the contract forbids them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeRison, RisonError } from '../../lib/rison.ts';
import { badRequest, invalidPayload, notFound } from '../services/shared/loupeError.ts';
import { type ContractIndex, type ContractOperation, describeAjvError } from './contractIndex.ts';
import { fieldMessagesFromAjv } from './fieldMessages.ts';
import { pointerSegment } from './openapiTypes.ts';

type RequestCheck = (request: FastifyRequest) => void;

export function installRequestValidation(app: FastifyInstance, contract: ContractIndex): void {
  const checks = new Map<ContractOperation, RequestCheck>();
  app.decorateRequest('risonQuery', undefined);
  app.addHook('preValidation', async (request) => {
    const { url, config } = request.routeOptions;
    if (url === undefined || config.staticFiles) return;
    const operation = contract.operationOfRoute(request.method === 'HEAD' ? 'GET' : request.method, url);
    if (!operation) return;
    let check = checks.get(operation);
    if (!check) {
      check = compileRequestCheck(contract, operation);
      checks.set(operation, check);
    }
    check(request);
  });
}

export function compileRequestCheck(contract: ContractIndex, operation: ContractOperation): RequestCheck {
  const pathCheck = parameterObjectCheck(contract, operation, 'path');
  const queryCheck = parameterObjectCheck(contract, operation, 'query');
  const risonParameters = operation.parameters.filter((p) => p.value.in === 'query' && p.value.content);
  const body = operation.requestBody;
  // One validator per media type of the body that has a schema; forms and multipart parts arrive
  // as text, so theirs coerce to the declared types.
  const bodyValidators = new Map(
    Object.entries(body?.value.content ?? {})
      .filter(([, media]) => media.schema)
      .map(([mediaType]) => [
        mediaType,
        contract.validatorAt(
          `${body?.pointer}/content/${pointerSegment(mediaType)}/schema`,
          mediaType !== 'application/json',
        ),
      ]),
  );

  return (request) => {
    if (pathCheck && !pathCheck.validate(request.params)) throw notFound();
    if (queryCheck) {
      const query = { ...(request.query as Record<string, unknown>) };
      for (const name of queryCheck.booleans) {
        if (name in query) query[name] = booleanOfText(query[name]);
      }
      if (!queryCheck.validate(query))
        throw invalidPayload(fieldMessagesFromAjv(queryCheck.validate.errors ?? []));
      request.query = query;
    }
    for (const { value: parameter, pointer } of risonParameters) {
      const raw = (request.query as Record<string, unknown>)[parameter.name];
      const text = Array.isArray(raw) ? raw[raw.length - 1] : raw;
      if (text === undefined || text === '') {
        if (parameter.required)
          throw invalidPayload({ [parameter.name]: ['Missing data for required field.'] });
        continue;
      }
      let decoded: unknown;
      try {
        decoded = decodeRison(String(text));
      } catch (error) {
        if (error instanceof RisonError) throw badRequest('Not a valid rison argument');
        throw error;
      }
      const mediaType = Object.keys(parameter.content ?? {})[0] ?? 'application/json';
      const validate = contract.validatorAt(`${pointer}/content/${pointerSegment(mediaType)}/schema`);
      if (!validate(decoded)) {
        const details = (validate.errors ?? []).map(describeAjvError).join('; ');
        throw badRequest(`Not a valid rison schema: ${details}`);
      }
      if (parameter.name === 'q') request.risonQuery = decoded;
    }
    if (body) {
      const content = body.value.content ?? {};
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const hasBody = request.body !== undefined && request.body !== null && request.body !== '';
      if (!hasBody || !(mediaType in content)) {
        if (!hasBody && !body.value.required) return;
        const types = Object.keys(content);
        throw badRequest(
          types.length === 1 && types[0] === 'application/json'
            ? 'Request is not JSON'
            : `The request body must be one of: ${types.join(', ')}`,
          'INVALID_PAYLOAD_FORMAT_ERROR',
        );
      }
      const validate = bodyValidators.get(mediaType);
      if (!validate) return;
      if (!validate(request.body)) throw invalidPayload(fieldMessagesFromAjv(validate.errors ?? []));
    }
  };
}

/** One object schema for all parameters of a location (except rison ones), with coercion. */
function parameterObjectCheck(
  contract: ContractIndex,
  operation: ContractOperation,
  location: 'path' | 'query',
) {
  const parameters = operation.parameters.filter(
    (p) => p.value.in === location && p.value.schema !== undefined,
  );
  if (parameters.length === 0) return null;
  const booleans = parameters
    .filter(
      (p) =>
        contract.resolve<{ type?: unknown }>(p.value.schema, `${p.pointer}/schema`).value.type === 'boolean',
    )
    .map((p) => p.value.name);
  const schema = {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((p) => [p.value.name, contract.refTo(`${p.pointer}/schema`)]),
    ),
    required: parameters.filter((p) => p.value.required || location === 'path').map((p) => p.value.name),
  };
  return { validate: contract.validatorFor(`${operation.pointer}:${location}`, schema, true), booleans };
}

const TRUE_TEXTS = new Set(['true', 't', 'yes', 'y', 'on', '1']);
const FALSE_TEXTS = new Set(['false', 'f', 'no', 'n', 'off', '0']);

/** A boolean query parameter's text as a boolean; other values unchanged (the schema refuses them). */
function booleanOfText(value: unknown): unknown {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof text !== 'string') return value;
  const lower = text.toLowerCase();
  if (TRUE_TEXTS.has(lower)) return true;
  if (FALSE_TEXTS.has(lower)) return false;
  return value;
}
