// What a statement reads, by each engine's grammar: the tables outside CTE scopes, table
// functions, object listings, and the statements that cannot be read.
import { describe, expect, it } from 'vitest';
import type { EngineSpec } from '../../../../server/engines/engineSpec.ts';
import type { TableReference } from '../../../../server/engines/reads/statementReads.ts';
import { ENGINE_SPECS } from '../../../../server/engines/registry.ts';

const spec = (backend: string): EngineSpec => ENGINE_SPECS.find((s) => s.backend === backend)!;
const t = (table: string, schema: string | null = null, catalog: string | null = null): TableReference => ({
  catalog,
  schema,
  table,
});

async function tablesOf(backend: string, sql: string): Promise<TableReference[]> {
  const reads = await spec(backend).readsOf(sql);
  return [...reads.tables].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const sorted = (references: TableReference[]) =>
  [...references].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

const EVERY_ENGINE = ['duckdb', 'postgresql', 'mysql', 'sqlite'];

describe('readsOf on every engine', () => {
  for (const backend of EVERY_ENGINE) {
    describe(backend, () => {
      it('finds tables in FROM, JOIN, sub-queries in every clause and set operations', async () => {
        const sql =
          'SELECT a.x, (SELECT MAX(y) FROM s1.t2) AS m FROM t1 a JOIN s2.t3 b ON a.id = b.id ' +
          'WHERE a.z IN (SELECT id FROM t4) AND EXISTS (SELECT 1 FROM t5) UNION ALL SELECT 1, 2 FROM t6';
        expect(await tablesOf(backend, sql)).toEqual(
          sorted([t('t1'), t('t2', 's1'), t('t3', 's2'), t('t4'), t('t5'), t('t6')]),
        );
      });

      it('resolves CTE names in their scope only', async () => {
        expect(await tablesOf(backend, 'WITH c AS (SELECT * FROM base) SELECT * FROM c')).toEqual([
          t('base'),
        ]);
        // A qualified name is never a CTE.
        expect(await tablesOf(backend, 'WITH c AS (SELECT 1 AS v) SELECT * FROM main.c')).toEqual([
          t('c', 'main'),
        ]);
        // A CTE of an inner query does not hide the outer query's table of the same name.
        expect(
          await tablesOf(
            backend,
            'SELECT * FROM secret, (WITH secret AS (SELECT 1 AS v) SELECT * FROM secret) x',
          ),
        ).toEqual([t('secret')]);
        // A CTE naming itself reads the table of that name.
        expect(await tablesOf(backend, 'WITH secret AS (SELECT * FROM secret) SELECT * FROM secret')).toEqual(
          [t('secret')],
        );
      });

      it('lets a recursive CTE name itself in its recursive term', async () => {
        const sql =
          'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r';
        expect(await tablesOf(backend, sql)).toEqual([]);
      });

      it('refuses what it cannot read: two statements, broken SQL', async () => {
        for (const sql of ['SELECT 1; SELECT * FROM secret', 'SELEC * FROM t']) {
          await expect(spec(backend).readsOf(sql)).rejects.toMatchObject({
            errorType: 'INVALID_SQL_ERROR',
            message: expect.stringContaining('could not be parsed to check which tables it reads'),
          });
        }
      });
    });
  }

  it('DuckDB: FROM-first, DESCRIBE and SUMMARIZE name their table; SHOW TABLES lists objects; EXPLAIN reads what it explains', async () => {
    expect(await tablesOf('duckdb', 'FROM examples.main.sales')).toEqual([t('sales', 'main', 'examples')]);
    expect(await tablesOf('duckdb', 'DESCRIBE sales')).toEqual([t('sales')]);
    expect(await tablesOf('duckdb', 'SUMMARIZE main.sales')).toEqual([t('sales', 'main')]);
    expect(await tablesOf('duckdb', 'EXPLAIN ANALYZE SELECT * FROM t WHERE x IN (FROM u)')).toEqual(
      sorted([t('t'), t('u')]),
    );
    expect((await spec('duckdb').readsOf('SHOW TABLES')).listsObjects).toBe(true);
    expect((await spec('duckdb').readsOf("SELECT * FROM read_csv('/etc/passwd')")).tableFunctions).toEqual([
      'read_csv',
    ]);
    await expect(spec('duckdb').readsOf('INSERT INTO t VALUES (1)')).rejects.toMatchObject({
      errorType: 'INVALID_SQL_ERROR',
    });
  });

  it('finds every function a statement calls, anywhere, by its bare lower-case name', async () => {
    const functionsOf = async (backend: string, sql: string) => (await spec(backend).readsOf(sql)).functions;
    expect(
      await functionsOf(
        'duckdb',
        `WITH c AS (SELECT main.READ_TEXT('a') AS x) SELECT upper(x), "glob"('b') FROM c WHERE x IN (SELECT query('x'))`,
      ),
    ).toEqual(['glob', 'query', 'read_text', 'upper']);
    expect(
      await functionsOf(
        'postgresql',
        "SELECT count(*) FROM generate_series(1, 2) WHERE EXISTS (SELECT pg_catalog.pg_read_file('x'))",
      ),
    ).toEqual(['count', 'generate_series', 'pg_read_file']);
    expect(await functionsOf('mysql', "SELECT LOAD_FILE('/etc/passwd') AS f FROM t")).toEqual(['load_file']);
    expect(await functionsOf('sqlite', "SELECT 1 FROM t WHERE readfile('a') IS NULL")).toEqual(['readfile']);
  });

  it('tells a text the grammar reads as several statements from one it cannot read', async () => {
    for (const backend of EVERY_ENGINE) {
      await expect(spec(backend).readsOf('SELECT 1; SELECT 2')).rejects.toMatchObject({
        extra: { several_statements: true },
      });
    }
    // DuckDB's parser splits what json_serialize_sql does not serialize.
    await expect(spec('duckdb').readsOf('SELECT 1; SET threads = 1')).rejects.toMatchObject({
      extra: { several_statements: true },
    });
    await expect(spec('duckdb').readsOf('SELEC 1')).rejects.not.toMatchObject({
      extra: { several_statements: true },
    });
  });

  it('PostgreSQL: folds unquoted names, keeps quoted ones, reads DML targets and ROWS FROM functions', async () => {
    expect(await tablesOf('postgresql', 'SELECT * FROM "Mixed"."Case", Lower.UPPER')).toEqual(
      sorted([t('Case', 'Mixed'), t('upper', 'lower')]),
    );
    expect(await tablesOf('postgresql', 'INSERT INTO t SELECT * FROM u')).toEqual(sorted([t('t'), t('u')]));
    expect(await tablesOf('postgresql', 'TABLE secret')).toEqual([t('secret')]);
    const reads = await spec('postgresql').readsOf(
      "SELECT * FROM generate_series(1, 3) g, ROWS FROM (unnest(ARRAY[1]), pg_catalog.pg_ls_dir('.'))",
    );
    expect(reads.tableFunctions).toEqual(['generate_series', 'pg_catalog.pg_ls_dir', 'unnest']);
    // WITH RECURSIVE makes every CTE of the list visible to every other one.
    expect(
      await tablesOf('postgresql', 'WITH RECURSIVE a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a'),
    ).toEqual([]);
    expect(
      await tablesOf('postgresql', 'WITH a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a'),
    ).toEqual([t('b')]);
  });

  it('MySQL and SQLite: SHOW lists objects, DESCRIBE names its table, FROM functions are listed', async () => {
    expect((await spec('mysql').readsOf('SHOW TABLES')).listsObjects).toBe(true);
    expect(await tablesOf('mysql', 'DESCRIBE t')).toEqual([t('t')]);
    expect(await tablesOf('mysql', 'SELECT * FROM `my db`.`t` AS x')).toEqual([t('t', 'my db')]);
    expect(await tablesOf('mysql', 'UPDATE t SET x = 1 WHERE y IN (SELECT z FROM w)')).toEqual(
      sorted([t('t'), t('w')]),
    );
    const reads = await spec('sqlite').readsOf("SELECT * FROM pragma_table_info('t') p, json_each('[1]')");
    expect(reads.tableFunctions).toEqual(['json_each', 'pragma_table_info']);
  });
});
