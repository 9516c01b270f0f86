// The mock chart data honours server pagination: row_offset / row_limit and is_rowcount queries.
import { describe, expect, it } from 'vitest';
import { answerQueryContext } from '../../mocks/handlers/chartData.ts';

type Result = { result: { data: Record<string, unknown>[]; colnames: string[]; rowcount: number }[] };

async function answer(queries: Record<string, unknown>[]): Promise<Result['result']> {
  const response = answerQueryContext({ datasource: { id: 1, type: 'table' }, queries } as never);
  expect(response.status).toBe(200);
  return ((await response.json()) as Result).result;
}

describe('mock chart data paging', () => {
  const query = { columns: ['order_id'], metrics: ['count'] };

  it('slices the rows at row_offset, row_limit long', async () => {
    const [all] = await answer([query]);
    expect(all!.data.length).toBeGreaterThan(2);
    const [page] = await answer([{ ...query, row_offset: 1, row_limit: 1 }]);
    expect(page!.data).toEqual(all!.data.slice(1, 2));
  });

  it('answers an is_rowcount query with the number of rows of the whole result', async () => {
    const [all] = await answer([query]);
    const [, count] = await answer([
      { ...query, row_offset: 2, row_limit: 2 },
      { ...query, row_limit: 0, row_offset: 0, is_rowcount: true },
    ]);
    expect(count!.colnames).toEqual(['rowcount']);
    expect(count!.data).toEqual([{ rowcount: all!.data.length }]);
  });
});
