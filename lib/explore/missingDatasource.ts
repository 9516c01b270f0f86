// Superset 3.1's placeholder dataset of the explore bootstrap for a chart whose dataset is gone
// (the contract's MissingDatasource): the server and the mocks answer it.
export const MISSING_DATASOURCE = {
  type: 'table',
  name: '[Missing Dataset]',
  columns: [] as never[],
  metrics: [] as never[],
  database: { id: 0, backend: '' },
} as const;
