import { describe, expect, it } from 'vitest';
import { CLIENT_ID_LENGTH, newClientId } from '../../../../src/features/sqllab/clientId.ts';
import { limitOptions } from '../../../../src/features/sqllab/limits.ts';
import { gridColumnsOf, gridRowsOf } from '../../../../src/features/sqllab/resultRows.ts';
import { nextUntitledName } from '../../../../src/features/sqllab/tabNames.ts';

const TEMPLATE = 'Untitled Query {{number}}';

describe('nextUntitledName', () => {
  it('is 1 when no name follows the pattern', () => {
    expect(nextUntitledName([], TEMPLATE)).toBe('Untitled Query 1');
    expect(nextUntitledName(['Sales', 'Copy of Untitled Query 4'], TEMPLATE)).toBe('Untitled Query 1');
  });

  it('is the largest N plus 1, not the count plus 1', () => {
    expect(nextUntitledName(['Untitled Query 1', 'Untitled Query 5', 'Other'], TEMPLATE)).toBe(
      'Untitled Query 6',
    );
    expect(nextUntitledName(['Untitled Query 3'], TEMPLATE)).toBe('Untitled Query 4');
  });

  it('follows a translated template', () => {
    expect(nextUntitledName(['未命名查询 2'], '未命名查询 {{number}}')).toBe('未命名查询 3');
    expect(nextUntitledName(['Requête (1)'], 'Requête ({{number}})')).toBe('Requête (2)');
  });
});

describe('newClientId', () => {
  it('makes 11 URL-safe characters, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newClientId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(new RegExp(`^[A-Za-z0-9_-]{${CLIENT_ID_LENGTH}}$`));
  });
});

describe('limitOptions', () => {
  it('offers the powers of ten below SQL_MAX_ROW, then SQL_MAX_ROW', () => {
    expect(limitOptions(100000)).toEqual([10, 100, 1000, 10000, 100000]);
    expect(limitOptions(5000)).toEqual([10, 100, 1000, 5000]);
  });

  it('keeps a current limit that is none of them', () => {
    expect(limitOptions(100000, 250)).toEqual([10, 100, 250, 1000, 10000, 100000]);
  });
});

describe('result rows', () => {
  it('turns row objects into arrays in the columns order', () => {
    const columns = gridColumnsOf([
      { column_name: 'b', name: 'b', type: 'INTEGER', type_generic: 0 },
      { column_name: 'a', name: 'a', type: 'VARCHAR', type_generic: 1 },
    ]);
    expect(columns).toEqual([
      { name: 'b', type: 'INTEGER', type_generic: 0 },
      { name: 'a', type: 'VARCHAR', type_generic: 1 },
    ]);
    expect(gridRowsOf(columns, [{ a: 'x', b: 1 }, { a: null }])).toEqual([
      [1, 'x'],
      [undefined, null],
    ]);
  });
});
