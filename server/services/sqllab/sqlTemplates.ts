// Jinja templates in SQL, rendered with nunjucks (Jinja-compatible) in a restricted environment:
// no loaders (no include/import/extends), autoescape off, no builtin globals, and templates that
// look up attributes by a computed key or reach for constructor/prototype machinery are refused
// before rendering. The context: the template parameters plus Superset's cheap macros
// (current_username(), current_user_id(), current_user_email(), url_param(name, default)).
// Undefined variables → MISSING_TEMPLATE_PARAMS_ERROR; malformed JSON or template syntax →
// INVALID_TEMPLATE_PARAMS_ERROR (both 400, as Superset).
import nunjucks from 'nunjucks';
import { issueCodesFor } from '../../engines/issueCodes.ts';
import { LoupeError } from '../shared/loupeError.ts';

export interface TemplateUser {
  id: number;
  username: string;
  email?: string | null;
}

const PARAMETER_MISSING =
  'Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.';
const MALFORMED =
  'The query contains one or more malformed template parameters. Please check your query and confirm that all template parameters are surround by double braces, for example, "{{ ds }}". Then, try running your query again.';

const FORBIDDEN_NAMES = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'call',
  'apply',
  'bind',
]);

interface TemplateNode {
  typename: string;
  value?: unknown;
  fields?: string[];
  [field: string]: unknown;
}

const parser = (nunjucks as unknown as { parser: { parse(src: string): TemplateNode } }).parser;

function environment(): nunjucks.Environment {
  const env = new nunjucks.Environment([], { autoescape: false, throwOnUndefined: false });
  const globals = (env as unknown as { globals: Record<string, unknown> }).globals;
  for (const name of Object.keys(globals)) delete globals[name];
  return env;
}

function invalidTemplate(detail?: string): LoupeError {
  const message = detail ? `${MALFORMED} ${detail}` : MALFORMED;
  return new LoupeError(400, message, {
    errorType: 'INVALID_TEMPLATE_PARAMS_ERROR',
    extra: { issue_codes: issueCodesFor('INVALID_TEMPLATE_PARAMS_ERROR') },
  });
}

/** The template parameters (JSON object text); empty or absent → {}. */
export function parseTemplateParams(text: string | null | undefined): Record<string, unknown> {
  if (text === null || text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidTemplate('The template parameters are not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidTemplate('The template parameters must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function children(node: TemplateNode): TemplateNode[] {
  const out: TemplateNode[] = [];
  for (const field of node.fields ?? []) {
    const value = node[field];
    if (Array.isArray(value)) out.push(...(value as TemplateNode[]).filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  if (Array.isArray(node.children)) out.push(...(node.children as TemplateNode[]).filter(isNode));
  return out;
}

function isNode(value: unknown): value is TemplateNode {
  return typeof value === 'object' && value !== null && typeof (value as TemplateNode).typename === 'string';
}

/** Checks the template's safety; returns the variables it reads that it does not define itself. */
function inspect(ast: TemplateNode): Set<string> {
  const read = new Set<string>();
  const defined = new Set<string>();
  const visit = (node: TemplateNode) => {
    switch (node.typename) {
      case 'LookupVal': {
        const key = node.val as TemplateNode;
        if (key.typename !== 'Literal') throw invalidTemplate('Computed attribute lookups are not allowed.');
        if (FORBIDDEN_NAMES.has(String(key.value)))
          throw invalidTemplate(`"${String(key.value)}" is not allowed.`);
        break;
      }
      case 'Symbol':
        if (FORBIDDEN_NAMES.has(String(node.value)))
          throw invalidTemplate(`"${String(node.value)}" is not allowed.`);
        read.add(String(node.value));
        break;
      case 'Include':
      case 'Import':
      case 'FromImport':
      case 'Extends':
        throw invalidTemplate('Templates cannot include other templates.');
      case 'Set':
        for (const target of node.targets as TemplateNode[]) defined.add(String(target.value));
        break;
      case 'For':
      case 'AsyncEach':
      case 'AsyncAll': {
        const name = node.name as TemplateNode;
        for (const symbol of name.typename === 'Array' ? children(name) : [name])
          defined.add(String(symbol.value));
        defined.add('loop');
        break;
      }
      case 'Macro':
        defined.add(String((node.name as TemplateNode).value));
        for (const arg of children(node.args as TemplateNode)) {
          if (arg.typename === 'Symbol') defined.add(String(arg.value));
          if (arg.typename === 'KeywordArgs')
            for (const pair of children(arg)) defined.add(String((pair.key as TemplateNode).value));
        }
        break;
    }
    for (const child of children(node)) visit(child);
  };
  visit(ast);
  for (const name of defined) read.delete(name);
  return read;
}

function macros(user: TemplateUser, urlParams: Record<string, string>): Record<string, unknown> {
  return {
    current_username: () => user.username,
    current_user_id: () => user.id,
    current_user_email: () => user.email ?? null,
    url_param: (name: string, fallback: unknown = null) => urlParams[name] ?? fallback,
    cache_key_wrapper: (value: unknown) => value,
  };
}

/** The SQL with its template rendered. SQL without `{{`, `{%` or `{#` comes back unchanged. */
export function renderSqlTemplate(
  sql: string,
  params: Record<string, unknown>,
  user: TemplateUser,
  urlParams: Record<string, string> = {},
): string {
  if (!/\{[{%#]/.test(sql)) return sql;
  let ast: TemplateNode;
  try {
    ast = parser.parse(sql);
  } catch {
    throw invalidTemplate();
  }
  const context: Record<string, unknown> = { ...macros(user, urlParams), ...params };
  const undefinedNames = [...inspect(ast)].filter((name) => !Object.hasOwn(context, name)).sort();
  if (undefinedNames.length > 0) {
    throw new LoupeError(
      400,
      `The following parameters in your query are undefined: ${undefinedNames.map((n) => `"${n}"`).join(', ')}. ${PARAMETER_MISSING}`,
      {
        errorType: 'MISSING_TEMPLATE_PARAMS_ERROR',
        extra: {
          undefined_parameters: undefinedNames,
          template_parameters: params,
          issue_codes: issueCodesFor('MISSING_TEMPLATE_PARAMS_ERROR'),
        },
      },
    );
  }
  try {
    return environment().renderString(sql, context);
  } catch {
    throw invalidTemplate();
  }
}
