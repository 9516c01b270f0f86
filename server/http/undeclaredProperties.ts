// Finds object properties in a value that its JSON schema does not declare. JSON Schema allows
// unknown properties by default; the contract client uses this to hold responses to "exactly
// the contract": a response may not invent fields. A schema opts out with additionalProperties
// (true or a schema), patternProperties, or by declaring no properties at all (a free-form object).
import type { JsonSchema } from './openapiTypes.ts';

type SchemaObject = { [keyword: string]: unknown };
type ResolveRef = (ref: string) => JsonSchema;

export function findUndeclaredProperties(
  schema: JsonSchema,
  value: unknown,
  resolveRef: ResolveRef,
): string[] {
  const found: string[] = [];
  walk(schema, value, '', resolveRef, found, 0);
  return found;
}

function walk(
  schema: JsonSchema,
  value: unknown,
  path: string,
  resolveRef: ResolveRef,
  found: string[],
  depth: number,
): void {
  if (depth > 64 || typeof schema === 'boolean') return;
  const branches = flatten(schema, resolveRef, 0);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const branch of branches) {
        const prefix = Array.isArray(branch.prefixItems) ? (branch.prefixItems as JsonSchema[]) : [];
        const itemSchema = index < prefix.length ? prefix[index] : (branch.items as JsonSchema | undefined);
        if (itemSchema !== undefined)
          walk(itemSchema, item, `${path}[${index}]`, resolveRef, found, depth + 1);
      }
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const declared = new Map<string, JsonSchema>();
  let openSchema: JsonSchema | undefined;
  let allowsAny = false;
  for (const branch of branches) {
    for (const [name, propertySchema] of Object.entries(
      (branch.properties as SchemaObject | undefined) ?? {},
    )) {
      if (!declared.has(name)) declared.set(name, propertySchema as JsonSchema);
    }
    const additional = branch.additionalProperties;
    if (additional !== undefined && additional !== false) {
      allowsAny = true;
      if (typeof additional === 'object') openSchema = additional as JsonSchema;
    }
    if (branch.patternProperties !== undefined) allowsAny = true;
  }
  if (declared.size === 0) allowsAny = true;
  for (const [name, member] of Object.entries(value)) {
    const memberPath = path === '' ? name : `${path}.${name}`;
    const memberSchema = declared.get(name) ?? openSchema;
    if (memberSchema !== undefined) walk(memberSchema, member, memberPath, resolveRef, found, depth + 1);
    else if (!allowsAny) found.push(memberPath);
  }
}

/** The schema and every schema it combines (allOf, anyOf, oneOf, $ref), as objects. */
function flatten(schema: JsonSchema, resolveRef: ResolveRef, depth: number): SchemaObject[] {
  if (typeof schema === 'boolean' || depth > 32) return [];
  const result: SchemaObject[] = [schema];
  if (typeof schema.$ref === 'string')
    result.push(...flatten(resolveRef(schema.$ref), resolveRef, depth + 1));
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const parts = schema[keyword];
    if (Array.isArray(parts)) {
      for (const part of parts) result.push(...flatten(part as JsonSchema, resolveRef, depth + 1));
    }
  }
  return result;
}
