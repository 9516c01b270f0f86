// Colour schemes and their registry: Superset's palettes, the default, fallback for unknown ids.
import { describe, expect, it } from 'vitest';
import {
  CATEGORICAL_SCHEMES,
  DEFAULT_CATEGORICAL_SCHEME_ID,
  DEFAULT_SEQUENTIAL_SCHEME_ID,
  getCategoricalScheme,
  getSequentialScheme,
  SEQUENTIAL_SCHEMES,
} from '../../../lib/color/index.ts';
import { validateColor } from '../../../lib/validators/index.ts';

describe('colour schemes', () => {
  it('supersetColors is the first and default categorical scheme', () => {
    expect(DEFAULT_CATEGORICAL_SCHEME_ID).toBe('supersetColors');
    expect(CATEGORICAL_SCHEMES[0]?.id).toBe('supersetColors');
    expect(getCategoricalScheme().colors.slice(0, 5)).toEqual([
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
    ]);
    expect(getCategoricalScheme().colors).toHaveLength(20);
  });
  it('holds the other Superset palettes', () => {
    const ids = CATEGORICAL_SCHEMES.map((scheme) => scheme.id);
    for (const id of [
      'bnbColors',
      'googleCategory10c',
      'googleCategory20c',
      'd3Category10',
      'd3Category20',
      'd3Category20b',
      'd3Category20c',
      'echarts4Colors',
      'echarts5Colors',
      'presetColors',
      'lyftColors',
    ]) {
      expect(ids).toContain(id);
    }
    expect(getCategoricalScheme('d3Category10').colors[0]).toBe('#1f77b4');
    expect(getCategoricalScheme('echarts5Colors').colors[0]).toBe('#5470C6');
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('an unknown scheme id falls back to the default palette', () => {
    expect(getCategoricalScheme('nope').id).toBe('supersetColors');
    expect(getCategoricalScheme(null).id).toBe('supersetColors');
    expect(getSequentialScheme('nope').id).toBe(DEFAULT_SEQUENTIAL_SCHEME_ID);
  });
  it('sequential schemes', () => {
    const ids = SEQUENTIAL_SCHEMES.map((scheme) => scheme.id);
    for (const id of [
      'superset_seq_1',
      'superset_seq_2',
      'blue_white_yellow',
      'fire',
      'white_black',
      'black_white',
      'dark_blue',
      'pink_grey',
      'greens',
      'purples',
      'oranges',
      'red_yellow_blue',
    ]) {
      expect(ids).toContain(id);
    }
    expect(DEFAULT_SEQUENTIAL_SCHEME_ID).toBe('superset_seq_1');
    expect(getSequentialScheme('fire').colors).toEqual(['white', 'yellow', 'red', 'black']);
  });
  it('every scheme has a label and at least two colours, hex ones valid', () => {
    for (const scheme of [...CATEGORICAL_SCHEMES, ...SEQUENTIAL_SCHEMES]) {
      expect(scheme.label).not.toBe('');
      expect(scheme.colors.length).toBeGreaterThanOrEqual(2);
      for (const color of scheme.colors.filter((c) => c.startsWith('#')))
        expect(validateColor(color)).toBe(false);
    }
  });
});
