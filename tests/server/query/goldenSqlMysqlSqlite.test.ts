// The SQL the compiler writes on MySQL / MariaDB (backticks, LOWER(x) LIKE LOWER(?) for ILIKE,
// REGEXP, MySQL time grains) and SQLite (DATETIME grains, no REGEX, booleans bound as 1 / 0).
import { describe, expect, it } from 'vitest';
import { mysqlEngineSpec } from '../../../server/engines/mysql.ts';
import { sqliteEngineSpec } from '../../../server/engines/sqlite.ts';
import { compileQueryObject } from '../../../server/query/compileQueryObject.ts';
import {
  BY_REGION,
  DATE_RANGE,
  EPOCH_MONTHLY,
  FILTERED,
  MONTHLY,
  NOW,
  QUARTERLY,
  salesDatasource,
  TOP_CATEGORIES,
  temporalDatasource,
} from './salesQueries.ts';

const mysql = (query: typeof BY_REGION) =>
  compileQueryObject({
    datasource: salesDatasource('sales', null),
    engine: mysqlEngineSpec,
    now: NOW,
    query,
  });
const sqlite = (query: typeof BY_REGION) =>
  compileQueryObject({
    datasource: salesDatasource('sales', null),
    engine: sqliteEngineSpec,
    now: NOW,
    query,
  });

const temporal = (engine: typeof mysqlEngineSpec, query: typeof BY_REGION) =>
  compileQueryObject({ datasource: temporalDatasource('events', null), engine, now: NOW, query });

describe('MySQL', () => {
  it('groups by a column with backtick-quoted identifiers', () => {
    expect(mysql(BY_REGION).sql).toBe(
      `SELECT \`region\` AS \`region\`, COUNT(*) AS \`count\`, SUM(\`revenue\`) AS \`SUM(revenue)\`, COUNT(DISTINCT \`country\`) AS \`COUNT_DISTINCT(country)\`
FROM \`sales\`
WHERE \`country\` IN (?, ?, ?, ?)
GROUP BY \`region\`
ORDER BY \`count\` DESC, \`region\` ASC
LIMIT 100`,
    );
  });

  it('truncates the x-axis to the month with MySQL date functions', () => {
    expect(mysql(MONTHLY).sql).toBe(
      `SELECT DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFMONTH(\`order_date\`) - 1 DAY)) AS \`order_date\`, SUM(\`quantity\`) AS \`Quantity\`
FROM \`sales\`
WHERE \`order_date\` >= ? AND \`order_date\` < ?
GROUP BY DATE(DATE_SUB(\`order_date\`, INTERVAL DAYOFMONTH(\`order_date\`) - 1 DAY))
ORDER BY \`order_date\` ASC
LIMIT 1000`,
    );
  });

  it('joins the top series sub-query', () => {
    expect(mysql(TOP_CATEGORIES).sql).toBe(
      `SELECT MAKEDATE(YEAR(\`order_date\`), 1) AS \`year\`, \`category\` AS \`category\`, SUM(\`revenue\`) AS \`SUM(revenue)\`
FROM \`sales\`
INNER JOIN (
  SELECT \`category\` AS \`category__\`, SUM(\`revenue\`) AS \`mme_inner__\`
  FROM \`sales\`
  GROUP BY \`category\`
  ORDER BY SUM(revenue) DESC
  LIMIT 2
) AS \`series_limit\` ON \`category\` = \`series_limit\`.\`category__\`
GROUP BY MAKEDATE(YEAR(\`order_date\`), 1), \`category\`
ORDER BY \`year\` ASC, \`category\` ASC
LIMIT 1000`,
    );
  });

  it('writes ILIKE as LOWER(x) LIKE LOWER(?), REGEX as REGEXP and LIKE on numbers as CAST(x AS CHAR)', () => {
    expect(mysql(FILTERED).sql).toContain('AND LOWER(`country`) LIKE LOWER(?)');
    const query = {
      columns: ['country'],
      metrics: ['count'],
      filters: [
        { col: 'country', op: 'REGEX' as const, val: '^Fr' },
        { col: 'quantity', op: 'LIKE' as const, val: '1%' },
        { col: 'region', op: 'NOT ILIKE' as const, val: 'eu%' },
      ],
    };
    expect(mysql(query).sql).toContain(
      'WHERE `country` REGEXP ?\n  AND CAST(`quantity` AS CHAR) LIKE ?\n  AND LOWER(`region`) NOT LIKE LOWER(?)',
    );
    expect(mysql(query).params).toEqual(['^Fr', '1%', 'eu%']);
  });
});

describe('MySQL temporal columns', () => {
  it('converts an epoch column with FROM_UNIXTIME before the grain; the filter stays on the seconds', () => {
    const compiled = temporal(mysqlEngineSpec, EPOCH_MONTHLY);
    expect(compiled.sql).toBe(
      `SELECT DATE(DATE_SUB(FROM_UNIXTIME(\`ts_epoch\`), INTERVAL DAYOFMONTH(FROM_UNIXTIME(\`ts_epoch\`)) - 1 DAY)) AS \`ts_epoch\`, COUNT(*) AS \`count\`
FROM \`events\`
WHERE \`ts_epoch\` >= ? AND \`ts_epoch\` < ?
GROUP BY DATE(DATE_SUB(FROM_UNIXTIME(\`ts_epoch\`), INTERVAL DAYOFMONTH(FROM_UNIXTIME(\`ts_epoch\`)) - 1 DAY))
ORDER BY \`ts_epoch\` ASC
LIMIT 100`,
    );
    expect(compiled.params).toEqual([1704067200, 1719792000]);
  });

  it('bounds a DATE column with STR_TO_DATE of the date alone', () => {
    const compiled = temporal(mysqlEngineSpec, DATE_RANGE);
    expect(compiled.sql).toBe(
      `SELECT \`region\` AS \`region\`, COUNT(*) AS \`count\`
FROM \`events\`
WHERE \`ship_date\` >= STR_TO_DATE(?, '%Y-%m-%d') AND \`ship_date\` < STR_TO_DATE(?, '%Y-%m-%d')
GROUP BY \`region\`
ORDER BY \`region\` ASC
LIMIT 100`,
    );
    expect(compiled.params).toEqual(['2024-03-15', '2024-03-17']);
  });
});

describe('SQLite temporal columns', () => {
  it("converts an epoch column with DATETIME(col, 'unixepoch') before the grain", () => {
    const compiled = temporal(sqliteEngineSpec, EPOCH_MONTHLY);
    expect(compiled.sql).toBe(
      `SELECT DATETIME(DATETIME("ts_epoch", 'unixepoch'), 'start of month') AS "ts_epoch", COUNT(*) AS "count"
FROM "events"
WHERE "ts_epoch" >= ? AND "ts_epoch" < ?
GROUP BY DATETIME(DATETIME("ts_epoch", 'unixepoch'), 'start of month')
ORDER BY "ts_epoch" ASC
LIMIT 100`,
    );
    expect(compiled.params).toEqual([1704067200, 1719792000]);
  });

  it('bounds a DATE column by the date alone (SQLite DATE columns hold YYYY-MM-DD text)', () => {
    const compiled = temporal(sqliteEngineSpec, DATE_RANGE);
    expect(compiled.sql).toContain('WHERE "ship_date" >= ? AND "ship_date" < ?');
    expect(compiled.params).toEqual(['2024-03-15', '2024-03-17']);
  });
});

describe('SQLite', () => {
  it('truncates with DATETIME modifiers', () => {
    expect(sqlite(MONTHLY).sql).toBe(
      `SELECT DATETIME("order_date", 'start of month') AS "order_date", SUM("quantity") AS "Quantity"
FROM "sales"
WHERE "order_date" >= ? AND "order_date" < ?
GROUP BY DATETIME("order_date", 'start of month')
ORDER BY "order_date" ASC
LIMIT 1000`,
    );
  });

  it('writes every kind of filter', () => {
    expect(sqlite(FILTERED).sql).toBe(
      `SELECT (UPPER(region)) AS "REGION_UC", SUM(quantity * 2) AS "double_qty", COUNT(*) AS "count"
FROM "sales"
WHERE "region" != ?
  AND "quantity" >= ?
  AND "quantity" < ?
  AND "product" NOT LIKE ?
  AND LOWER("country") LIKE LOWER(?)
  AND NOT ("country" IS NULL OR "country" IN (?))
  AND "channel" IS NOT NULL
  AND (channel = 'Online') IS FALSE
  AND (category <> 'Furniture')
GROUP BY (UPPER(region))
HAVING (COUNT(*) > 0)
ORDER BY "REGION_UC" ASC
LIMIT 50`,
    );
  });

  it('uses the quarter template for time_grain_sqla', () => {
    expect(sqlite(QUARTERLY).sql).toContain(
      `SELECT DATETIME("order_date", 'start of month', PRINTF('-%d months', (CAST(STRFTIME('%m', "order_date") AS INTEGER) - 1) % 3)) AS "__timestamp"`,
    );
  });

  it('filters REGEX with REGEXP (the engine registers the function) and binds booleans as 1 / 0', () => {
    const regex = {
      columns: ['country'],
      metrics: ['count'],
      filters: [{ col: 'country', op: 'REGEX' as const, val: 'x' }],
    };
    expect(sqlite(regex).sql).toContain('"country" REGEXP ?');
    expect(sqlite(regex).params[0]).toBe('x');
    const flag = {
      columns: ['country'],
      metrics: ['count'],
      filters: [{ col: 'is_online', op: '==' as const, val: 'true' }],
    };
    expect(sqlite(flag).params).toEqual([1]);
    expect(mysql(flag).params).toEqual([true]);
  });
});

describe('MySQL placeholders', () => {
  it('keeps a "?" of custom SQL as text: only the compiler\'s placeholders take values', () => {
    const query = {
      columns: ['region'],
      metrics: ['count'],
      filters: [{ col: 'region', op: '==' as const, val: 'Europe' }],
      extras: { where: "country <> 'what?'" },
    };
    const compiled = mysql(query);
    expect(compiled.sql).toContain("country <> 'what?'");
    expect(compiled.params).toEqual(['Europe']);
  });
});
