// Superset's control validators (@superset-ui/core validator/*): messages and edge cases.
import { describe, expect, it } from 'vitest';
import {
  legacyValidateInteger,
  legacyValidateNumber,
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  validateNumber,
} from '../../../lib/validators/index.ts';

describe('validateNonEmpty', () => {
  it.each([[null], [undefined], [''], [[]]])('%j cannot be empty', (value) => {
    expect(validateNonEmpty(value)).toBe('cannot be empty');
  });
  it.each([[0], [false], [' '], [['a']], [{}], ['x'], [Number.NaN]])('%j passes', (value) => {
    expect(validateNonEmpty(value)).toBe(false);
  });
});

describe('validateMaxValue', () => {
  it.each([
    [11, 10, 'Value cannot exceed 10'],
    ['10001', 10000, 'Value cannot exceed 10000'],
    [100001, 100000, 'Value cannot exceed 100000'],
  ])('%j over %j', (value, max, message) => {
    expect(validateMaxValue(value, max)).toBe(message);
  });
  it.each([
    [10, 10],
    ['9', 10],
    [null, 10],
    [undefined, 10],
    ['abc', 10],
    [-5, 0],
  ])('%j within %j', (value, max) => {
    expect(validateMaxValue(value, max)).toBe(false);
  });
});

describe('validateInteger', () => {
  it.each([[10], [0], [-3], ['10'], [' 12 '], ['1e3'], [1.0]])('%j is an integer', (value) => {
    expect(validateInteger(value)).toBe(false);
  });
  it.each([
    [10.1],
    ['abc'],
    [''],
    ['  '],
    [null],
    [undefined],
    [Number.NaN],
    [Infinity],
    ['1.5'],
    [true],
    [[]],
  ])('%j is not an integer', (value) => {
    expect(validateInteger(value)).toBe('is expected to be an integer');
  });
});

describe('validateNumber', () => {
  it.each([[10], [10.1], ['10.1'], [' 3 '], [-0.5], ['1e-3']])('%j is a number', (value) => {
    expect(validateNumber(value)).toBe(false);
  });
  it.each([['abc'], [''], [null], [undefined], [Number.NaN], [Infinity], ['Infinity'], [{}], [false]])(
    '%j is not a number',
    (value) => {
      expect(validateNumber(value)).toBe('is expected to be a number');
    },
  );
});

describe('legacy validators (Superset accepts falsy values)', () => {
  it('legacyValidateInteger', () => {
    expect(legacyValidateInteger(10.1)).toBe('is expected to be an integer');
    expect(legacyValidateInteger('abc')).toBe('is expected to be an integer');
    expect(legacyValidateInteger(Infinity)).toBe('is expected to be an integer');
    expect(legacyValidateInteger('1.5')).toBe('is expected to be an integer');
    for (const value of [Number.NaN, undefined, null, '', 0, 10, '10', false]) {
      expect(legacyValidateInteger(value)).toBe(false);
    }
  });
  it('legacyValidateNumber', () => {
    expect(legacyValidateNumber('abc')).toBe('is expected to be a number');
    expect(legacyValidateNumber({})).toBe('is expected to be a number');
    for (const value of [Number.NaN, undefined, null, '', 0, 10.5, '10.5', Infinity, ' 7 ']) {
      expect(legacyValidateNumber(value)).toBe(false);
    }
  });
});
