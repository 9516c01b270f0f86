// Bytes with decimal (kB, MB …) or binary (KiB, MiB …) units, as Superset's createMemoryFormatter.

const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'RB', 'QB'];
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

export interface MemoryOptions {
  binary?: boolean;
  /** Digits after the point, trailing zeros dropped (default 2). */
  decimals?: number;
  /** Append '/s' (transfer rates). */
  transfer?: boolean;
}

export function formatMemory(
  bytes: number,
  { binary = false, decimals = 2, transfer = false }: MemoryOptions = {},
) {
  let text = '0B';
  if (bytes !== 0) {
    const units = binary ? BINARY_UNITS : DECIMAL_UNITS;
    const base = binary ? 1024 : 1000;
    const magnitude = Math.abs(bytes);
    // Superset indexes below 0 for values under one byte; those stay in bytes here.
    const exponent = Math.max(
      0,
      Math.min(units.length - 1, Math.floor(Math.log(magnitude) / Math.log(base))),
    );
    const scaled = Number.parseFloat((magnitude / base ** exponent).toFixed(decimals));
    text = `${bytes > 0 ? '' : '-'}${scaled}${units[exponent]}`;
  }
  return transfer ? `${text}/s` : text;
}
