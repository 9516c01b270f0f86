// Formatting of the query history's cells (Superset's fDuration: HH:mm:ss.SS). Pure.

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A duration in ms as HH:mm:ss.SS ('' when the query has not ended). */
export function formatDuration(startMs: number | null, endMs: number | null): string {
  if (startMs === null || endMs === null || endMs < startMs) return '';
  const total = Math.round(endMs - startMs);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const hundredths = Math.floor((total % 1000) / 10);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(hundredths)}`;
}
