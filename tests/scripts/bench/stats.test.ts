// The benchmarks' arithmetic and table: median / nearest-rank p95, ratios, PASS / MISS, formatting.
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  formatChecks,
  formatMs,
  formatRatio,
  formatTable,
  median,
  percentile,
  ratio,
  summarize,
  verdict,
} from '../../../scripts/bench/stats.ts';

describe('bench statistics', () => {
  it('takes the median of odd and even counts, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow(/no samples/);
  });

  it('takes nearest-rank percentiles', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBe(50);
    expect(percentile([10, 20, 30, 40, 50], 50)).toBe(30);
    expect(percentile([5], 95)).toBe(5);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
  });

  it('summarises runs, median and p95', () => {
    expect(summarize([120, 100, 110, 300, 105])).toEqual({ runs: 5, median: 110, p95: 300 });
  });

  it('divides by the baseline, and says PASS at or under the target', () => {
    expect(ratio(120, 100)).toBeCloseTo(1.2);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(verdict(1.2, 1.2)).toBe('PASS');
    expect(verdict(1.21, 1.2)).toBe('MISS');
  });

  it('judges ratio targets on the median ratio and time targets on the median time', () => {
    const measured = { runs: 3, median: 1300, p95: 2000 };
    const baseline = { runs: 3, median: 1000, p95: 1100 };
    const byRatio = evaluate({ measurement: 'm', measured, baseline, target: { kind: 'ratio', value: 1.2 } });
    expect(byRatio.ratio).toBeCloseTo(1.3);
    expect(byRatio.verdict).toBe('MISS');
    const byTime = evaluate({ measurement: 'm', measured, baseline, target: { kind: 'ms', value: 1500 } });
    expect(byTime.verdict).toBe('PASS');
    expect(evaluate({ measurement: 'm', measured, target: null })).toMatchObject({
      ratio: null,
      verdict: null,
    });
    expect(() => evaluate({ measurement: 'm', measured, target: { kind: 'ratio', value: 1 } })).toThrow(
      /needs a baseline/,
    );
  });

  it('formats times and ratios for humans', () => {
    expect(formatMs(0.4211)).toBe('0.42 ms');
    expect(formatMs(12.34)).toBe('12.3 ms');
    expect(formatMs(412.4)).toBe('412 ms');
    expect(formatMs(1240)).toBe('1.24 s');
    expect(formatRatio(1.234)).toBe('1.23×');
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe('∞');
  });

  it('prints an aligned table with the baseline, ratio, target and result', () => {
    const table = formatTable([
      evaluate({
        measurement: 'execute',
        measured: { runs: 5, median: 1300, p95: 1500 },
        baseline: { runs: 5, median: 1000, p95: 1100 },
        baselineName: 'raw',
        target: { kind: 'ratio', value: 1.2 },
      }),
      evaluate({
        measurement: 'paint',
        measured: { runs: 5, median: 800, p95: 900 },
        target: { kind: 'ms', value: 1000 },
      }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^Measurement +\| Runs \| Median \| p95 +\| Baseline \(median \/ p95\) \| Ratio \| Target +\| Result$/,
    );
    expect(lines[2]).toMatch(
      /^execute +\| 5 +\| 1\.30 s \| 1\.50 s \| raw: 1\.00 s \/ 1\.10 s +\| 1\.30× \| ≤ 1\.20× +\| MISS$/,
    );
    expect(lines[3]).toMatch(/^paint +\| 5 +\| 800 ms \| 900 ms \| — +\| — +\| ≤ 1\.00 s \| PASS$/);
    expect(new Set(lines.slice(0, 4).map((line) => line.indexOf('|')))).toEqual(
      new Set([lines[0]!.indexOf('|')]),
    );
  });

  it('lists checks as PASS / MISS lines', () => {
    expect(
      formatChecks([
        { name: 'capped', ok: true, detail: 'said so' },
        { name: 'scrolls', ok: false, detail: 'no last row' },
      ]),
    ).toBe('PASS  capped: said so\nMISS  scrolls: no last row');
  });
});
