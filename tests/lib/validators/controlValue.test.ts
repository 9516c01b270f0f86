// Control values against their definitions, and collecting a control's validation errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectValidationErrors,
  legacyValidateInteger,
  normalizeSelectValue,
  validateNonEmpty,
} from '../../../lib/validators/index.ts';

const choices = [
  ['a', 'A'],
  ['b', 'B'],
] as const;

describe('normalizeSelectValue', () => {
  it('a fixed single select drops a value not among the choices', () => {
    expect(normalizeSelectValue('a', { choices })).toBe('a');
    expect(normalizeSelectValue('z', { choices })).toBeNull();
    expect(normalizeSelectValue(undefined, { choices })).toBeUndefined();
  });
  it('a free-form select keeps any value', () => {
    expect(normalizeSelectValue('10 seconds', { choices, freeForm: true })).toBe('10 seconds');
    expect(normalizeSelectValue(['z', 'a'], { choices, freeForm: true, multi: true })).toEqual(['z', 'a']);
  });
  it('a multi-select wraps a single value and filters fixed choices', () => {
    expect(normalizeSelectValue('a', { choices, multi: true })).toEqual(['a']);
    expect(normalizeSelectValue(['a', 'z', 'b'], { choices, multi: true })).toEqual(['a', 'b']);
    expect(normalizeSelectValue('x', { multi: true })).toEqual(['x']);
    expect(normalizeSelectValue(null, { choices, multi: true })).toBeNull();
  });
  it('never throws; multi answers a list of choices', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = normalizeSelectValue(value, { choices, multi: true });
        if (value !== null && value !== undefined) {
          expect(Array.isArray(result)).toBe(true);
          for (const item of result as unknown[]) expect(['a', 'b']).toContain(item);
        }
      }),
    );
  });
});

describe('collectValidationErrors', () => {
  it('runs every validator and appends the external errors', () => {
    expect(
      collectValidationErrors('', [validateNonEmpty, legacyValidateInteger], ['from the server']),
    ).toEqual(['cannot be empty', 'from the server']);
    expect(collectValidationErrors('1.5', [validateNonEmpty, legacyValidateInteger])).toEqual([
      'is expected to be an integer',
    ]);
    expect(collectValidationErrors(3, [validateNonEmpty, legacyValidateInteger])).toEqual([]);
  });
});
