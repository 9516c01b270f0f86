import { describe, expect, it } from 'vitest';
import { listOrderAndPage } from '../../../../server/services/shared/listRequests.ts';
import { LoupeError } from '../../../../server/services/shared/loupeError.ts';
import { relatedPageOf } from '../../../../server/services/shared/relatedValues.ts';

const paging = {
  orderColumns: { changed_on: 'changed_on', name: 'table_name' },
  defaultOrder: 'changed_on',
  defaultPageSize: 25,
  maxPageSize: 100,
} as const;

describe('listOrderAndPage', () => {
  it('defaults to the default order descending and the first page', () => {
    expect(listOrderAndPage({}, paging)).toEqual({
      orderColumn: 'changed_on',
      orderDirection: 'desc',
      page: { index: 0, size: 25 },
    });
  });

  it('maps a named order ascending, -1 to every row, and clamps a large page', () => {
    expect(listOrderAndPage({ order_column: 'name', page: 2, page_size: 10 }, paging)).toEqual({
      orderColumn: 'table_name',
      orderDirection: 'asc',
      page: { index: 2, size: 10 },
    });
    expect(listOrderAndPage({ page_size: -1 }, paging).page).toBeNull();
    expect(listOrderAndPage({ page_size: 500 }, paging).page).toEqual({ index: 0, size: 100 });
  });

  it('refuses an unknown order column, and a large page when oversize is refuse', () => {
    expect(() => listOrderAndPage({ order_column: 'nope' }, paging)).toThrow(LoupeError);
    expect(() => listOrderAndPage({ page_size: 500 }, { ...paging, oversize: 'refuse' })).toThrow(LoupeError);
  });
});

describe('relatedPageOf', () => {
  it('gives the page with the size capped', () => {
    expect(relatedPageOf(undefined, 25, 100)).toEqual({ index: 0, size: 25 });
    expect(relatedPageOf({ page: 1, page_size: 500 }, 25, 100)).toEqual({ index: 1, size: 100 });
  });
});
