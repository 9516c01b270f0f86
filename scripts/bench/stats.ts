// The benchmarks' pure arithmetic and printing: median / p95 of samples, ratios against a
// baseline, PASS / MISS against a target, and the result table.

export interface Summary {
  runs: number;
  median: number;
  p95: number;
}

/** The median of the samples (the mean of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile (p in 0..100): the smallest sample with at least p% at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0..100, got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  return { runs: samples.length, median: median(samples), p95: percentile(samples, 95) };
}

/** measured / baseline; Infinity when the baseline is 0 and the measurement is not. */
export function ratio(measured: number, baseline: number): number {
  if (baseline === 0) return measured === 0 ? 1 : Number.POSITIVE_INFINITY;
  return measured / baseline;
}

export type Verdict = 'PASS' | 'MISS';

/** PASS when the value is at most the target (both ratios, or both milliseconds). */
export function verdict(value: number, target: number): Verdict {
  return value <= target ? 'PASS' : 'MISS';
}

/** Milliseconds for humans: `0.42 ms`, `12.3 ms`, `412 ms`, `1.24 s`. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return String(ms);
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 100) return `${Math.round(ms)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

export function formatRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '∞';
}

export interface TableRow {
  measurement: string;
  /** The measurement's samples (median and p95 shown). */
  measured: Summary;
  /** The baseline's samples, when there is one. */
  baseline?: Summary;
  baselineName?: string;
  /** What the target is compared with: the median ratio or the median absolute time. */
  target: { kind: 'ratio' | 'ms'; value: number } | null;
}

export interface EvaluatedRow extends TableRow {
  ratio: number | null;
  verdict: Verdict | null;
}

/** The median ratio (when there is a baseline) and the verdict against the target. */
export function evaluate(row: TableRow): EvaluatedRow {
  const r = row.baseline ? ratio(row.measured.median, row.baseline.median) : null;
  if (!row.target) return { ...row, ratio: r, verdict: null };
  const compared = row.target.kind === 'ratio' ? r : row.measured.median;
  if (compared === null) throw new Error(`${row.measurement}: a ratio target needs a baseline`);
  return { ...row, ratio: r, verdict: verdict(compared, row.target.value) };
}

const HEADERS = [
  'Measurement',
  'Runs',
  'Median',
  'p95',
  'Baseline (median / p95)',
  'Ratio',
  'Target',
  'Result',
];

function targetText(target: TableRow['target']): string {
  if (!target) return '—';
  return target.kind === 'ratio' ? `≤ ${formatRatio(target.value)}` : `≤ ${formatMs(target.value)}`;
}

/** The rows as a plain-text table with aligned columns. */
export function formatTable(rows: readonly EvaluatedRow[]): string {
  const cells = rows.map((row) => [
    row.measurement,
    String(row.measured.runs),
    formatMs(row.measured.median),
    formatMs(row.measured.p95),
    row.baseline
      ? `${row.baselineName ?? 'baseline'}: ${formatMs(row.baseline.median)} / ${formatMs(row.baseline.p95)}`
      : '—',
    row.ratio === null ? '—' : formatRatio(row.ratio),
    targetText(row.target),
    row.verdict ?? '—',
  ]);
  const widths = HEADERS.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  return [line(HEADERS), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(line)].join('\n');
}

/** A yes/no requirement checked by a bench (not timed): shown under the table. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function formatChecks(checks: readonly Check[]): string {
  return checks.map((check) => `${check.ok ? 'PASS' : 'MISS'}  ${check.name}: ${check.detail}`).join('\n');
}
