// Superset's display text for a time-range bound: `YYYY-MM-DDTHH:MM:SS` (UTC), '' for no bound.
export function formatTimeRangeBound(date: Date | null): string {
  if (!date) return '';
  const year = date.getUTCFullYear();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}
