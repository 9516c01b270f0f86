// A tab's template parameters (spec §5 'SQL editor': they must parse as JSON, otherwise they are
// ignored). Pure.

export type ParsedParams = { valid: true; params: Record<string, unknown> } | { valid: false };

/** Parses the JSON text of a tab's parameters: blank is an empty object, anything but an object is invalid. */
export function parseTemplateParams(text: string | null | undefined): ParsedParams {
  if (text === null || text === undefined || text.trim() === '') return { valid: true, params: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { valid: false };
    return { valid: true, params: value as Record<string, unknown> };
  } catch {
    return { valid: false };
  }
}

/** How many parameters a tab holds (0 when its text is not valid). */
export function templateParamCount(text: string | null | undefined): number {
  const parsed = parseTemplateParams(text);
  return parsed.valid ? Object.keys(parsed.params).length : 0;
}

/** The parameters sent with a cost estimate: the parsed object, or none when invalid. */
export function templateParamsOrEmpty(text: string | null | undefined): Record<string, unknown> {
  const parsed = parseTemplateParams(text);
  return parsed.valid ? parsed.params : {};
}
