// A failed write's field errors: the 422 `{"message": {field: [messages]}}` as one text per field
// (messages joined), for the form to show under its fields; the rest goes to the form's panel.
import { normalizeThrownError } from '../../api/normalizeError.ts';

export type FieldErrors = Partial<Record<string, string>>;

export interface FormFailure {
  fields: FieldErrors;
  /** The failure when none of `known` fields can show it (shown above the form). */
  other: unknown;
}

export function formFailureOf(error: unknown, known: readonly string[]): FormFailure {
  const messages = normalizeThrownError(error).fieldMessages ?? {};
  const fields: FieldErrors = {};
  for (const [field, texts] of Object.entries(messages)) fields[field] = texts.join(' ');
  const shown = known.some((field) => fields[field] !== undefined);
  return { fields, other: shown ? null : error };
}

/** `errorMessage` props for a field when it has an error (exactOptionalPropertyTypes). */
export function errorProp(errors: FieldErrors, field: string): { errorMessage?: string } {
  const text = errors[field];
  return text ? { errorMessage: text } : {};
}
