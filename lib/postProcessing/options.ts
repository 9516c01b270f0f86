import { PostProcessingError } from './types.ts';

export type Options = Record<string, unknown>;

const INVALID = 'Invalid options';

/** Python would reject an unknown keyword argument: so do we. */
export function readOptions(options: unknown, allowed: readonly string[]): Options {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) throw new PostProcessingError(INVALID);
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) throw new PostProcessingError(INVALID);
  }
  return options as Options;
}

export function stringList(value: unknown, fallback: string[] = []): string[] {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new PostProcessingError(INVALID);
  }
  return value as string[];
}

export function stringMap(value: unknown): Record<string, string | null> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new PostProcessingError(INVALID);
  for (const item of Object.values(value)) {
    if (item !== null && typeof item !== 'string') throw new PostProcessingError(INVALID);
  }
  return value as Record<string, string | null>;
}

export function bool(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new PostProcessingError(INVALID);
  return value;
}

export function integer(value: unknown, fallback: number | null): number | null {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new PostProcessingError(INVALID);
  return value;
}
