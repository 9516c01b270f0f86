// Stopping a MySQL / MariaDB statement kills until it has ended: a KILL QUERY that reaches an idle
// thread is forgotten when the next statement starts, and the statement would then run on.
// Real MariaDB at LOUPE_TEST_MYSQL_URL (default mysql://root@127.0.0.1:3306/test).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CANCEL_INTERVAL_MS, trackStatement } from '../../../../server/engines/cancelUntilEnded.ts';
import {
  closeMysqlSession,
  killMysqlQuery,
  type MysqlSession,
  mysqlConnectionOptions,
  openMysqlSession,
  stopMysqlStatement,
} from '../../../../server/engines/mysql/mysqlSession.ts';
import { mysqlEngineSpec } from '../../../../server/engines/mysql.ts';

const URL = process.env.LOUPE_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const { settings, password } = mysqlEngineSpec.parseUri(URL);
const options = mysqlConnectionOptions({ ...settings, password });

let session: MysqlSession;
beforeEach(async () => {
  session = await openMysqlSession(options);
});
afterEach(async () => {
  await closeMysqlSession(session);
});

const sleepFor = (seconds: number) =>
  session.connection.promise().query(`SELECT SLEEP(${seconds}) AS slept`) as Promise<
    [{ slept: number }[], unknown]
  >;

describe('stopMysqlStatement', () => {
  it('one KILL QUERY that reaches an idle thread does not stop the statement sent after it', async () => {
    await killMysqlQuery(options, session.threadId);
    const [rows] = await sleepFor(0.3);
    // SLEEP answers 0 when it slept its full time, 1 when it was killed.
    expect(rows).toEqual([{ slept: 0 }]);
  });

  it('stops a statement that reached the server after the first kill', async () => {
    let send!: () => void;
    const sent = new Promise<void>((resolve) => {
      send = resolve;
    });
    const statement = sent.then(() => sleepFor(30));
    trackStatement(session, statement);
    const started = Date.now();
    const stopping = stopMysqlStatement(options, session);
    setTimeout(send, CANCEL_INTERVAL_MS / 2);
    // Killed in SLEEP: it answers 1, or fails with "Query execution was interrupted" (1317).
    const outcome = await statement.then(
      ([rows]) => rows[0]?.slept,
      (error: unknown) => (error as { errno?: number }).errno,
    );
    await stopping;
    expect([1, 1317]).toContain(outcome);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends one kill and returns when nothing runs, and the connection stays usable', async () => {
    trackStatement(session, Promise.resolve());
    const started = Date.now();
    await stopMysqlStatement(options, session);
    expect(Date.now() - started).toBeLessThan(CANCEL_INTERVAL_MS + 1_000);
    const [rows] = await sleepFor(0);
    expect(rows).toEqual([{ slept: 0 }]);
  });
});
