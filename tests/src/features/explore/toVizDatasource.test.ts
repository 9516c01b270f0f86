// The bootstrap's dataset as the visualizations see it, and Superset's missing-dataset placeholder
// as an empty dataset under the id the form data names.
import { describe, expect, it } from 'vitest';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { isMissingDataset, toVizDatasource } from '../../../../src/features/explore/toVizDatasource.ts';

const MISSING = {
  type: 'table' as const,
  name: '[Missing Dataset]' as const,
  columns: [],
  metrics: [],
  database: { id: 0 as const, backend: '' as const },
};

describe('toVizDatasource', () => {
  it('keeps a dataset’s id, uid, columns and metrics', () => {
    const sales = mockDatasets.all().find((d) => d.table_name === 'sales')!;
    const metadata = mockDatasets.metadata(sales);
    expect(isMissingDataset(metadata)).toBe(false);
    const viz = toVizDatasource(metadata);
    expect(viz).toMatchObject({ id: sales.id, uid: `${sales.id}__table`, type: 'table' });
    expect(viz.columns.map((c) => c.column_name)).toContain('revenue');
  });

  it('turns the placeholder into an empty dataset named by the form data', () => {
    expect(isMissingDataset(MISSING)).toBe(true);
    expect(toVizDatasource(MISSING, '42__table')).toEqual({
      id: 42,
      type: 'table',
      uid: '42__table',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
    });
  });
});
