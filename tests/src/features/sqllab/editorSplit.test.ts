// How the editor and the results share a tab's height.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampNorthPercent,
  INITIAL_NORTH_PERCENT,
  MAX_NORTH_PERCENT,
  MIN_NORTH_PERCENT,
  northPercentOf,
} from '../../../../src/features/sqllab/editorSplit.ts';

describe('editor split', () => {
  it('always stays within its limits (property)', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const clamped = clampNorthPercent(value);
        expect(clamped).toBeGreaterThanOrEqual(MIN_NORTH_PERCENT);
        expect(clamped).toBeLessThanOrEqual(MAX_NORTH_PERCENT);
      }),
    );
  });

  it("reads the tab's northPercent, else 100 - southPercent, else the initial 30 %", () => {
    expect(northPercentOf({ northPercent: 55, southPercent: 10 })).toBe(55);
    expect(northPercentOf({ southPercent: 60 })).toBe(40);
    expect(northPercentOf({})).toBe(INITIAL_NORTH_PERCENT);
    expect(northPercentOf({ northPercent: 200 })).toBe(MAX_NORTH_PERCENT);
  });
});
