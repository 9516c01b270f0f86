import { describe, expect, it } from 'vitest';
import { applyListQuery, ListQueryError, parseListQuery, RisonError } from '../../mocks/listQuery.ts';

const ROWS = [
  { id: 1, name: 'examples', backend: 'duckdb', exposed: true },
  { id: 2, name: 'Sales', backend: 'postgresql', exposed: false },
  { id: 3, name: 'warehouse', backend: 'duckdb', exposed: true },
  { id: 4, name: 'archive', backend: 'sqlite', exposed: false },
];
const COLUMNS = ['id', 'name', 'backend', 'exposed'];

describe('list queries on fixtures', () => {
  it('parses rison and rejects bad input', () => {
    expect(parseListQuery(null)).toEqual({});
    expect(parseListQuery('(page:1,page_size:2)')).toEqual({ page: 1, page_size: 2 });
    expect(() => parseListQuery('(page:')).toThrow(RisonError);
    expect(() => parseListQuery('!(1)')).toThrow(ListQueryError);
    expect(() => parseListQuery('(page:-1)')).toThrow(ListQueryError);
    expect(() => parseListQuery('(page_size:-2)')).toThrow(ListQueryError);
    expect(() => parseListQuery('(order_direction:up)')).toThrow(ListQueryError);
    expect(() => parseListQuery('(filters:!((col:name)))')).toThrow(ListQueryError);
  });

  it('filters with Superset operators, case-insensitively for text', () => {
    const names = (filters: { col: string; opr: string; value: unknown }[]) =>
      applyListQuery(ROWS, { filters: filters as never, page_size: -1 }, COLUMNS).rows.map((row) => row.name);
    expect(names([{ col: 'name', opr: 'ct', value: 'A' }])).toEqual([
      'examples',
      'Sales',
      'warehouse',
      'archive',
    ]);
    expect(names([{ col: 'name', opr: 'sw', value: 'sa' }])).toEqual(['Sales']);
    expect(names([{ col: 'name', opr: 'ew', value: 'ES' }])).toEqual(['examples', 'Sales']);
    expect(names([{ col: 'exposed', opr: 'eq', value: true }])).toEqual(['examples', 'warehouse']);
    expect(names([{ col: 'backend', opr: 'neq', value: 'duckdb' }])).toEqual(['Sales', 'archive']);
    expect(names([{ col: 'id', opr: 'gt', value: 2 }])).toEqual(['warehouse', 'archive']);
    expect(names([{ col: 'name', opr: 'nct', value: 'e' }])).toEqual([]);
    expect(() => names([{ col: 'secret', opr: 'eq', value: 1 }])).toThrow(ListQueryError);
    expect(() => names([{ col: 'name', opr: 'regex', value: '.' }])).toThrow(ListQueryError);
  });

  it('orders and pages, counting before paging', () => {
    const page = applyListQuery(
      ROWS,
      { order_column: 'name', order_direction: 'desc', page: 1, page_size: 3 },
      COLUMNS,
    );
    expect(page.count).toBe(4);
    expect(page.rows.map((row) => row.name)).toEqual(['archive']);
    expect(applyListQuery(ROWS, {}, COLUMNS).rows).toHaveLength(4);
    expect(() => applyListQuery(ROWS, { order_column: 'secret' }, COLUMNS)).toThrow(ListQueryError);
  });
});
