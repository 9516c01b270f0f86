// Conversions that never throw, whatever a control holds (null-prototype objects, symbols, bigints).
export function toNumberSafe(value: unknown): number {
  try {
    return Number(value);
  } catch {
    return Number.NaN;
  }
}

export function toStringSafe(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
