// runAsyncJob publishes what Superset's tasks publish: running, then done with the handler's
// result_url, or error with Superset errors (engine and Loupe errors keep their type).
import { describe, expect, it } from 'vitest';
import { queryTimeoutError } from '../../../server/engines/errors.ts';
import { type AsyncJob, registerAsyncJobHandler, runAsyncJob } from '../../../server/jobs/asyncJobs.ts';
import { createInProcessAsyncJobQueue } from '../../../server/jobs/inProcessAsyncJobQueue.ts';
import { jobMetadata } from '../../../server/services/asyncQueries/asyncEvents.ts';
import { createMemoryEventStream } from '../../../server/services/asyncQueries/memoryEventStream.ts';
import type { Services } from '../../../server/services/services.ts';
import { LoupeError } from '../../../server/services/shared/loupeError.ts';

const services = {} as Services;
const job = (kind: string, payload: unknown): AsyncJob => ({
  kind,
  metadata: jobMetadata('chan', `job-${kind}`, 3, 'pending'),
  payload,
});

registerAsyncJobHandler('test_echo', async (j) => ({ result_url: `/result/${String(j.payload)}` }));
registerAsyncJobHandler('test_throw', async (j) => {
  throw j.payload;
});

describe('runAsyncJob', () => {
  it('publishes running then done with the result url', async () => {
    const events = createMemoryEventStream();
    await runAsyncJob(job('test_echo', 'abc'), { services, events });
    const read = await events.read('chan', null);
    expect(read.map(({ id: _id, ...rest }) => rest)).toEqual([
      jobMetadata('chan', 'job-test_echo', 3, 'running'),
      jobMetadata('chan', 'job-test_echo', 3, 'done', { result_url: '/result/abc' }),
    ]);
  });

  it('publishes the error as Superset errors', async () => {
    const cases: Array<[unknown, object]> = [
      [
        queryTimeoutError('SQLite', 5000, 'BACKEND_TIMEOUT_ERROR'),
        { error_type: 'BACKEND_TIMEOUT_ERROR', level: 'error' },
      ],
      [
        new LoupeError(400, 'Bad form data', { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' }),
        {
          message: 'Bad form data',
          error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
          level: 'error',
          extra: {},
        },
      ],
      [new Error('boom'), { message: 'boom' }],
    ];
    for (const [error, expected] of cases) {
      const events = createMemoryEventStream();
      const failures: unknown[] = [];
      await runAsyncJob(job('test_throw', error), { services, events, onError: (e) => failures.push(e) });
      const [running, failed] = await events.read('chan', null);
      expect(running!.status).toBe('running');
      expect(failed).toMatchObject({
        status: 'error',
        result_url: null,
        errors: [expect.objectContaining(expected)],
      });
      expect(failures).toEqual([error]);
    }
  });

  it('publishes an error for a kind nobody handles', async () => {
    const events = createMemoryEventStream();
    await runAsyncJob(job('test_unknown', null), { services, events });
    const read = await events.read('chan', null);
    expect(read.at(-1)!.errors).toEqual([{ message: 'no handler for async jobs of kind "test_unknown"' }]);
  });
});

describe('the in-process async job queue', () => {
  it('runs at most `concurrency` jobs at once, and every job', async () => {
    let running = 0;
    let most = 0;
    const ran: string[] = [];
    const queue = createInProcessAsyncJobQueue({
      concurrency: 2,
      run: async (j) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(j.metadata.job_id);
        running--;
      },
    });
    for (let i = 0; i < 7; i++)
      await queue.enqueue({ ...job('x', null), metadata: jobMetadata('c', `j${i}`, 1, 'pending') });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await queue.close();
    expect(most).toBe(2);
    expect(ran.sort()).toEqual(['j0', 'j1', 'j2', 'j3', 'j4', 'j5', 'j6']);
  });
});
