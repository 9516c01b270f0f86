import { describe, expect, it } from 'vitest';
import { groupedBy, likePattern, userRefOf } from '../../../server/store/repositories/listQuery.ts';

describe('listQuery helpers', () => {
  it('likePattern lower-cases, escapes wildcards and anchors by operator', () => {
    expect(likePattern('ct', 'A_b%')).toBe('%a\\_b\\%%');
    expect(likePattern('nct', 'x')).toBe('%x%');
    expect(likePattern('sw', 'X')).toBe('x%');
    expect(likePattern('ew', 'x\\')).toBe('%x\\\\');
  });

  it('groupedBy groups rows by the key, leaving the key out', () => {
    const groups = groupedBy(
      [
        { slice_id: 1, id: 10 },
        { slice_id: 2, id: 20 },
        { slice_id: 1, id: 11 },
      ],
      'slice_id',
    );
    expect(groups.get(1)).toEqual([{ id: 10 }, { id: 11 }]);
    expect(groups.get(2)).toEqual([{ id: 20 }]);
    expect(groups.get(3)).toBeUndefined();
  });

  it('userRefOf is null without an id or a joined user', () => {
    expect(userRefOf(null, 'a', 'b')).toBeNull();
    expect(userRefOf(1, null, null)).toBeNull();
    expect(userRefOf(1, 'Ann', null)).toEqual({ id: 1, first_name: 'Ann', last_name: '' });
  });
});
