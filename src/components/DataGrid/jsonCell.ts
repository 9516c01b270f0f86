// JSON-like cells (pure): objects and arrays, and strings that parse as a JSON object or array
// (Superset's safeJsonObjectParse: only strings starting with '{' or '[' are tried).

export type JsonObject = Record<string, unknown> | unknown[];

/** The object or array a cell holds, or `undefined` when it is not JSON-like. */
export function parseJsonCell(value: unknown): JsonObject | undefined {
  if (typeof value === 'object' && value !== null) {
    return isPlainJson(value) ? (value as JsonObject) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const first = value.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/** Two-space indented JSON; bigints become strings of digits, cycles an error text. */
export function prettyJson(json: unknown): string {
  try {
    return (
      JSON.stringify(json, (_key, value) => (typeof value === 'bigint' ? String(value) : value), 2) ?? ''
    );
  } catch {
    return String(json);
  }
}

/** The cell's text as one line: a string as it is, an object as compact JSON. */
export function jsonCellText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? String(item) : item)) ?? '';
  } catch {
    return String(value);
  }
}

function isPlainJson(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
