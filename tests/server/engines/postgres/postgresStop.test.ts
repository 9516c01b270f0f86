// Stopping a PostgreSQL statement cancels until it has ended: PostgreSQL ignores a cancel that
// reaches the backend before it has read the statement, and the statement would then run on.
// Real PostgreSQL at LOUPE_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test).
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CANCEL_INTERVAL_MS, trackStatement } from '../../../../server/engines/cancelUntilEnded.ts';
import {
  type PostgresSession,
  stopPostgresStatement,
} from '../../../../server/engines/postgres/postgresSession.ts';

const URL = process.env.LOUPE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const config: pg.ClientConfig = { connectionString: URL };

let client: pg.Client;
let session: PostgresSession;
beforeEach(async () => {
  client = new pg.Client(config);
  await client.connect();
  session = { client, pid: (client as unknown as { processID: number }).processID, broken: false };
});
afterEach(async () => {
  await client.end().catch(() => {});
});

describe('stopPostgresStatement', () => {
  it('cancels a statement that reached the backend after the first cancel', async () => {
    // The statement is known as running but not sent yet: the first cancel finds the backend idle.
    let send!: () => void;
    const sent = new Promise<void>((resolve) => {
      send = resolve;
    });
    const statement = sent.then(() => client.query('SELECT pg_sleep(30)'));
    trackStatement(session, statement);
    const started = Date.now();
    const stopping = stopPostgresStatement(config, session);
    setTimeout(send, CANCEL_INTERVAL_MS / 2);
    await expect(statement).rejects.toThrow(/cancel/i);
    await stopping;
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends one cancel and returns when nothing runs', async () => {
    trackStatement(session, Promise.resolve());
    const started = Date.now();
    await stopPostgresStatement(config, session);
    expect(Date.now() - started).toBeLessThan(CANCEL_INTERVAL_MS + 1_000);
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
