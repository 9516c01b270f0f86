// The benchmarks' command line: flags over environment variables over defaults, and clear
// errors for anything else.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, DEFAULT_WARMUP, parseBenchArgs, UsageError } from '../../../scripts/bench/args.ts';

describe('bench arguments', () => {
  it('defaults: a few runs, port 8290, not strict, with the browser', () => {
    expect(parseBenchArgs([], {})).toEqual({
      runs: DEFAULT_RUNS,
      warmup: DEFAULT_WARMUP,
      port: 8290,
      strict: false,
      browser: true,
      help: false,
    });
  });

  it('reads flags, which win over the environment', () => {
    const env = { LOUPE_BENCH_RUNS: '9', LOUPE_BENCH_WARMUP: '3', LOUPE_BENCH_PORT: '8295' };
    expect(parseBenchArgs([], env)).toMatchObject({ runs: 9, warmup: 3, port: 8295 });
    expect(
      parseBenchArgs(['--runs', '2', '--warmup=0', '--port', '8298', '--strict', '--no-browser'], env),
    ).toEqual({ runs: 2, warmup: 0, port: 8298, strict: true, browser: false, help: false });
    expect(parseBenchArgs(['-h'], {}).help).toBe(true);
  });

  it('refuses what it does not understand', () => {
    expect(() => parseBenchArgs(['--runs', 'many'], {})).toThrow(UsageError);
    expect(() => parseBenchArgs(['--runs', '0'], {})).toThrow(/--runs must be within 1\.\.1000/);
    expect(() => parseBenchArgs(['--port', '8088'], {})).toThrow(/--port must be within 8290\.\.8298/);
    expect(() => parseBenchArgs([], { LOUPE_BENCH_PORT: '8188' })).toThrow(/8290\.\.8298/);
    expect(() => parseBenchArgs(['--fast'], {})).toThrow(UsageError);
    expect(() => parseBenchArgs(['extra'], {})).toThrow(UsageError);
  });
});
