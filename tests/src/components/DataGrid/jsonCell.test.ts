import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonCellText, parseJsonCell, prettyJson } from '../../../../src/components/DataGrid/jsonCell.ts';

describe('JSON cells', () => {
  it('are objects, arrays, and strings that parse as one', () => {
    expect(parseJsonCell({ a: 1 })).toEqual({ a: 1 });
    expect(parseJsonCell([1])).toEqual([1]);
    expect(parseJsonCell('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonCell('  [1, 2]')).toEqual([1, 2]);
    expect(parseJsonCell('{"a":')).toBeUndefined();
    expect(parseJsonCell('1')).toBeUndefined();
    expect(parseJsonCell('"text"')).toBeUndefined();
    expect(parseJsonCell(null)).toBeUndefined();
    expect(parseJsonCell(new Date(0))).toBeUndefined();
    expect(parseJsonCell(42)).toBeUndefined();
  });

  it('are recognised for every JSON object or array, as value or text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.jsonValue({ maxDepth: 2 })),
          fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
        ),
        (json) => {
          expect(parseJsonCell(JSON.stringify(json))).toEqual(JSON.parse(JSON.stringify(json)));
          expect(parseJsonCell(json)).toBe(json);
        },
      ),
    );
  });

  it('print two-space indented JSON, bigints as digits', () => {
    expect(prettyJson({ a: [1, 2n] })).toBe('{\n  "a": [\n    1,\n    "2"\n  ]\n}');
    expect(jsonCellText({ a: 1 })).toBe('{"a":1}');
    expect(jsonCellText('{"a": 1}')).toBe('{"a": 1}');
  });
});
