// SQL containment on all four engines through the API: SQL Lab execute, virtual dataset create and
// chart data with custom SQL. File functions, settings (SET / RESET / PRAGMA), ATTACH / DETACH,
// extensions, COPY / EXPORT, statements hidden after a `;` in comments and strings, and Jinja
// producing any of these are refused with Superset's error types; afterwards every pooled
// connection reports the settings it had and no file was written. A DuckDB database with file
// access on reads a CSV file of its own directory.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExamplesFile } from '../../support/analysedDatabases.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import {
  type ContainmentDatabases,
  ENGINES,
  type Engine,
  type ErrorBody,
  errorTypeOf,
  execute,
  expectNoEscapeFiles,
  registerContainmentDatabases,
  settingsOf,
} from '../../support/containmentDatabases.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const dir = mkdtempSync(join(tmpdir(), 'loupe-containment-'));
let examplesPath = '';
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DML = 'DML_NOT_ALLOWED_ERROR';
const FUNCTION = 'SYNTAX_ERROR';

/** Escapes refused on the read-only database of each engine: [sql, error type]. */
function readOnlyEscapes(engine: Engine, files: string): Array<[string, string]> {
  const common: Array<[string, string]> = [
    [`ATTACH '${files}/attached.db' AS other`, DML],
    ['DETACH other', DML],
  ];
  const byEngine: Record<Engine, Array<[string, string]>> = {
    duckdb: [
      ["SELECT * FROM read_csv('/etc/passwd')", FUNCTION],
      ["SELECT * FROM read_text('/etc/passwd')", FUNCTION],
      ["SELECT content FROM main.read_blob('/etc/hostname')", FUNCTION],
      ["SELECT * FROM glob('/*')", FUNCTION],
      ['SELECT length("read_text"(\'/etc/passwd\')) AS n', FUNCTION],
      ["SELECT * FROM query('SELECT 42')", FUNCTION],
      ["WITH t AS (SELECT * FROM sniff_csv('/etc/passwd')) SELECT * FROM t", FUNCTION],
      ["EXPLAIN SELECT * FROM read_parquet('/etc/passwd')", FUNCTION],
      ['SET threads = 3', DML],
      ["SET memory_limit = '1GB'", DML],
      ['RESET threads', DML],
      ['PRAGMA threads = 3', DML],
      ['PRAGMA enable_profiling', DML],
      ['INSTALL httpfs', DML],
      ['LOAD httpfs', DML],
      [`COPY (SELECT 1) TO '${files}/copied.csv'`, DML],
      [`EXPORT DATABASE '${files}/exported'`, DML],
      [`IMPORT DATABASE '${files}'`, DML],
      ['CALL pragma_version()', DML],
      ['CHECKPOINT', DML],
      ['USE system', DML],
      ["SELECT ';' AS s; SET threads = 3", DML],
      ['SELECT 1 AS a -- ;\n; SET threads = 3', DML],
    ],
    postgresql: [
      ["SELECT pg_read_file('/etc/passwd') AS f", FUNCTION],
      ["SELECT pg_catalog.pg_read_binary_file('/etc/passwd') AS f", FUNCTION],
      ["SELECT * FROM pg_ls_dir('.') AS d", FUNCTION],
      ["SELECT (pg_stat_file('postgresql.conf')).size", FUNCTION],
      ["SELECT lo_import('/etc/passwd') AS o", FUNCTION],
      ['SELECT lo_export(1, $$/tmp/x$$) AS o', FUNCTION],
      ["SELECT * FROM dblink('dbname=test', 'SELECT 1') AS t(a int)", FUNCTION],
      ['SELECT version() AS v', FUNCTION],
      ["SELECT current_setting('work_mem') AS w", FUNCTION],
      ["SELECT set_config('work_mem', '64MB', false) AS w", FUNCTION],
      ["WITH x AS (SELECT query_to_xml('SELECT 1', true, true, '') AS x) SELECT * FROM x", FUNCTION],
      ["SET work_mem = '64MB'", DML],
      ['SET statement_timeout = 1', DML],
      ['RESET ALL', DML],
      [`COPY (SELECT 1) TO '${files}/copied.csv'`, DML],
      ["LOAD 'auto_explain'", DML],
      ['CALL nothing()', DML],
      ['CHECKPOINT', DML],
      ["SELECT 'a;b' AS s; SET work_mem = '64MB'", DML],
      ["SELECT $$;$$ AS s; SET work_mem = '64MB'", DML],
    ],
    mysql: [
      ["SELECT LOAD_FILE('/etc/passwd') AS f", FUNCTION],
      ["SELECT sys_exec('id') AS f", FUNCTION],
      ['SELECT version() AS v', FUNCTION],
      ["SET SESSION sql_mode = ''", DML],
      ['SET @@session.max_join_size = 5', DML],
      ['SET group_concat_max_len = 7', DML],
      ['SET @loupe_escape = 1', DML],
      ['USE mysql', DML],
      [`SELECT 1 INTO OUTFILE '${files}/outfile.txt'`, DML],
      [`LOAD DATA INFILE '/etc/passwd' INTO TABLE t`, DML],
      ['CALL nothing()', DML],
      ["SELECT '\\';' AS s; SET SESSION sql_mode = ''", DML],
    ],
    sqlite: [
      ["SELECT load_extension('/tmp/x.so') AS x", FUNCTION],
      ["SELECT readfile('/etc/passwd') AS f", FUNCTION],
      [`SELECT writefile('${files}/copied.csv', 'x') AS f`, FUNCTION],
      ['PRAGMA cache_size = 5', DML],
      ['PRAGMA cache_size(5)', DML],
      [`VACUUM INTO '${files}/vacuumed.db'`, DML],
      ["SELECT ';' AS s; PRAGMA cache_size = 5", DML],
    ],
  };
  return [...common, ...byEngine[engine]];
}

/** Escapes refused even with allow_dml (file access off): [sql, error type]. */
const DML_ESCAPES: Record<Engine, Array<[string, string]>> = {
  duckdb: [
    ['ATTACH_TARGET', DML],
    ['INSTALL httpfs', DML],
    ['COPY_TARGET', DML],
    ["SELECT * FROM read_csv('/etc/passwd')", FUNCTION],
  ],
  postgresql: [
    ['COPY_TARGET', DML],
    ["SELECT pg_read_file('/etc/passwd') AS f", FUNCTION],
  ],
  mysql: [["SELECT LOAD_FILE('/etc/passwd') AS f", FUNCTION]],
  sqlite: [
    ['ATTACH_TARGET', DML],
    ['VACUUM_TARGET', DML],
    ["SELECT load_extension('/tmp/x.so') AS x", FUNCTION],
  ],
};

function target(sql: string, files: string): string {
  if (sql === 'ATTACH_TARGET') return `ATTACH '${files}/attached.db' AS other`;
  if (sql === 'COPY_TARGET') return `COPY (SELECT 1) TO '${files}/copied.csv'`;
  if (sql === 'VACUUM_TARGET') return `VACUUM INTO '${files}/vacuumed.db'`;
  return sql;
}

forEachStore('SQL containment', (ctx) => {
  const t = useTestApp(ctx);
  let dbs: ContainmentDatabases;
  const baseline: Partial<Record<string, unknown>> = {};

  beforeAll(async () => {
    const files = mkdtempSync(join(dir, `files-${ctx.kind}-`));
    dbs = await registerContainmentDatabases(
      t,
      files,
      ctx.kind,
      examplesCopy(examplesPath, `containment-${ctx.kind}`),
    );
    for (const engine of ENGINES) {
      baseline[`ro ${engine}`] = await settingsOf(t, dbs.readOnly[engine], engine);
      baseline[`dml ${engine}`] = await settingsOf(t, dbs.dml[engine], engine);
    }
  });

  describe.each(ENGINES)('%s', (engine) => {
    it('SQL Lab refuses every escape class without allow_dml, and nothing changes', async () => {
      for (const [sql, type] of readOnlyEscapes(engine, dbs.dir)) {
        const reply = await execute<ErrorBody>(t, dbs.readOnly[engine], sql);
        expect(reply.status, `${sql}: ${reply.text}`).toBe(400);
        expect(errorTypeOf(reply.body), sql).toBe(type);
        if (type === FUNCTION)
          expect(reply.body.message).toMatch(/^SQL statement contains disallowed function\(s\): \{'/);
      }
      expect(await settingsOf(t, dbs.readOnly[engine], engine)).toEqual(baseline[`ro ${engine}`]);
      expectNoEscapeFiles(dbs.dir);
    });

    it('refuses files and disallowed functions with allow_dml too; SET stays in its session', async () => {
      for (const [sql, type] of DML_ESCAPES[engine]) {
        const statement = target(sql, dbs.dir);
        const reply = await execute<ErrorBody>(t, dbs.dml[engine], statement);
        expect(reply.status, `${statement}: ${reply.text}`).toBe(400);
        expect(errorTypeOf(reply.body), statement).toBe(type);
      }
      const set: Record<Engine, string> = {
        duckdb: 'SET threads = 3',
        postgresql: "SET work_mem = '64MB'",
        mysql: 'SET SESSION max_join_size = 5',
        sqlite: 'PRAGMA cache_size = 5',
      };
      // DuckDB's configuration is locked (the engine refuses); elsewhere the SET holds for its
      // own script only: the connection is not handed to anyone after it.
      const reply = await execute<ErrorBody>(t, dbs.dml[engine], set[engine]);
      if (engine === 'duckdb') expect(reply.text).toMatch(/the configuration has been locked/);
      else expect(reply.status, reply.text).toBe(200);
      if (engine === 'mysql') {
        // A query that sets a user variable keeps its connection: the reset clears it.
        const assigned = await execute(t, dbs.dml.mysql, 'SELECT @loupe_escape := 5 AS x');
        expect(assigned.status, assigned.text).toBe(200);
      }
      expect(await settingsOf(t, dbs.dml[engine], engine)).toEqual(baseline[`dml ${engine}`]);
      expectNoEscapeFiles(dbs.dir);
    });

    it('refuses Jinja that renders an escape', async () => {
      const file: Record<Engine, string> = {
        duckdb: 'read_text',
        postgresql: 'pg_read_file',
        mysql: 'load_file',
        sqlite: 'readfile',
      };
      const call = await execute<ErrorBody>(t, dbs.readOnly[engine], "SELECT {{ f }}('/etc/passwd') AS x", {
        templateParams: JSON.stringify({ f: file[engine] }),
      });
      expect(call.status, call.text).toBe(400);
      expect(errorTypeOf(call.body)).toBe(FUNCTION);
      const hidden = await execute<ErrorBody>(
        t,
        dbs.readOnly[engine],
        "SELECT 1 AS a{% if true %}; {{ 'SET' }} x = 1{% endif %}",
      );
      expect(hidden.status, hidden.text).toBe(400);
      expect(errorTypeOf(hidden.body)).toBe(DML);
      expect(await settingsOf(t, dbs.readOnly[engine], engine)).toEqual(baseline[`ro ${engine}`]);
    });

    it('estimate and validate refuse the same statements', async () => {
      const sql = engine === 'duckdb' ? "SELECT * FROM read_csv('/etc/passwd')" : 'SET x = 1';
      const estimate = await t.client.post<ErrorBody>('/api/v1/sqllab/estimate/', {
        headers: await t.bearer('admin'),
        json: { database_id: dbs.readOnly[engine], sql },
      });
      expect(estimate.status, estimate.text).toBe(400);
      const validate = await t.client.post<{ result: Array<{ message: string }> }>(
        `/api/v1/database/${dbs.readOnly.duckdb}/validate_sql/`,
        { headers: await t.bearer('admin'), json: { sql: "SELECT * FROM read_text('/etc/passwd')" } },
      );
      expect(validate.status, validate.text).toBe(200);
      expect(validate.body.result[0]?.message).toMatch(/disallowed function/);
    });

    it('a virtual dataset may not hold an escape', async () => {
      const cases: Record<Engine, string> = {
        duckdb: "SELECT * FROM read_csv('/etc/passwd')",
        postgresql: "SELECT pg_read_file('/etc/passwd') AS f",
        mysql: "SELECT LOAD_FILE('/etc/passwd') AS f",
        sqlite: "SELECT readfile('/etc/passwd') AS f",
      };
      const createDataset = async (sql: string, template_params?: string) =>
        t.client.post<ErrorBody>('/api/v1/dataset/', {
          headers: await t.bearer('admin'),
          json: {
            database: dbs.readOnly[engine],
            table_name: `escape_${engine}_${Math.random().toString(36).slice(2, 8)}`,
            sql,
            ...(template_params ? { template_params } : {}),
          },
        });
      const direct = await createDataset(cases[engine]);
      expect(direct.status, direct.text).toBe(422);
      expect(errorTypeOf(direct.body)).toBe(FUNCTION);
      const templated = await createDataset(
        'SELECT * FROM {{ t }}',
        JSON.stringify({ t: '(SELECT 1 AS a); SET x = 1' }),
      );
      expect(templated.status, templated.text).toBe(422);
      const good = await createDataset('SELECT 1 AS a');
      expect(good.status, good.text).toBe(201);
      const id = (good.body as unknown as { id: number }).id;
      const admin = await t.bearer('admin');
      const changed = await t.client.put<ErrorBody>(`/api/v1/dataset/${id}`, {
        headers: admin,
        json: { sql: cases[engine] },
      });
      expect(changed.status, changed.text).toBe(422);
      expect(errorTypeOf(changed.body)).toBe(FUNCTION);
      const shown = await t.client.get<{ result: { sql: string } }>(`/api/v1/dataset/${id}`, {
        headers: admin,
      });
      expect(shown.body.result.sql).toBe('SELECT 1 AS a');
    });
  });

  it('chart data refuses custom SQL and Jinja that call a disallowed function', async () => {
    const admin = await t.bearer('admin');
    const dataset = await t.client.post<{ id: number }>('/api/v1/dataset/', {
      headers: admin,
      json: {
        database: dbs.readOnly.duckdb,
        schema: 'main',
        table_name: 'contained_sales',
        sql: "SELECT region, quantity FROM main.sales WHERE {{ url_param('cond', '1 = 1') }}",
      },
    });
    expect(dataset.status, dataset.text).toBe(201);
    const chart = (query: Record<string, unknown>) =>
      t.client.post<ErrorBody>('/api/v1/chart/data', {
        headers: admin,
        json: {
          datasource: { id: dataset.body.id, type: 'table' },
          queries: [{ columns: ['region'], metrics: ['count'], row_limit: 10, ...query }],
        },
      });
    expect((await chart({})).status).toBe(200);
    const metric = await chart({
      metrics: [
        { expressionType: 'SQL', sqlExpression: "max(length(read_text('/etc/passwd')))", label: 'm' },
      ],
    });
    expect(metric.status, metric.text).toBe(400);
    const where = await chart({
      filters: [],
      extras: { where: "length(query_table('sales')::VARCHAR) > 0" },
    });
    expect(where.status, where.text).toBe(400);
    const jinja = await chart({ url_params: { cond: "length(read_text('/etc/passwd')) > 0" } });
    expect(jinja.status, jinja.text).toBe(400);
    expect(errorTypeOf(jinja.body)).toBe(FUNCTION);
    const samples = await t.client.post<ErrorBody>(
      `/datasource/samples?datasource_type=table&datasource_id=${dataset.body.id}`,
      { headers: admin, json: {} },
    );
    expect(samples.status).toBe(200);
    expect(await settingsOf(t, dbs.readOnly.duckdb, 'duckdb')).toEqual(baseline['ro duckdb']);
  });

  it('a DuckDB database with file access on reads a CSV file of its directory', async () => {
    const files = mkdtempSync(join(dir, `open-${ctx.kind}-`));
    const database = join(files, 'open.duckdb');
    const instance = await DuckDBInstance.create(database);
    instance.closeSync();
    writeFileSync(join(files, 'data.csv'), 'a,b\n1,x\n2,y\n');
    const admin = await t.bearer('admin');
    const created = await t.client.post<{ id: number }>('/api/v1/database/', {
      headers: admin,
      json: {
        database_name: `open files ${ctx.kind}`,
        sqlalchemy_uri: `duckdb:///${database}`,
        allow_file_access: true,
      },
    });
    expect(created.status, created.text).toBe(201);
    const shown = await t.client.get<{ result: { allow_file_access: boolean } }>(
      `/api/v1/database/${created.body.id}`,
      { headers: admin },
    );
    expect(shown.body.result.allow_file_access).toBe(true);
    const read = await execute(
      t,
      created.body.id,
      `SELECT sum(a) AS total FROM read_csv('${files}/data.csv')`,
    );
    expect(read.status, read.text).toBe(200);
    expect(read.body.data).toEqual([{ total: 3 }]);
    // Its settings stay locked, file access or not (with allow_dml off, SET is refused before).
    const locked = await execute<{ data: Array<{ locked: string }> }>(
      t,
      created.body.id,
      "SELECT current_setting('lock_configuration') AS locked",
    );
    expect(String(locked.body.data[0]?.locked)).toBe('true');
    // query() stays refused: it hides what it reads from the access check.
    const query = await execute<ErrorBody>(t, created.body.id, "SELECT * FROM query('SELECT 1')");
    expect(errorTypeOf(query.body)).toBe(FUNCTION);
    // Switched off again, the same statement is refused and the engine has external access off.
    const off = await t.client.put(`/api/v1/database/${created.body.id}`, {
      headers: admin,
      json: { allow_file_access: false },
    });
    expect(off.status, off.text).toBe(200);
    const refused = await execute<ErrorBody>(t, created.body.id, `SELECT * FROM '${files}/data.csv'`);
    expect(refused.status).not.toBe(200);
  });
});
