// Conversions every engine applies at its boundary so results are JSON-safe and lose nothing:
// integers are numbers when safe, else decimal strings; decimals are numbers when 15
// significant digits hold them, else strings; non-finite floats become null (as Superset's
// JSON does); timestamps are ISO 8601 text; bytes are `\x` + hex; nested values are JSON text.
import type { JsonValue } from './engineSpec.ts';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function integerToJson(value: bigint | number): number | string {
  if (typeof value === 'number') return value;
  return value <= MAX_SAFE && value >= -MAX_SAFE ? Number(value) : value.toString();
}

/** An integer written as text (`'9007199254740993'`): a number when safe, else the text. */
export function integerTextToJson(text: string): number | string {
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : text;
}

/** A decimal written as text: a number when at most 15 significant digits, else the text. */
export function decimalTextToJson(text: string): number | string {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return trimmed;
  const digits = trimmed
    .replace(/[eE].*$/, '')
    .replace(/[^\d]/g, '')
    .replace(/^0+/, '')
    .replace(/0+$/, '');
  return digits.length <= 15 ? Number(trimmed) : trimmed;
}

export function floatToJson(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

export function bytesToJson(bytes: Uint8Array): string {
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
}

/**
 * `2024-03-01 10:11:12.5+02` → `2024-03-01T10:11:12.5+02:00`. Text that is not a timestamp
 * (infinity, BC dates) comes back unchanged.
 */
export function timestampTextToIso(text: string): string {
  const match =
    /^(\d{4,}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(?:\s*(Z|[+-]\d\d)(?::?(\d\d))?(?::?(\d\d))?)?$/.exec(
      text,
    );
  if (!match) return text;
  const [, date, time, zone, zoneMinutes, zoneSeconds] = match;
  let offset = '';
  if (zone === 'Z') offset = 'Z';
  else if (zone) offset = `${zone}:${zoneMinutes ?? '00'}${zoneSeconds ? `:${zoneSeconds}` : ''}`;
  return `${date}T${time}${offset}`;
}

/** Nested values (lists, structs, maps, JSON documents) as JSON text, bigints kept exact. */
export function nestedToJsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') return integerToJson(item);
    if (item instanceof Uint8Array) return bytesToJson(item);
    if (typeof item === 'number' && !Number.isFinite(item)) return null;
    return item;
  });
}

/** Any primitive a driver hands over, made JSON-safe (the engine-specific cases come first). */
export function primitiveToJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return floatToJson(value);
  if (typeof value === 'bigint') return integerToJson(value);
  if (value instanceof Uint8Array) return bytesToJson(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object') return nestedToJsonText(value);
  return String(value);
}
