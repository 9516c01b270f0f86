// `loupe worker` as a process of its own: started from the CLI with the web app's configuration,
// it runs the jobs the app queues on Redis, and stops cleanly on SIGTERM. Its test job handler
// comes in through --import, as the real chart-data handler comes in through createServices.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/redisKeys.ts';
import { forEachStore } from '../../support/stores.ts';
import { type AsyncApp, asyncConfig, finished, pollEvents, startAsyncApp } from './asyncHarness.ts';

const root = join(import.meta.dirname, '..', '..', '..');

forEachStore('loupe worker (a separate process)', (ctx) => {
  const prefix = uniqueRedisPrefix('worker');
  let t: AsyncApp;
  let child: ChildProcess | undefined;
  let output = '';
  beforeAll(async () => {
    t = await startAsyncApp(ctx, asyncConfig(ctx, { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix }));
    const { metadata } = ctx.config;
    child = spawn(
      join(root, 'node_modules', '.bin', 'node'),
      ['--import', join(import.meta.dirname, 'sqlRowsJob.ts'), join(root, 'server', 'main.ts'), 'worker'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          LOUPE_DATA_DIR: ctx.dataDir,
          LOUPE_SECRET_KEY: ctx.config.secretKey,
          LOUPE_METADATA_URL:
            metadata.kind === 'sqlite' ? `sqlite://${metadata.location}` : metadata.location,
          LOUPE_REDIS_URL: TEST_REDIS_URL,
          LOUPE_REDIS_KEY_PREFIX: prefix,
          LOUPE_LOG_LEVEL: 'silent',
          // As the test app's store: its fixture database files live in temp directories.
          LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: String(ctx.config.preventUnsafeDbConnections),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await t?.close();
    await deleteRedisKeys(prefix);
  });

  it('runs the queued jobs, then exits 0 on SIGTERM', async () => {
    const session = await t.login('alpha');
    const job = await t.submit(session, 'SELECT name FROM customers WHERE id = 2');
    const events = await pollEvents(t, session, finished(job.job_id), null, 30_000);
    expect(
      events.map((e) => e.status),
      output,
    ).toEqual(['running', 'done']);
    const key = events[1]!.result_url!.split('/').at(-1)!;
    expect(JSON.parse(String(await t.services.cache.get(key)))).toEqual({
      columns: ['name'],
      rows: [['Grace']],
    });
    expect(output).toContain('loupe worker: running async jobs');

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 40_000);
});
