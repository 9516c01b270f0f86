import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRison, encodeRison, RisonError } from '../../lib/rison.ts';

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
    fc.integer(),
    fc.string({ unit: 'binary' }),
    fc.array(tie('value')),
    fc.dictionary(fc.string({ unit: 'binary' }), tie('value')),
  ),
})).value;

describe('rison', () => {
  it('encodes the forms Superset list calls use', () => {
    expect(encodeRison({ keys: ['permissions'] })).toBe('(keys:!(permissions))');
    expect(
      encodeRison({ filters: [{ col: 'database_name', opr: 'ct', value: 'ex' }], page: 0, page_size: 25 }),
    ).toBe('(filters:!((col:database_name,opr:ct,value:ex)),page:0,page_size:25)');
    expect(encodeRison({ a: true, b: false, c: null, d: '', e: "it's!", f: '12', g: -1.5 })).toBe(
      "(a:!t,b:!f,c:!n,d:'',e:'it!'s!!',f:'12',g:-1.5)",
    );
  });

  it('decodes what it encodes, for any JSON value', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(decodeRison(encodeRison(value))).toEqual(value);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects malformed input with a RisonError naming the position', () => {
    for (const bad of ['(a:1', "'open", '!x', '(a 1)', '!(1 2)', '', '(a:1))']) {
      expect(() => decodeRison(bad)).toThrow(RisonError);
    }
  });
});
