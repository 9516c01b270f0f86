import { describe, expect, it } from 'vitest';
import {
  buildCompletions,
  COMPLETION_SCORES,
  completionsForPrefix,
  type SqlCompletions,
} from '../../../../src/components/SqlEditor/completions.ts';
import { SQL_KEYWORDS } from '../../../../src/components/SqlEditor/sqlKeywords.ts';

const completions: SqlCompletions = {
  schemas: ['main', 'sales_archive'],
  tables: [
    { name: 'sales', schema: 'main' },
    { name: 'customers', schema: 'main' },
  ],
  columns: [
    { name: 'sale_id', table: 'sales', type: 'INTEGER' },
    { name: 'amount', table: 'sales', type: 'DOUBLE' },
    { name: 'sale_id', table: 'refunds', type: 'INTEGER' },
  ],
  functions: ['sum', 'sqrt', 'substr'],
};

describe('buildCompletions', () => {
  it('ranks columns > tables > schemas > keywords > functions', () => {
    const scores = ['column', 'table', 'schema', 'keyword', 'function'].map(
      (kind) => COMPLETION_SCORES[kind as keyof typeof COMPLETION_SCORES],
    );
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const kinds = buildCompletions(completions).map((entry) => entry.kind);
    expect([...new Set(kinds)]).toEqual(['column', 'table', 'schema', 'keyword', 'function']);
  });

  it('labels each entry with its kind and carries the details', () => {
    const entries = buildCompletions(completions);
    expect(entries.find((entry) => entry.value === 'amount')).toEqual({
      kind: 'column',
      caption: 'amount',
      value: 'amount',
      meta: 'column',
      score: COMPLETION_SCORES.column,
      docText: 'sales.amount DOUBLE',
    });
    expect(entries.find((entry) => entry.value === 'sales')).toMatchObject({
      meta: 'table',
      docText: 'main.sales',
    });
    expect(entries.find((entry) => entry.value === 'main')).toMatchObject({ meta: 'schema' });
    expect(entries.find((entry) => entry.value === 'SELECT')).toMatchObject({ meta: 'keyword' });
    expect(entries.find((entry) => entry.value === 'sum')).toMatchObject({ meta: 'function' });
  });

  it('uses the meta labels it is given (the editor passes translated ones)', () => {
    const entries = buildCompletions(
      { tables: [{ name: 't', schema: '' }], keywords: [] },
      {
        column: 'Spalte',
        table: 'Tabelle',
        schema: 'DB-Schema',
        keyword: 'Schlüsselwort',
        function: 'Funktion',
      },
    );
    expect(entries).toEqual([
      { kind: 'table', caption: 't', value: 't', meta: 'Tabelle', score: COMPLETION_SCORES.table },
    ]);
  });

  it('has the built-in SQL keywords unless given others', () => {
    expect(buildCompletions({}).map((entry) => entry.value)).toEqual([...SQL_KEYWORDS].sort());
    expect(buildCompletions({ keywords: ['PRAGMA'] }).map((entry) => entry.value)).toEqual(['PRAGMA']);
  });

  it('lists a name once per kind', () => {
    const values = buildCompletions(completions)
      .filter((entry) => entry.kind === 'column')
      .map((entry) => entry.value);
    expect(values).toEqual(['amount', 'sale_id']);
  });

  it('offers for a prefix the matching entries, best kind first', () => {
    const offered = completionsForPrefix(buildCompletions(completions), 'sa').map(
      (entry) => `${entry.meta}:${entry.value}`,
    );
    expect(offered).toEqual(['column:sale_id', 'table:sales', 'schema:sales_archive']);
    expect(completionsForPrefix(buildCompletions(completions), 'S').map((entry) => entry.kind)).toEqual([
      'column',
      'table',
      'schema',
      ...SQL_KEYWORDS.filter((keyword) => keyword.startsWith('S')).map(() => 'keyword'),
      'function',
      'function',
      'function',
    ]);
  });
});
