import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { withStatementCache } from '../../../server/store/statementCache.ts';

it('compiles each query text once, keeps the most recent ones, and reuses them with new values', () => {
  const database = new Database(':memory:');
  let compiled = 0;
  const prepare = database.prepare.bind(database);
  database.prepare = (sql: string) => {
    compiled += 1;
    return prepare(sql);
  };
  const cached = withStatementCache(database, 2);
  expect(cached.prepare('SELECT ? AS v').get(1)).toEqual({ v: 1 });
  expect(cached.prepare('SELECT ? AS v').get(2)).toEqual({ v: 2 });
  expect(compiled).toBe(1);
  cached.prepare('SELECT 1');
  cached.prepare('SELECT 2');
  cached.prepare('SELECT ? AS v');
  expect(compiled).toBe(4);
  cached.close();
});
