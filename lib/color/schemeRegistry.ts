// Scheme look-up by id; an unknown or missing id gives the default scheme.
import { CATEGORICAL_SCHEMES, type ColorScheme } from './categoricalSchemes.ts';
import { SEQUENTIAL_SCHEMES } from './sequentialSchemes.ts';

export const DEFAULT_CATEGORICAL_SCHEME_ID = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME_ID = 'superset_seq_1';

const categorical = new Map(CATEGORICAL_SCHEMES.map((scheme) => [scheme.id, scheme]));
const sequential = new Map(SEQUENTIAL_SCHEMES.map((scheme) => [scheme.id, scheme]));

export function getCategoricalScheme(id?: string | null): ColorScheme {
  return (id && categorical.get(id)) || categorical.get(DEFAULT_CATEGORICAL_SCHEME_ID)!;
}

export function getSequentialScheme(id?: string | null): ColorScheme {
  return (id && sequential.get(id)) || sequential.get(DEFAULT_SEQUENTIAL_SCHEME_ID)!;
}

export function isCategoricalSchemeId(id: unknown): boolean {
  return typeof id === 'string' && categorical.has(id);
}
