// Label → colour: scheme order, forced colours, shared label colours, collision avoidance, namespaces.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CategoricalColorScale,
  getCategoricalScheme,
  getColorNamespace,
  getLabelColor,
  resetColorNamespaces,
} from '../../../lib/color/index.ts';

const SUPERSET = getCategoricalScheme('supersetColors').colors;

describe('CategoricalColorScale', () => {
  it('hands out the scheme colours in order of first appearance and keeps them', () => {
    const scale = new CategoricalColorScale({ schemeId: 'supersetColors' });
    expect(scale.getColor('a')).toBe(SUPERSET[0]);
    expect(scale.getColor('b')).toBe(SUPERSET[1]);
    expect(scale.getColor('a')).toBe(SUPERSET[0]);
    expect(scale.getColor(' b ')).toBe(SUPERSET[1]);
    expect(scale.getColor(3)).toBe(SUPERSET[2]);
    expect(scale.domain()).toEqual(['a', 'b', '3']);
  });
  it('wraps around when labels outnumber colours', () => {
    const scale = new CategoricalColorScale({ colors: ['#111', '#222'] });
    expect(['x', 'y', 'z'].map((label) => scale.getColor(label))).toEqual(['#111', '#222', '#111']);
  });
  it('an invalid scheme falls back to the default palette', () => {
    const scale = new CategoricalColorScale({ schemeId: 'does-not-exist' });
    expect(scale.getColor('a')).toBe(SUPERSET[0]);
  });
  it('forced colours win over shared and scale colours; numbers index the scheme', () => {
    const scale = new CategoricalColorScale({
      schemeId: 'd3Category10',
      labelColors: { boys: '#ff0000', girls: 3 },
      sharedLabelColors: { boys: '#00ff00', other: '#0000ff' },
    });
    expect(scale.getColor('boys')).toBe('#ff0000');
    expect(scale.getColor('girls')).toBe(getCategoricalScheme('d3Category10').colors[3]);
    expect(scale.getColor('other')).toBe('#0000ff');
    scale.setColor('other', '#abcdef');
    expect(scale.getColor('other')).toBe('#abcdef');
    expect(scale.getColorMap()).toMatchObject({ boys: '#ff0000', other: '#abcdef' });
  });
  it('avoids collisions by picking an unused colour when enabled', () => {
    const colors = ['#111', '#222', '#333'];
    const plain = new CategoricalColorScale({ colors, labelColors: { forced: '#111' } });
    expect(plain.getColor('forced')).toBe('#111');
    expect(plain.getColor('first')).toBe('#111');
    const avoiding = new CategoricalColorScale({
      colors,
      labelColors: { forced: '#111' },
      avoidCollisions: true,
    });
    expect(avoiding.getColor('forced')).toBe('#111');
    expect(avoiding.getColor('first')).toBe('#222');
    expect(avoiding.getColor('second')).toBe('#333');
  });
  it('namespaces keep forced colours and scales apart', () => {
    resetColorNamespaces();
    getColorNamespace('dashboard-1').setColor('boys', '#123456');
    expect(getColorNamespace('dashboard-1').getScale('supersetColors').getColor('boys')).toBe('#123456');
    expect(getColorNamespace('dashboard-2').getScale('supersetColors').getColor('boys')).toBe(SUPERSET[0]);
    const first = getLabelColor('girls', 'supersetColors', 'dashboard-1');
    expect(getLabelColor('girls', 'supersetColors', 'dashboard-1')).toBe(first);
    resetColorNamespaces();
    expect(getColorNamespace('dashboard-1').getScale('supersetColors').getColor('boys')).toBe(SUPERSET[0]);
  });
});

describe('CategoricalColorScale properties', () => {
  const label = fc.oneof(fc.string(), fc.integer());
  const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

  it('is deterministic per label: the same label sequence gives the same colours', () => {
    fc.assert(
      fc.property(
        fc.array(label),
        fc.boolean(),
        fc.constantFrom('supersetColors', 'lyftColors', 'x'),
        (labels, avoid, schemeId) => {
          const one = new CategoricalColorScale({ schemeId, avoidCollisions: avoid });
          const two = new CategoricalColorScale({ schemeId, avoidCollisions: avoid });
          const first = labels.map((l) => one.getColor(l));
          expect(labels.map((l) => two.getColor(l))).toEqual(first);
          expect(labels.map((l) => one.getColor(l))).toEqual(first);
        },
      ),
    );
  });

  it('forced colours always win', () => {
    fc.assert(
      fc.property(
        fc.array(label),
        fc.dictionary(
          fc.string().map((s) => s.trim()),
          hex,
        ),
        fc.dictionary(fc.string(), hex),
        fc.boolean(),
        (labels, forced, shared, avoid) => {
          const scale = new CategoricalColorScale({
            labelColors: forced,
            sharedLabelColors: shared,
            avoidCollisions: avoid,
          });
          for (const l of [...labels, ...Object.keys(forced)]) {
            const key = String(l).trim();
            const color = scale.getColor(l);
            if (Object.hasOwn(forced, key)) expect(color).toBe(forced[key]);
          }
        },
      ),
    );
  });
});
