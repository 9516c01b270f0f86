// The contract (openapi/openapi.gen.json) as an index of operations with Ajv validators.
// Used by the request-validation plugin and by tests/support's contract client, which
// checks every response a test receives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  HTTP_METHODS,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  pointerSegment,
  type RequestBodyObject,
  type ResponseObject,
} from './openapiTypes.ts';
import { findUndeclaredProperties } from './undeclaredProperties.ts';

export const CONTRACT_PATH = join(import.meta.dirname, '..', '..', 'openapi', 'openapi.gen.json');
const DOCUMENT_ID = 'https://loupe.invalid/openapi.json';

export interface Located<T> {
  value: T;
  /** JSON pointer of the value in the document, in URI-fragment form, e.g. /paths/~1health/get. */
  pointer: string;
}

export interface ContractOperation {
  /** Upper-case HTTP method. */
  method: string;
  /** The OpenAPI path template, e.g. /api/v1/database/{pk}. */
  path: string;
  operationId: string;
  pointer: string;
  operation: OperationObject;
  /** true when the operation declares `security: []`. */
  isPublic: boolean;
  /**
   * What a caller must hold, from the operation's `x-permission`: a (permission, view) pair, or
   * 'authenticated' (any signed-in user); null for a public operation. Every other operation must
   * declare one — the authentication plugin and the permission sweeps read it from here.
   */
  permission: OperationPermission | null;
  parameters: Located<ParameterObject>[];
  requestBody: Located<RequestBodyObject> | null;
}

export type OperationPermission = readonly [permission: string, view: string] | 'authenticated';

interface PathMatcher {
  template: string;
  regex: RegExp;
  paramCount: number;
}

export class ContractIndex {
  readonly document: OpenApiDocument;
  readonly #operations: ContractOperation[] = [];
  readonly #matchers: PathMatcher[] = [];
  readonly #strictAjv: Ajv2020;
  readonly #coercingAjv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();
  /** Operations of registered routes (a finite set), by `METHOD route`. */
  readonly #routeOperations = new Map<string, ContractOperation | null>();

  static load(path: string = CONTRACT_PATH): ContractIndex {
    return new ContractIndex(JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument);
  }

  constructor(document: OpenApiDocument) {
    this.document = document;
    this.#strictAjv = createAjv(document, false);
    this.#coercingAjv = createAjv(document, 'array');
    for (const [path, item] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)];
      const source = path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('([^/]+)');
      this.#matchers.push({ template: path, regex: new RegExp(`^${source}$`), paramCount: names.length });
      for (const method of HTTP_METHODS) {
        const operation = item[method] as OperationObject | undefined;
        if (!operation) continue;
        this.#operations.push(this.#indexOperation(path, method, operation));
      }
    }
    this.#matchers.sort((a, b) => a.paramCount - b.paramCount);
  }

  operations(): readonly ContractOperation[] {
    return this.#operations;
  }

  /** The operation with this operationId; throws for one the contract does not have. */
  operationById(operationId: string): ContractOperation {
    const operation = this.#operations.find((op) => op.operationId === operationId);
    if (!operation) throw new Error(`the contract has no operation ${operationId}`);
    return operation;
  }

  /**
   * The operation for a method and a path, given as an OpenAPI template (/a/{id}), a Fastify
   * route (/a/:id) or a concrete request path (/a/42?q=...).
   */
  findOperation(method: string, path: string): ContractOperation | undefined {
    const upper = method.toUpperCase();
    const template = this.templateOf(path);
    if (template === undefined) return undefined;
    return this.#operations.find((op) => op.method === upper && op.path === template);
  }

  /**
   * findOperation for a registered route's URL (/a/:id): remembered, since the routes are a
   * finite set and the request hooks ask on every request.
   */
  operationOfRoute(method: string, routeUrl: string): ContractOperation | undefined {
    const key = `${method} ${routeUrl}`;
    let operation = this.#routeOperations.get(key);
    if (operation === undefined) {
      operation = this.findOperation(method, routeUrl) ?? null;
      this.#routeOperations.set(key, operation);
    }
    return operation ?? undefined;
  }

  /** The contract's path template a path stands for, or undefined. */
  templateOf(path: string): string | undefined {
    const bare = path.split('?')[0] ?? '';
    const asTemplate = bare.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    if (this.document.paths[asTemplate]) return asTemplate;
    return this.#matchers.find((m) => m.regex.test(bare))?.template;
  }

  /** A validator for the schema at a JSON pointer; `coerce` turns strings into the declared types. */
  validatorAt(pointer: string, coerce = false): ValidateFunction {
    return this.validatorFor(`ptr:${coerce}:${pointer}`, { $ref: `${DOCUMENT_ID}#${pointer}` }, coerce);
  }

  /** A validator for a schema that refers to the document by absolute $ref; cached under key. */
  validatorFor(key: string, schema: JsonSchema, coerce = false): ValidateFunction {
    let validate = this.#validators.get(key);
    if (!validate) {
      validate = (coerce ? this.#coercingAjv : this.#strictAjv).compile(schema);
      this.#validators.set(key, validate);
    }
    return validate;
  }

  /** An absolute $ref to a JSON pointer of the document, for use in validatorFor schemas. */
  refTo(pointer: string): { $ref: string } {
    return { $ref: `${DOCUMENT_ID}#${pointer}` };
  }

  /**
   * Checks one response against the contract. Returns the violations (empty when it conforms):
   * undeclared status, wrong content type, schema errors and properties the schema does not declare.
   * body: the parsed JSON for JSON content types, else the text.
   */
  validateResponse(
    method: string,
    path: string,
    status: number,
    contentType: string | undefined,
    body: unknown,
  ): string[] {
    const op = this.findOperation(method, path);
    if (!op) return [`${method.toUpperCase()} ${path} is not an operation of the contract`];
    const responses = op.operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (key === undefined) return [`${op.operationId}: status ${status} is not declared`];
    const response = this.resolve<ResponseObject>(
      responses[key],
      `${op.pointer}/responses/${pointerSegment(key)}`,
    );
    const content = response.value.content;
    if (!content || Object.keys(content).length === 0) {
      const empty = body === undefined || body === null || body === '';
      return empty ? [] : [`${op.operationId}: status ${status} declares no body, got ${preview(body)}`];
    }
    const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(mediaType in content)) {
      return [
        `${op.operationId}: status ${status} content type ${mediaType || '(none)'} is not one of ${Object.keys(content).join(', ')}`,
      ];
    }
    const media = content[mediaType];
    if (!media?.schema) return [];
    const schemaPointer = `${response.pointer}/content/${pointerSegment(mediaType)}/schema`;
    const validate = this.validatorAt(schemaPointer);
    const violations: string[] = [];
    if (!validate(body)) {
      for (const error of validate.errors ?? []) {
        violations.push(`${op.operationId} ${status}: ${describeAjvError(error)}`);
      }
    }
    for (const extra of findUndeclaredProperties(media.schema, body, (ref) => this.#resolveSchemaRef(ref))) {
      violations.push(`${op.operationId} ${status}: ${extra} is not declared in the contract`);
    }
    return violations;
  }

  /** Follows a local $ref ("#/components/...") of a non-schema object such as a response. */
  resolve<T>(value: unknown, pointer: string): Located<T> {
    let current = value;
    let currentPointer = pointer;
    for (let hops = 0; hops < 10; hops++) {
      const ref = (current as { $ref?: unknown } | null)?.$ref;
      if (typeof ref !== 'string') break;
      currentPointer = ref.slice(1);
      current = this.#lookup(ref);
    }
    return { value: current as T, pointer: currentPointer };
  }

  #resolveSchemaRef(ref: string): JsonSchema {
    return this.#lookup(ref) as JsonSchema;
  }

  #lookup(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
    let node: unknown = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown> | undefined)?.[segment];
    }
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    return node;
  }

  #indexOperation(path: string, method: string, operation: OperationObject): ContractOperation {
    const pointer = `/paths/${pointerSegment(path)}/${method}`;
    const security = operation.security ?? this.document.security ?? [];
    const pathItem = this.document.paths[path] as { parameters?: unknown[] };
    const declared = [
      ...(pathItem.parameters ?? []).map((p, i) => ({
        p,
        ptr: `/paths/${pointerSegment(path)}/parameters/${i}`,
      })),
      ...(operation.parameters ?? []).map((p, i) => ({ p, ptr: `${pointer}/parameters/${i}` })),
    ];
    const isPublic = security.length === 0;
    const operationId = operation.operationId ?? `${method} ${path}`;
    return {
      method: method.toUpperCase(),
      path,
      operationId,
      pointer,
      operation,
      isPublic,
      permission: isPublic ? null : declaredPermission(operationId, operation['x-permission']),
      parameters: declared.map(({ p, ptr }) => this.resolve<ParameterObject>(p, ptr)),
      requestBody: operation.requestBody
        ? this.resolve<RequestBodyObject>(operation.requestBody, `${pointer}/requestBody`)
        : null,
    };
  }
}

/** The `x-permission` of a non-public operation: `[can_read, Database]` or `authenticated`. */
function declaredPermission(operationId: string, value: unknown): OperationPermission {
  if (value === 'authenticated') return value;
  if (Array.isArray(value) && value.length === 2) {
    const [permission, view] = value as unknown[];
    if (typeof permission === 'string' && typeof view === 'string') return [permission, view] as const;
  }
  throw new Error(
    `${operationId}: a non-public operation declares x-permission: [permission, view] or authenticated`,
  );
}

function createAjv(document: OpenApiDocument, coerceTypes: false | 'array'): Ajv2020 {
  // strict: false because the document carries OpenAPI keywords (description, example, ...)
  // next to JSON Schema ones; the contract itself is linted by redocly.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  return ajv;
}

export function describeAjvError(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(root)' : error.instancePath;
  const params = Object.keys(error.params).length > 0 ? ` ${JSON.stringify(error.params)}` : '';
  return `${where} ${error.message ?? error.keyword}${params}`;
}

function preview(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
