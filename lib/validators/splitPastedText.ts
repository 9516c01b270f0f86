// Pasting into a select: Superset's TOKEN_SEPARATORS, tried in order; the first one present splits.

export const TOKEN_SEPARATORS = [',', '\r\n', '\n', '\t', ';'] as const;

/** The pasted values, trimmed, without empty ones and duplicates, in order of appearance. */
export function splitPastedText(text: string): string[] {
  const separator = TOKEN_SEPARATORS.find((candidate) => text.includes(candidate));
  const parts = separator ? text.split(separator) : [text];
  const values: string[] = [];
  for (const part of parts) {
    const value = part.trim();
    if (value !== '' && !values.includes(value)) values.push(value);
  }
  return values;
}
