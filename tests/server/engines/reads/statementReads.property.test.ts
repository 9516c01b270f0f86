// Property: for any query built from tables, CTEs and sub-queries, each engine's grammar finds
// exactly the tables a model of SQL's name scoping says the query reads — a CTE name hides a
// table of that name only where the CTE is visible (its WITH's later CTEs and body), never in its
// own body, never when qualified, never outside the query that defines it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_SPECS } from '../../../../server/engines/registry.ts';

interface NameSource {
  kind: 'name';
  name: string;
  qualified: boolean;
}
interface SubquerySource {
  kind: 'sub';
  query: Query;
}
type Source = NameSource | SubquerySource;
interface Query {
  ctes: Array<{ name: string; body: Query }>;
  from: Source[];
  exists: Query | null;
}

const NAMES = ['a', 'b', 'c', 'orders', 'secret'];

const nameSource = fc.record({
  kind: fc.constant('name' as const),
  name: fc.constantFrom(...NAMES),
  qualified: fc.boolean(),
});

/** Queries nested at most `depth` levels (CTE bodies, derived tables, EXISTS). */
function queryOf(depth: number): fc.Arbitrary<Query> {
  if (depth === 0) {
    return fc.record({
      ctes: fc.constant([]),
      from: fc.array(nameSource, { maxLength: 2 }),
      exists: fc.constant(null),
    });
  }
  const inner = queryOf(depth - 1);
  const source: fc.Arbitrary<Source> = fc.oneof(
    { weight: 3, arbitrary: nameSource },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('sub' as const), query: inner }) },
  );
  return fc.record({
    ctes: fc.uniqueArray(fc.record({ name: fc.constantFrom(...NAMES), body: inner }), {
      maxLength: 2,
      selector: (cte) => cte.name,
    }),
    from: fc.array(source, { maxLength: 2 }),
    exists: fc.option(inner, { nil: null }),
  });
}

const queryArbitrary = queryOf(3);

let alias = 0;
function render(query: Query): string {
  const withClause =
    query.ctes.length > 0
      ? `WITH ${query.ctes.map((cte) => `${cte.name} AS (${render(cte.body)})`).join(', ')} `
      : '';
  const from = query.from.map((source) =>
    source.kind === 'name'
      ? source.qualified
        ? `s.${source.name}`
        : source.name
      : `(${render(source.query)}) AS x${alias++}`,
  );
  const where = query.exists ? ` WHERE EXISTS (${render(query.exists)})` : '';
  return `${withClause}SELECT 1 AS v${from.length > 0 ? ` FROM ${from.join(', ')}` : ''}${where}`;
}

/** The tables the query reads, as `schema.table` or `table`. */
function expected(query: Query, visible: ReadonlySet<string>, out: Set<string>): Set<string> {
  query.ctes.forEach((cte, index) => {
    const before = new Set([...visible, ...query.ctes.slice(0, index).map((c) => c.name)]);
    expected(cte.body, before, out);
  });
  const inner = new Set([...visible, ...query.ctes.map((cte) => cte.name)]);
  for (const source of query.from) {
    if (source.kind === 'sub') expected(source.query, inner, out);
    else if (source.qualified) out.add(`s.${source.name}`);
    else if (!inner.has(source.name)) out.add(source.name);
  }
  if (query.exists) expected(query.exists, inner, out);
  return out;
}

describe('readsOf, against a model of name scoping', () => {
  for (const spec of ENGINE_SPECS) {
    it(`${spec.engineName}: finds exactly the tables a query reads`, async () => {
      await fc.assert(
        fc.asyncProperty(queryArbitrary, async (query) => {
          const sql = render(query);
          const reads = await spec.readsOf(sql);
          const found = new Set(reads.tables.map((t) => (t.schema ? `${t.schema}.${t.table}` : t.table)));
          expect([...found].sort(), sql).toEqual([...expected(query, new Set(), new Set())].sort());
        }),
        { numRuns: 150 },
      );
    });
  }
});
