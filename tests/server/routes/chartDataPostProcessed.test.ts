// result_type post_processed on POST /api/v1/chart/data, on the examples `sales` table: a
// pivot_table_v2 chart's data pivoted as the chart shows it (Superset's apply_client_processing),
// in JSON and in the csv / xlsx files dashboards export; a table chart's number formats; any
// other viz type answered as full.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { createExamplesFile } from '../../support/analysedDatabases.ts';
import {
  createDataset,
  examplesCopy,
  readSalesRows,
  registerDatabase,
  type SalesRow,
} from '../../support/chartDataFixture.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type Processed = components['schemas']['ChartDataPostProcessedItem'];
type Full = components['schemas']['ChartDataResultItem'];

const dir = mkdtempSync(join(tmpdir(), 'loupe-post-processed-'));
let examplesPath = '';
let rows: SalesRow[] = [];
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
  rows = await readSalesRows(examplesPath);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SUM = 'SUM(revenue)';
const metric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: SUM };
const pivotFormData = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region'],
  groupbyColumns: ['channel'],
  metrics: [metric],
  aggregateFunction: 'Sum',
  rowTotals: true,
  colTotals: true,
};
const context = (
  datasource: number,
  formData: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  datasource: { id: datasource, type: 'table' },
  queries: [{ columns: ['region', 'channel'], metrics: [metric], orderby: [[SUM, false]], row_limit: 1000 }],
  form_data: formData,
  result_type: 'post_processed',
  result_format: 'json',
  ...extra,
});

forEachStore('chart data post_processed', (ctx) => {
  const t = useTestApp(ctx);
  let sales = 0;
  const post = async <T>(body: unknown) =>
    t.client.post<T>('/api/v1/chart/data', { headers: await t.bearer('admin'), json: body });

  beforeAll(async () => {
    const duckdb = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath, `pp-${ctx.kind}`)}`,
    );
    sales = await createDataset(t, duckdb, 'main', 'sales');
  });

  const sums = () => {
    const cells = new Map<string, number>();
    const add = (key: string, value: number) => cells.set(key, (cells.get(key) ?? 0) + value);
    for (const row of rows) {
      const revenue = Number(row.revenue);
      add(`${row.region}|${row.channel}`, revenue);
      add(`${row.region}|`, revenue);
      add(`|${row.channel}`, revenue);
      add('|', revenue);
    }
    return cells;
  };
  const regions = () => [...new Set(rows.map((r) => r.region))].sort();
  const channels = () => [...new Set(rows.map((r) => r.channel))].sort();

  it('pivots a pivot_table_v2 chart with its totals', async () => {
    const reply = await post<{ result: Processed[] }>(context(sales, pivotFormData));
    expect(reply.status, reply.text).toBe(200);
    const item = reply.body.result[0]!;
    expect(item.colnames).toEqual([
      ...channels().map((channel) => [SUM, channel]),
      [SUM, 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(item.indexnames).toEqual([...regions().map((region) => [region]), ['Total (Sum)']]);
    expect(item.rowcount).toBe(regions().length + 1);
    const expected = sums();
    for (const region of regions()) {
      for (const channel of channels()) {
        expect(item.data[`${SUM} ${channel}`]?.[region]).toBeCloseTo(
          expected.get(`${region}|${channel}`) ?? 0,
          4,
        );
      }
      expect(item.data['Total (Sum)']?.[region]).toBeCloseTo(expected.get(`${region}|`) ?? 0, 4);
    }
    for (const channel of channels()) {
      expect(item.data[`${SUM} ${channel}`]?.['Total (Sum)']).toBeCloseTo(
        expected.get(`|${channel}`) ?? 0,
        4,
      );
    }
    expect(item.data['Total (Sum)']?.['Total (Sum)']).toBeCloseTo(expected.get('|') ?? 0, 4);
    expect(item.status).toBe('success');
    expect(item.query).toMatch(/GROUP BY/);
  });

  it('exports the pivoted table as csv and xlsx', async () => {
    const csv = await post<string>(context(sales, pivotFormData, { result_format: 'csv' }));
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      [
        ',' +
          channels()
            .map((channel) => `${SUM} ${channel}`)
            .join(','),
        `${SUM} Subtotal`,
        'Total (Sum)',
      ].join(','),
    );
    expect(lines).toHaveLength(regions().length + 2);
    expect(lines[1]?.startsWith(`${regions()[0]},`)).toBe(true);
    expect(lines.at(-1)?.startsWith('Total (Sum),')).toBe(true);
    const xlsx = await post<string>(context(sales, pivotFormData, { result_format: 'xlsx' }));
    expect(xlsx.status).toBe(200);
    const files = unzipSync(new Uint8Array(xlsx.raw.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    const strings = files['xl/sharedStrings.xml']
      ? strFromU8(files['xl/sharedStrings.xml'] as Uint8Array)
      : '';
    expect(`${sheet}${strings}`).toContain('Total (Sum)');
    expect(`${sheet}${strings}`).toContain(`${SUM} Subtotal`);
  });

  it('formats a table chart’s columns and leaves other charts as full', async () => {
    const table = await post<{ result: Processed[] }>(
      context(sales, { viz_type: 'table', column_config: { [SUM]: { d3NumberFormat: ',.2f' } } }),
    );
    expect(table.status, table.text).toBe(200);
    const item = table.body.result[0]!;
    expect(item.colnames).toEqual(['region', 'channel', SUM]);
    expect(item.indexnames?.[0]).toBe(0);
    expect(String(item.data[SUM]?.['0'])).toMatch(/^-?[\d,]+\.\d\d$/);
    const line = await post<{ result: Full[] }>(context(sales, { viz_type: 'echarts_timeseries_line' }));
    const full = await post<{ result: Full[] }>({ ...context(sales, {}), result_type: 'full' });
    expect(line.body.result[0]?.data).toEqual(full.body.result[0]?.data);
    expect(line.body.result[0]?.colnames).toEqual(['region', 'channel', SUM]);
  });
});
