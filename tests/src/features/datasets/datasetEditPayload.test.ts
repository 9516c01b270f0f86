// The edit payload (spec §3 'Dataset (edit payload)', §7): what the modal's draft becomes in
// PUT /api/v1/dataset/{id}, and when the columns are overridden.
import { describe, expect, it } from 'vitest';
import { REVENUE_BY_REGION_DATASET, SALES_DATASET } from '../../../../mocks/fixtures/datasets.ts';
import {
  draftOf,
  newCalculatedColumn,
  newMetric,
  sqlChanged,
  syncColumns,
} from '../../../../src/features/datasets/datasetEditModel.ts';
import { itemExtra, updatePayload } from '../../../../src/features/datasets/datasetEditPayload.ts';

describe('updatePayload', () => {
  it("sends the spec's fields, cache_timeout '' as null and no catalog on a one-catalog database", () => {
    const draft = { ...draftOf(SALES_DATASET), cache_timeout: '', catalog: 'other' };
    const payload = updatePayload(draft);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'table_name',
        'database_id',
        'sql',
        'filter_select_enabled',
        'fetch_values_predicate',
        'schema',
        'description',
        'main_dttm_col',
        'normalize_columns',
        'always_filter_main_dttm',
        'offset',
        'default_endpoint',
        'cache_timeout',
        'is_sqllab_view',
        'template_params',
        'extra',
        'is_managed_externally',
        'external_url',
        'owners',
        'metrics',
        'columns',
      ].sort(),
    );
    expect(payload.cache_timeout).toBeNull();
    expect(payload.owners).toEqual(SALES_DATASET.owners.map((owner) => owner.id));
    expect(payload.description).toBe(SALES_DATASET.description);
  });

  it('sends the catalog when the database allows several', () => {
    const draft = draftOf({
      ...SALES_DATASET,
      database: { ...SALES_DATASET.database, allow_multi_catalog: true },
    });
    expect(updatePayload({ ...draft, catalog: 'warehouse' }).catalog).toBe('warehouse');
  });

  it('sends a number typed as cache timeout and offset as numbers', () => {
    const payload = updatePayload({ ...draftOf(SALES_DATASET), cache_timeout: '3600', offset: '-2' });
    expect(payload.cache_timeout).toBe(3600);
    expect(payload.offset).toBe(-2);
  });

  it('gives metric and column ids only when they are numeric (new rows have none)', () => {
    const draft = draftOf(SALES_DATASET);
    const payload = updatePayload({
      ...draft,
      metrics: [newMetric('rows'), ...draft.metrics],
      calculatedColumns: [newCalculatedColumn('net', 'revenue - discount')],
    });
    expect(payload.metrics![0]).not.toHaveProperty('id');
    expect(payload.metrics!.slice(1).map((metric) => metric.id)).toEqual(
      SALES_DATASET.metrics.map((metric) => metric.id).sort((a, b) => b - a),
    );
    const net = payload.columns!.find((column) => column.column_name === 'net')!;
    expect(net).not.toHaveProperty('id');
    expect(net.expression).toBe('revenue - discount');
  });

  it('writes the currency as JSON text, and none without a symbol', () => {
    const draft = draftOf(SALES_DATASET);
    const [first, second] = draft.metrics;
    const payload = updatePayload({
      ...draft,
      metrics: [{ ...first!, currency: { symbol: 'EUR', symbolPosition: 'suffix' } }, second!],
    });
    expect(JSON.parse(payload.metrics![0]!.currency!)).toEqual({ symbol: 'EUR', symbolPosition: 'suffix' });
    expect(payload.metrics![1]!.currency).toBeNull();
  });

  it('empties the SQL of a physical dataset', () => {
    const draft = draftOf(REVENUE_BY_REGION_DATASET);
    expect(updatePayload(draft).sql).toBe(REVENUE_BY_REGION_DATASET.sql);
    expect(updatePayload({ ...draft, datasourceType: 'physical' }).sql).toBe('');
  });
});

describe('sqlChanged', () => {
  it('is true exactly when the SQL saved would differ', () => {
    const draft = draftOf(REVENUE_BY_REGION_DATASET);
    expect(sqlChanged(REVENUE_BY_REGION_DATASET, draft)).toBe(false);
    expect(sqlChanged(REVENUE_BY_REGION_DATASET, { ...draft, sql: `${draft.sql} HAVING 1 = 1` })).toBe(true);
    expect(sqlChanged(REVENUE_BY_REGION_DATASET, { ...draft, datasourceType: 'physical' })).toBe(true);
    expect(sqlChanged(SALES_DATASET, draftOf(SALES_DATASET))).toBe(false);
  });
});

describe('itemExtra', () => {
  it('folds certification and warning into extra, keeping its other keys', () => {
    const extra = itemExtra(JSON.stringify({ owner_team: 'finance', warning_markdown: 'old' }), {
      certified_by: 'Data team',
      certification_details: 'Checked',
      warning_markdown: '',
    });
    expect(JSON.parse(extra)).toEqual({
      owner_team: 'finance',
      certification: { certified_by: 'Data team', details: 'Checked' },
    });
    expect(
      JSON.parse(
        itemExtra('not json', { certified_by: '', certification_details: '', warning_markdown: 'w' }),
      ),
    ).toEqual({
      warning_markdown: 'w',
    });
  });
});

describe('syncColumns', () => {
  it('adds, removes and retypes as the source says, keeping the edits of the others', () => {
    const draft = draftOf(SALES_DATASET);
    const [first, second, ...rest] = draft.columns;
    const edited = [{ ...first!, verbose_name: 'Edited' }, second!, ...rest];
    const source = SALES_DATASET.columns
      .filter((column) => column.column_name !== second!.column_name)
      .map((column) =>
        column.column_name === first!.column_name ? { ...column, type: 'VARCHAR(9)' } : column,
      )
      .concat({ ...SALES_DATASET.columns[0]!, id: 999, column_name: 'margin', type: 'DOUBLE' });
    const result = syncColumns(edited, source);
    // A column the source added is new: no id until saved, typed as the source says.
    expect(result.columns.find((column) => column.column_name === 'margin')).toMatchObject({
      id: null,
      type: 'DOUBLE',
      expression: '',
      filterable: true,
      groupby: true,
    });
    expect(result.added).toEqual(['margin']);
    expect(result.removed).toEqual([second!.column_name]);
    expect(result.modified).toEqual([first!.column_name]);
    expect(result.columns.find((column) => column.column_name === first!.column_name)).toMatchObject({
      verbose_name: 'Edited',
      type: 'VARCHAR(9)',
    });
    expect(result.columns.map((column) => column.column_name)).toEqual(
      source.map((column) => column.column_name),
    );
  });
});
