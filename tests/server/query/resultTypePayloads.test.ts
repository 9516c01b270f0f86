// result_type columns and timegrains: the dataset's columns and the engine's grains as Superset
// lists them.
import { describe, expect, it } from 'vitest';
import { mysqlEngineSpec } from '../../../server/engines/mysql.ts';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { columnsPayload, timeGrainsPayload } from '../../../server/query/resultTypePayloads.ts';
import { salesDatasource } from './salesQueries.ts';

describe('result types without a query', () => {
  it('lists the dataset columns with their verbose names and types', () => {
    const payload = columnsPayload(salesDatasource('sales', 'main'));
    expect(payload.data[1]).toEqual({
      column_name: 'order_date',
      verbose_name: 'The order_date',
      dtype: 2,
    });
    expect(payload.data.find((column) => column.column_name === 'region')?.dtype).toBe(1);
    expect(payload.data.find((column) => column.column_name === 'revenue')?.dtype).toBe(0);
    expect(payload.data).toHaveLength(salesDatasource('sales', 'main').columns.length);
  });

  it('lists every grain of the engine with its template', () => {
    const postgres = timeGrainsPayload(postgresEngineSpec).data;
    expect(postgres.map((grain) => grain.duration)).toEqual(postgresEngineSpec.timeGrains);
    expect(postgres.find((grain) => grain.duration === 'P1D')).toEqual({
      name: 'Day',
      function: "DATE_TRUNC('day', {col})",
      duration: 'P1D',
    });
    expect(timeGrainsPayload(mysqlEngineSpec).data.find((grain) => grain.duration === 'P1D')?.function).toBe(
      'DATE({col})',
    );
  });
});
