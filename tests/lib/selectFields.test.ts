import { describe, expect, it } from 'vitest';
import { selectedItems, selectFieldsOf } from '../../lib/selectFields.ts';

const item = {
  id: 1,
  name: 'a',
  owners: [
    { id: 2, first_name: 'Ann' },
    { id: 3, first_name: 'Bo' },
  ],
  database: { id: 4, database_name: 'x' },
  changed_by: null,
};

describe('selectFieldsOf', () => {
  it('keeps the named fields and b of each object or list item for a.b', () => {
    expect(selectFieldsOf(item, ['id', 'owners.id', 'owners.first_name', 'database.id', 'missing'])).toEqual({
      id: 1,
      owners: [
        { id: 2, first_name: 'Ann' },
        { id: 3, first_name: 'Bo' },
      ],
      database: { id: 4 },
    });
  });

  it('keeps a null or scalar under a.b, or leaves it out with pathOnScalar omit', () => {
    expect(selectFieldsOf(item, ['changed_by.id', 'name.x'])).toEqual({ changed_by: null, name: 'a' });
    expect(selectFieldsOf(item, ['changed_by.id', 'name.x'], { pathOnScalar: 'omit' })).toEqual({});
  });

  it('selectedItems cuts each item only when fields are named', () => {
    expect(selectedItems([item], undefined)).toEqual([item]);
    expect(selectedItems([item], [])).toEqual([item]);
    expect(selectedItems([item], ['id'])).toEqual([{ id: 1 }]);
  });
});
