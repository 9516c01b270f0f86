// Parsing hex and rgb() colours, rgba with opacity, contrasting text colour.
import { describe, expect, it } from 'vitest';
import {
  addAlpha,
  getContrastingColor,
  parseColor,
  rgbaToHex,
  toRgbaString,
  withOpacity,
} from '../../../lib/color/index.ts';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['1FA8C9', { r: 31, g: 168, b: 201, a: 1 }],
    ['#1FA8C980', { r: 31, g: 168, b: 201, a: 0.5 }],
    ['rgb(0, 122, 135)', { r: 0, g: 122, b: 135, a: 1 }],
    ['rgba(0,122,135,0.4)', { r: 0, g: 122, b: 135, a: 0.4 }],
    ['white', { r: 255, g: 255, b: 255, a: 1 }],
    ['Black', { r: 0, g: 0, b: 0, a: 1 }],
  ])('%s', (text, expected) => {
    expect(parseColor(text)).toEqual(expected);
  });
  it.each([['#ffff1'], ['rgb(1,2)'], ['nope'], [''], ['rgb(300, 0, 0)']])('%s is not a colour', (text) => {
    expect(parseColor(text)).toBeNull();
  });
});

describe('opacity and conversions', () => {
  it('toRgbaString of the default fixed colour', () => {
    expect(toRgbaString({ r: 0, g: 122, b: 135, a: 1 })).toBe('rgba(0, 122, 135, 1)');
  });
  it('withOpacity gives rgba()', () => {
    expect(withOpacity('#1FA8C9', 0.5)).toBe('rgba(31, 168, 201, 0.5)');
    expect(withOpacity('rgb(0, 122, 135)', 0)).toBe('rgba(0, 122, 135, 0)');
    expect(() => withOpacity('#1FA8C9', 1.5)).toThrow('The opacity should between 0 and 1, but got: 1.5');
    expect(() => withOpacity('nope', 0.5)).toThrow('Invalid color: nope');
  });
  it('addAlpha appends the alpha byte as Superset', () => {
    expect(addAlpha('#000000', 1)).toBe('#000000FF');
    expect(addAlpha('#000000', 0)).toBe('#00000000');
    expect(addAlpha('#000000', 0.5)).toBe('#00000080');
    expect(() => addAlpha('#000000', -1)).toThrow('The opacity should between 0 and 1, but got: -1');
  });
  it('rgbaToHex', () => {
    expect(rgbaToHex({ r: 0, g: 122, b: 135, a: 1 })).toBe('#007A87FF');
    expect(rgbaToHex({ r: 255, g: 255, b: 255, a: 0 })).toBe('#FFFFFF00');
  });
  it('getContrastingColor', () => {
    expect(getContrastingColor('#fff')).toBe('#000');
    expect(getContrastingColor('#000000')).toBe('#FFF');
    expect(getContrastingColor('rgb(255, 255, 0)')).toBe('#000');
    expect(getContrastingColor('rgb(0, 0, 128)')).toBe('#FFF');
    expect(() => getContrastingColor('#12')).toThrow('Invalid color: #12');
  });
});
