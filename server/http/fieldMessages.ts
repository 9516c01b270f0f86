// Ajv errors → marshmallow-style field messages, as Superset reports invalid payloads:
// {"username": ["Missing data for required field."], "owners": {"0": ["Not a valid integer."]}}.
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { FieldMessages } from '../services/shared/loupeError.ts';

const COMBINATORS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not']);
/** Keywords judging a value as a whole (not its items or properties). */
const SCALAR_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  integer: 'Not a valid integer.',
  number: 'Not a valid number.',
  boolean: 'Not a valid boolean.',
  array: 'Not a valid list.',
  object: 'Invalid input type.',
  null: 'Field may not be null.',
};

export function fieldMessagesFromAjv(errors: readonly ErrorObject[]): FieldMessages {
  const specific = firstAlternativeOnly(errors).filter((e) => !COMBINATORS.has(e.keyword));
  const messages: FieldMessages = {};
  for (const error of specific.length > 0 ? specific : errors) {
    const { path, text } = explain(error);
    insert(messages, path.length > 0 ? path : ['_schema'], text);
  }
  return messages;
}

/**
 * A value that fits none of the scalar alternatives of an anyOf / oneOf (every branch failing on
 * the value itself, not inside it) reports its first alternative's errors, as marshmallow reports
 * the field's declared type: [integer, null] | '' says 'Not a valid integer.' for 'abc'.
 */
function firstAlternativeOnly(errors: readonly ErrorObject[]): readonly ErrorObject[] {
  let kept = errors;
  for (const combinator of errors) {
    if (combinator.keyword !== 'anyOf' && combinator.keyword !== 'oneOf') continue;
    const prefix = `${combinator.schemaPath}/`;
    const branches = kept.filter((e) => e.schemaPath.startsWith(prefix));
    if (branches.some((e) => e.instancePath !== combinator.instancePath || !SCALAR_KEYWORDS.has(e.keyword)))
      continue;
    const branchOf = (e: ErrorObject) => Number(e.schemaPath.slice(prefix.length).split('/')[0]);
    const first = Math.min(...branches.map(branchOf));
    kept = kept.filter((e) => !e.schemaPath.startsWith(prefix) || branchOf(e) === first);
  }
  return kept;
}

function explain(error: ErrorObject): { path: string[]; text: string } {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: [...path, String(params.missingProperty)], text: 'Missing data for required field.' };
    case 'additionalProperties':
      return { path: [...path, String(params.additionalProperty)], text: 'Unknown field.' };
    case 'type': {
      const type = String(params.type).split(',')[0] ?? '';
      return { path, text: TYPE_MESSAGES[type] ?? `Not a valid ${type}.` };
    }
    case 'enum':
      return { path, text: `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.` };
    case 'const':
      return { path, text: `Must be equal to ${JSON.stringify(params.allowedValue)}.` };
    case 'minLength':
      return { path, text: `Shorter than minimum length ${params.limit}.` };
    case 'maxLength':
      return { path, text: `Longer than maximum length ${params.limit}.` };
    case 'minimum':
      return { path, text: `Must be greater than or equal to ${params.limit}.` };
    case 'maximum':
      return { path, text: `Must be less than or equal to ${params.limit}.` };
    case 'format':
      return { path, text: `Not a valid ${params.format}.` };
    default:
      return { path, text: error.message ? `${capitalise(error.message)}.` : 'Invalid value.' };
  }
}

function insert(messages: FieldMessages, path: readonly string[], text: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  const existing = messages[head];
  if (rest.length === 0) {
    if (Array.isArray(existing)) {
      if (!existing.includes(text)) existing.push(text);
    } else if (existing) insert(existing, ['_schema'], text);
    else messages[head] = [text];
    return;
  }
  if (Array.isArray(existing)) {
    existing.push(`${rest.join('.')}: ${text}`);
    return;
  }
  const nested: FieldMessages = existing ?? {};
  messages[head] = nested;
  insert(nested, rest, text);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
