// Value → colour between min and max along a sequential scheme (clamped, linear in RGB).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSequentialScale } from '../../../lib/color/index.ts';

describe('createSequentialScale', () => {
  it('interpolates between the scheme stops', () => {
    const scale = createSequentialScale('white_black', [0, 10]);
    expect(scale(0)).toBe('rgb(255, 255, 255)');
    expect(scale(10)).toBe('rgb(0, 0, 0)');
    expect(scale(5)).toBe('rgb(128, 128, 128)');
  });
  it('clamps values outside the extent', () => {
    const scale = createSequentialScale('white_black', [0, 10]);
    expect(scale(-5)).toBe('rgb(255, 255, 255)');
    expect(scale(50)).toBe('rgb(0, 0, 0)');
  });
  it('passes through every stop of a multi-colour scheme', () => {
    const scale = createSequentialScale('fire', [0, 3]);
    expect([0, 1, 2, 3].map((v) => scale(v))).toEqual([
      'rgb(255, 255, 255)',
      'rgb(255, 255, 0)',
      'rgb(255, 0, 0)',
      'rgb(0, 0, 0)',
    ]);
  });
  it('unknown scheme uses the default; missing values have no colour; a flat extent takes the middle', () => {
    expect(createSequentialScale('nope', [0, 1])(0)).toBe('rgb(244, 250, 212)');
    expect(createSequentialScale('white_black', [0, 1])(null)).toBeUndefined();
    expect(createSequentialScale('white_black', [0, 1])(Number.NaN)).toBeUndefined();
    expect(createSequentialScale('white_black', [4, 4])(4)).toBe('rgb(128, 128, 128)');
  });
  it('never throws and answers rgb() for finite values', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (a, b, v) => {
        const color = createSequentialScale('superset_seq_2', [a, b])(v);
        if (color !== undefined) expect(color).toMatch(/^rgb\(\d{1,3}, \d{1,3}, \d{1,3}\)$/);
      }),
    );
  });
});
