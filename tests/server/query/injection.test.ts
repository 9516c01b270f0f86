// Request strings never become SQL text: filter values (quotes, comments, semicolons,
// placeholders, unicode) only ever change the parameters, and column / metric names are either
// refused with a validation error naming them or, when the dataset has such a column, appear
// only quoted. A sample of them runs on DuckDB and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../server/engines/duckdb.ts';
import type { EnginePool, EngineSpec } from '../../../server/engines/engineSpec.ts';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { ENGINE_SPECS } from '../../../server/engines/registry.ts';
import { compileQueryObject } from '../../../server/query/compileQueryObject.ts';
import type { ChartQueryObject } from '../../../server/query/normalizeQueryObject.ts';
import type { QueryDatasource } from '../../../server/query/queryDatasource.ts';
import { QueryCompileError } from '../../../server/query/queryError.ts';
import { POSTGRES_URI } from '../../support/analysedDatabases.ts';
import { uniqueName } from '../engines/engineTestKit.ts';
import { NOW, salesDatasource } from './salesQueries.ts';

const NASTY = [
  "'; DROP TABLE sales; --",
  "' OR '1'='1",
  '" OR ""="',
  '`; SELECT 1; `',
  '/* unclosed',
  '*/ OR 1=1 --',
  '$1',
  '?',
  '$$ dollar $$',
  '\\',
  "\\'",
  'é日本🙂',
  ';',
  '%_',
];
const text = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 30 }));
const NAME_SAFE = fc
  .oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }))
  .filter((name) => !name.includes('\u0000') && Buffer.byteLength(name) <= 60 && name.trim() !== '');

const sales = salesDatasource('sales', 'main');

describe('filter values', () => {
  for (const spec of ENGINE_SPECS) {
    it(`${spec.backend}: never change the statement text, only its parameters`, () => {
      const compile = (value: string) =>
        compileQueryObject({
          datasource: sales,
          engine: spec,
          now: NOW,
          query: {
            columns: ['region'],
            metrics: ['count'],
            filters: [
              { col: 'region', op: '==', val: value },
              { col: 'country', op: 'IN', val: [value, 'France'] },
              { col: 'product', op: 'LIKE', val: value },
              { col: 'channel', op: 'NOT IN', val: [value] },
            ],
          },
        });
      const reference = compile('plain');
      fc.assert(
        fc.property(text, (value) => {
          const compiled = compile(value);
          expect(compiled.sql).toBe(reference.sql);
          expect(compiled.params).toHaveLength(reference.params.length);
        }),
        { numRuns: 150 },
      );
    });
  }
});

/** The sales dataset with one more column of that name. */
function withColumn(name: string, base: QueryDatasource = sales): QueryDatasource {
  return {
    ...base,
    columns: [...base.columns, { ...base.columns[2]!, column_name: name, verbose_name: null }],
  };
}

describe('column and metric names', () => {
  for (const spec of ENGINE_SPECS) {
    it(`${spec.backend}: an unknown name is refused by name; a dataset column appears only quoted`, () => {
      const known = new Set(sales.columns.map((column) => column.column_name));
      const compile = (datasource: QueryDatasource, query: ChartQueryObject) =>
        compileQueryObject({ datasource, engine: spec, now: NOW, query });
      const plainQuery = (name: string) => ({
        columns: [name],
        metrics: ['count'],
        filters: [{ col: name, op: '==' as const, val: 'x' }],
        orderby: [[name, true]] as [string, boolean][],
      });
      const reference = compile(withColumn('plain'), plainQuery('plain')).sql.replaceAll(
        spec.quoteIdentifier('plain'),
        '<id>',
      );
      fc.assert(
        fc.property(
          // MySQL refuses a '?' in names when values are bound (see the golden MySQL tests).
          NAME_SAFE.filter(
            (name) =>
              !known.has(name) && name !== 'count' && (spec.backend !== 'mysql' || !name.includes('?')),
          ),
          (name) => {
            expect(() => compile(sales, { columns: [name], metrics: ['count'] })).toThrow(
              new QueryCompileError(`Columns missing in dataset: ['${name}']`),
            );
            expect(() => compile(sales, { columns: ['region'], metrics: [name] })).toThrow(
              new QueryCompileError(`Metric '${name}' does not exist`),
            );
            const sql = compile(withColumn(name), plainQuery(name)).sql;
            expect(sql.replaceAll(spec.quoteIdentifier(name), '<id>')).toBe(reference);
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});

describe('a sample runs', () => {
  let dir: string;
  const pools: { spec: EngineSpec; pool: EnginePool; schema: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'loupe-injection-'));
    const path = join(dir, 'scratch.duckdb');
    (await DuckDBInstance.create(path)).closeSync(); // the engine opens existing files only
    const duck = duckdbEngineSpec.parseUri(`duckdb:///${path}`);
    pools.push({
      spec: duckdbEngineSpec,
      pool: duckdbEngineSpec.open({ ...duck.settings, password: null }),
      schema: 'main',
    });
    const pg = postgresEngineSpec.parseUri(POSTGRES_URI);
    const schema = uniqueName('loupe_injection');
    const postgres = postgresEngineSpec.open({ ...pg.settings, password: pg.password });
    await postgres.execute(`CREATE SCHEMA "${schema}"`);
    pools.push({ spec: postgresEngineSpec, pool: postgres, schema });
  });

  afterAll(async () => {
    for (const { spec, pool, schema } of pools) {
      if (spec.backend === 'postgresql') await pool.execute(`DROP SCHEMA "${schema}" CASCADE`);
      await pool.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('on DuckDB and PostgreSQL with odd column names and filter values', async () => {
    const value = text.filter(
      (v) => !v.includes('\u0000') && v === v.replace(/^[\t\n]+|[\t\n]+$/g, '') && !v.startsWith('<'),
    );
    const name = NAME_SAFE.filter((n) => n.toLowerCase() !== '__n');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(name, value, async (column, filterValue) => {
        for (const { spec, pool, schema } of pools) {
          const table = `t${run++}`;
          const q = spec.quoteIdentifier;
          await pool.execute(`CREATE TABLE ${q(schema)}.${q(table)} (${q(column)} VARCHAR)`);
          const placeholders = spec.backend === 'postgresql' ? '($1), ($2)' : '(?), (?)';
          await pool.execute(`INSERT INTO ${q(schema)}.${q(table)} VALUES ${placeholders}`, {
            params: [filterValue, `${filterValue}-other`],
          });
          const datasource = {
            ...withColumn(column),
            table_name: table,
            schema,
            columns: [withColumn(column).columns.at(-1)!],
          };
          const compiled = compileQueryObject({
            datasource,
            engine: spec,
            now: NOW,
            query: {
              columns: [column],
              metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: '__n' }],
              filters: [{ col: column, op: 'IN', val: [filterValue] }],
            },
          });
          const result = await pool.execute(compiled.sql, { params: compiled.params });
          expect(result.rows, spec.backend).toEqual([[filterValue, 1]]);
          await pool.execute(`DROP TABLE ${q(schema)}.${q(table)}`);
        }
      }),
      { numRuns: 25 },
    );
  });
});
