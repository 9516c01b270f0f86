import { describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../../server/engines/duckdb.ts';
import { mysqlEngineSpec } from '../../../../server/engines/mysql.ts';
import { postgresEngineSpec } from '../../../../server/engines/postgres.ts';
import { compileMemoised, displaySql } from '../../../../server/services/chartData/chartCompile.ts';
import { salesDatasource } from '../../query/salesQueries.ts';

describe('the SQL shown with its values', () => {
  it('writes each bound value at its placeholder, and nothing inside strings or names', () => {
    expect(displaySql('SELECT \'a?\' AS "b?" WHERE x = ? AND y = ?', ["it's", 3], mysqlEngineSpec)).toBe(
      "SELECT 'a?' AS \"b?\" WHERE x = 'it''s' AND y = 3",
    );
    expect(displaySql('SELECT $2, $1, $1', [true, null], postgresEngineSpec)).toBe('SELECT NULL, TRUE, TRUE');
  });
});

describe('compileMemoised', () => {
  const query = { columns: ['region'], metrics: ['count'], time_range: 'Last week' };
  const at = (iso: string) => new Date(iso);

  it('shares one compile for the same request within a second, and compiles again after', () => {
    const dataset = salesDatasource('sales', 'main');
    const first = compileMemoised(
      dataset,
      query,
      'full',
      duckdbEngineSpec,
      at('2024-05-01T10:00:00.100Z'),
      1000,
    );
    const same = compileMemoised(
      dataset,
      { ...query },
      'full',
      duckdbEngineSpec,
      at('2024-05-01T10:00:00.900Z'),
      1000,
    );
    expect(same).toBe(first);
    const later = compileMemoised(
      dataset,
      query,
      'full',
      duckdbEngineSpec,
      at('2024-05-01T10:00:01.000Z'),
      1000,
    );
    expect(later).not.toBe(first);
    expect(later.sql).toBe(first.sql);
    // Another dataset model (edited, or another store's dataset with the same id) never shares it.
    const edited = compileMemoised(
      { ...dataset },
      query,
      'full',
      duckdbEngineSpec,
      at('2024-05-01T10:00:01.000Z'),
      1000,
    );
    expect(edited).not.toBe(later);
  });
});
