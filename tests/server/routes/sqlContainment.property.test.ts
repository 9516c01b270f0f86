// Containment, as a property on all four engines: statements built from the escape classes — a
// disallowed or file function, a setting, ATTACH / DETACH, an extension, COPY / EXPORT — in any
// casing, with comments and whitespace between their tokens, quoted or schema-qualified, nested in
// CTEs and sub-queries, wrapped in EXPLAIN, hidden after a `;` behind a comment or a string, or
// produced by Jinja, are refused by SQL Lab, by a virtual dataset and by a chart's custom SQL,
// and leave every pooled connection's settings as they were and no file behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
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
  SETTINGS_PROBES,
  settingsOf,
} from '../../support/containmentDatabases.ts';
import { forOneStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const NUM_RUNS = 30;
const REFUSALS = ['DML_NOT_ALLOWED_ERROR', 'SYNTAX_ERROR'];

const dir = mkdtempSync(join(tmpdir(), 'loupe-containment-property-'));
let examplesPath = '';
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Functions refused on each engine (file access off), with a schema they may be qualified by. */
const FUNCTIONS: Record<Engine, { names: string[]; schema: string | null }> = {
  duckdb: {
    names: [
      'read_csv',
      'read_csv_auto',
      'read_text',
      'read_blob',
      'read_json',
      'read_parquet',
      'glob',
      'query',
    ],
    schema: 'main',
  },
  postgresql: {
    names: ['pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_stat_file', 'lo_import', 'version'],
    schema: 'pg_catalog',
  },
  mysql: { names: ['load_file', 'sys_exec', 'sys_eval'], schema: null },
  sqlite: { names: ['load_extension', 'readfile', 'writefile'], schema: null },
};

/** Statements refused without allow_dml (settings, attach, extensions, copy), `{files}` the escape directory. */
const STATEMENTS: Record<Engine, string[]> = {
  duckdb: [
    'SET threads = 3',
    "SET memory_limit = '1GB'",
    'RESET threads',
    'PRAGMA threads = 2',
    "ATTACH '{files}/attached.db' AS other",
    'DETACH other',
    'INSTALL httpfs',
    'LOAD httpfs',
    "COPY (SELECT 1) TO '{files}/copied.csv'",
    "EXPORT DATABASE '{files}/exported'",
    'CHECKPOINT',
  ],
  postgresql: [
    "SET work_mem = '64MB'",
    'SET statement_timeout = 1',
    'RESET search_path',
    "SET search_path = 'pg_catalog'",
    "COPY (SELECT 1) TO '{files}/copied.csv'",
    "LOAD 'auto_explain'",
  ],
  mysql: [
    'SET SESSION max_join_size = 5',
    'SET group_concat_max_len = 7',
    'SET @loupe_escape = 1',
    'USE mysql',
    "SELECT 1 INTO OUTFILE '{files}/outfile.txt'",
  ],
  sqlite: [
    'PRAGMA cache_size = 5',
    'PRAGMA cache_size(5)',
    "ATTACH '{files}/attached.db' AS other",
    'DETACH other',
    "VACUUM INTO '{files}/vacuumed.db'",
  ],
};

const gap = fc.constantFrom(' ', '  ', '\n', '\t', ' /* gap */ ', ' -- gap\n', '/**/');

/** Random casing of a word's letters. */
const casing = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''));

function quoted(engine: Engine, name: string): string {
  return engine === 'mysql' ? `\`${name}\`` : `"${name}"`;
}

/** A call of a refused function as an expression: cased, quoted or qualified, spaced. */
function callOf(engine: Engine): fc.Arbitrary<string> {
  const { names, schema } = FUNCTIONS[engine];
  return fc
    .record({
      name: fc
        .constantFrom(...names)
        .chain((name) => fc.oneof(casing(name), fc.constant(quoted(engine, name)))),
      qualified: schema ? fc.boolean() : fc.constant(false),
      before: gap,
    })
    .map(({ name, qualified, before }) => `${qualified ? `${schema}.` : ''}${name}${before}('/etc/passwd')`);
}

/** The call placed somewhere in a query: select list, WHERE, a sub-query, a CTE, EXPLAIN. */
function queryWith(engine: Engine, call: string): fc.Arbitrary<string> {
  const explain = engine === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  return fc
    .record({
      shape: fc.constantFrom('select', 'where', 'subquery', 'cte', 'exists'),
      explain: fc.boolean(),
      select: casing('select'),
      space: gap,
    })
    .map(({ shape, explain: wrap, select, space }) => {
      const query = {
        select: `${select}${space}${call} AS x`,
        where: `${select} 1 AS x WHERE length(${call}) > 0`,
        subquery: `${select} * FROM (${select} ${call} AS x) AS s`,
        cte: `WITH c AS (${select} ${call} AS x)${space}${select} * FROM c`,
        exists: `${select} 1 AS x WHERE EXISTS (${select} ${call})`,
      }[shape];
      return wrap ? `${explain}${query}` : query;
    });
}

/** A refused statement, spelled in random case with comments around it. */
function statementOf(engine: Engine, files: string): fc.Arbitrary<string> {
  return fc
    .record({
      statement: fc.constantFrom(...STATEMENTS[engine]),
      lead: fc.constantFrom('', '/* lead */ ', '-- lead\n', '\n  '),
      upper: fc.boolean(),
    })
    .map(({ statement, lead, upper }) => {
      const text = statement.replace('{files}', files);
      const [first, ...rest] = text.split(' ');
      return `${lead}${upper ? first!.toUpperCase() : first!.toLowerCase()} ${rest.join(' ')}`;
    });
}

/** A refused statement after a harmless one, the `;` next to a comment or a string. */
function hiddenOf(engine: Engine, files: string): fc.Arbitrary<string> {
  return fc
    .record({
      cover: fc.constantFrom(
        "SELECT ';' AS a",
        'SELECT 1 AS a /* ; */',
        'SELECT 1 AS a -- ;\n',
        "SELECT '--' AS a",
        "SELECT '/*' AS a",
      ),
      statement: statementOf(engine, files),
    })
    .map(({ cover, statement }) => `${cover};${statement}`);
}

/** Jinja that renders a refused call or statement. */
function jinjaOf(engine: Engine): fc.Arbitrary<{ sql: string; params: Record<string, string> }> {
  return fc
    .constantFrom(...FUNCTIONS[engine].names)
    .chain((name) =>
      fc.constantFrom<{ sql: string; params: Record<string, string> }>(
        { sql: "SELECT {{ f }}('/etc/passwd') AS x", params: { f: name } },
        { sql: `SELECT 1 AS x{% if true %} WHERE length(${name}('/etc/passwd')) > 0{% endif %}`, params: {} },
        { sql: 'SELECT 1 AS x; {{ s }}', params: { s: STATEMENTS[engine][0]!.replace('{files}', dir) } },
      ),
    );
}

forOneStore('SQL containment property', (ctx) => {
  const t = useTestApp(ctx);
  let dbs: ContainmentDatabases;
  const baseline: Partial<Record<Engine, string>> = {};
  const virtual: Partial<Record<Engine, number>> = {};

  const probeOnce = async (engine: Engine) =>
    JSON.stringify((await execute(t, dbs.readOnly[engine], SETTINGS_PROBES[engine])).body.data);

  beforeAll(async () => {
    const files = mkdtempSync(join(dir, 'files-'));
    dbs = await registerContainmentDatabases(t, files, 'property', examplesCopy(examplesPath, 'property'));
    const admin = await t.bearer('admin');
    for (const engine of ENGINES) {
      baseline[engine] = JSON.stringify(await settingsOf(t, dbs.readOnly[engine], engine));
      const created = await t.client.post<{ id: number }>('/api/v1/dataset/', {
        headers: admin,
        json: { database: dbs.readOnly[engine], table_name: `one_row_${engine}`, sql: 'SELECT 1 AS a' },
      });
      if (created.status !== 201) throw new Error(created.text);
      virtual[engine] = created.body.id;
    }
  });

  describe.each(ENGINES)('%s', (engine) => {
    it('SQL Lab refuses generated escapes and nothing changes', async () => {
      const escapes = fc.oneof(
        callOf(engine).chain((call) => queryWith(engine, call)),
        statementOf(engine, dbs.dir),
        hiddenOf(engine, dbs.dir),
      );
      await fc.assert(
        fc.asyncProperty(escapes, async (sql) => {
          const reply = await execute<ErrorBody>(t, dbs.readOnly[engine], sql);
          expect(reply.status, `${sql}\n${reply.text}`).toBe(400);
          expect(REFUSALS, sql).toContain(errorTypeOf(reply.body));
          expect(await probeOnce(engine)).toBe(baseline[engine]);
        }),
        { numRuns: NUM_RUNS },
      );
      await fc.assert(
        fc.asyncProperty(jinjaOf(engine), async ({ sql, params }) => {
          const reply = await execute<ErrorBody>(t, dbs.readOnly[engine], sql, {
            templateParams: JSON.stringify(params),
          });
          expect(reply.status, `${sql}\n${reply.text}`).toBe(400);
          expect(REFUSALS, sql).toContain(errorTypeOf(reply.body));
        }),
        { numRuns: 10 },
      );
      expect(JSON.stringify(await settingsOf(t, dbs.readOnly[engine], engine))).toBe(baseline[engine]);
      expectNoEscapeFiles(dbs.dir);
    });

    it('a virtual dataset and a chart’s custom SQL refuse generated calls', async () => {
      const admin = await t.bearer('admin');
      await fc.assert(
        fc.asyncProperty(
          callOf(engine).chain((call) => queryWith(engine, call)),
          callOf(engine),
          async (query, call) => {
            const dataset = await t.client.post<ErrorBody>('/api/v1/dataset/', {
              headers: admin,
              json: { database: dbs.readOnly[engine], table_name: `escape_${engine}`, sql: query },
            });
            expect(dataset.status, `${query}\n${dataset.text}`).toBe(422);
            expect(errorTypeOf(dataset.body), query).toBe('SYNTAX_ERROR');
            const chart = await t.client.post<ErrorBody>('/api/v1/chart/data', {
              headers: admin,
              json: {
                datasource: { id: virtual[engine], type: 'table' },
                queries: [
                  {
                    columns: [],
                    metrics: [{ expressionType: 'SQL', sqlExpression: `max(length(${call}))`, label: 'm' }],
                    row_limit: 1,
                  },
                ],
              },
            });
            expect(chart.status, `${call}\n${chart.text}`).toBe(400);
          },
        ),
        { numRuns: NUM_RUNS },
      );
      expect(JSON.stringify(await settingsOf(t, dbs.readOnly[engine], engine))).toBe(baseline[engine]);
    });
  });
});
