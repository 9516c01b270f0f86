// JSON object text columns (extra, params, json_metadata …) read leniently, as Superset does.

/** The JSON object the text holds; null when it is empty, not JSON or not an object. */
export function jsonObjectOrNull(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The JSON object the text holds; {} when it is empty, not JSON or not an object. */
export function jsonObjectOf(text: string | null | undefined): Record<string, unknown> {
  return jsonObjectOrNull(text) ?? {};
}
