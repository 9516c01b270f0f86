// Row limits as Superset applies them: a missing or 0 row_limit falls back to ROW_LIMIT (50000;
// SAMPLES_ROW_LIMIT 1000 for samples), then anything above SQL_MAX_ROW is cut to it. Pure.

export const ROW_LIMIT = 50000;
export const SAMPLES_ROW_LIMIT = 1000;
export const DEFAULT_SQL_MAX_ROW = 100000;

export interface RowLimits {
  /** SQL_MAX_ROW (config `sqlMaxRow`). */
  sqlMaxRow?: number;
  rowLimit?: number;
  samplesRowLimit?: number;
}

export function effectiveRowLimit(
  requested: number | null | undefined,
  limits: RowLimits = {},
  samples = false,
): number {
  const fallback = samples ? (limits.samplesRowLimit ?? SAMPLES_ROW_LIMIT) : (limits.rowLimit ?? ROW_LIMIT);
  const max = limits.sqlMaxRow ?? DEFAULT_SQL_MAX_ROW;
  const limit = requested && requested > 0 ? Math.floor(requested) : fallback;
  return Math.min(limit, max);
}

export function effectiveRowOffset(requested: number | null | undefined): number {
  return requested && requested > 0 ? Math.floor(requested) : 0;
}
