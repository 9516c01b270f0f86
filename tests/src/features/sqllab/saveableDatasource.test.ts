// The pure rules of the save-dataset modal: the default name, the template parameters kept, the
// result's columns as the dataset's.
import { describe, expect, it } from 'vitest';
import {
  defaultDatasetName,
  saveableColumnsOf,
  saveableResult,
  savedTemplateParams,
} from '../../../../src/features/sqllab/saveDataset/saveableDatasource.ts';

describe('saveable datasource', () => {
  it("names the dataset '<tab> MM/DD/YYYY HH:mm:ss', Untitled Dataset for a tab without a name", () => {
    const when = new Date(2024, 0, 5, 9, 3, 7);
    expect(defaultDatasetName('Revenue', 'Untitled Dataset', when)).toBe('Revenue 01/05/2024 09:03:07');
    expect(defaultDatasetName(null, 'Untitled Dataset', when)).toBe('Untitled Dataset 01/05/2024 09:03:07');
    expect(defaultDatasetName('  ', 'Untitled Dataset', when)).toBe('Untitled Dataset 01/05/2024 09:03:07');
  });

  it('drops _filters from the template parameters and saves nothing for none', () => {
    expect(savedTemplateParams('{"a": 1, "_filters": [{"col": "x"}]}')).toBe('{"a":1}');
    expect(savedTemplateParams('{"_filters": []}')).toBeNull();
    expect(savedTemplateParams('not json')).toBeNull();
    expect(savedTemplateParams('[1]')).toBeNull();
    expect(savedTemplateParams('')).toBeNull();
    expect(savedTemplateParams(null)).toBeNull();
  });

  it("takes the result's columns by name, type and is_dttm", () => {
    expect(
      saveableColumnsOf([
        { name: 'ds', type: 'TIMESTAMP', is_dttm: true },
        { column_name: 'n', type: null },
      ]),
    ).toEqual([
      { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
      { column_name: 'n', type: null, is_dttm: false },
    ]);
  });

  it('offers no dataset for a data preview or a query without a database', () => {
    const query = { dbId: 1, isDataPreview: false, tab: 'T', sql: 'SELECT 1', results: { columns: [] } };
    const where = { catalog: null, schema: 'main' };
    expect(saveableResult(query, where, null)).toMatchObject({ name: 'T', dbId: 1, schema: 'main' });
    expect(saveableResult({ ...query, isDataPreview: true }, where, null)).toBeUndefined();
    expect(saveableResult({ ...query, dbId: null }, where, null)).toBeUndefined();
  });
});
