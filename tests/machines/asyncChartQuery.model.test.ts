// Model-based test of async chart queries: every shortest path @xstate/graph generates over the
// machine's transitions (post replies 200/202/other, job events of every status, result fetches)
// is replayed on a live actor whose calls are controlled, and its outcome checked.
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type AsyncChartQueryContext,
  type AsyncChartQueryInput,
  asyncChartQueryMachine,
} from '../../machines/asyncChartQuery/index.ts';
import { job, jobEvent, startAsyncChartQuery } from './asyncChartQuerySupport.ts';
import { flush } from './harness.ts';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const failure = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { error: `${id} failed` },
  actorId: id,
});

const events: Array<EventObject & Record<string, unknown>> = [
  done('postChartData', { status: 200, json: { result: ['sync'] } }),
  done('postChartData', { status: 202, json: job('a') }),
  done('postChartData', { status: 202, json: { result: [job('a'), job('b')] } }),
  done('postChartData', { status: 500, json: {} }),
  failure('postChartData'),
  ...['a', 'b'].flatMap((id) =>
    ['done', 'error', 'running'].map((status) => ({
      type: 'JOB_EVENT',
      event: jobEvent(id, status, { errors: status === 'error' ? [{ message: `${id} broke` }] : [] }),
    })),
  ),
  done('fetchResult', { result: ['R'] }),
  failure('fetchResult'),
];

const inputs: AsyncChartQueryInput[] = [{ queryContext: { queries: [{}] } }, { jobs: [job('a')] }];

const serialize = (snapshot: { value: unknown; context: AsyncChartQueryContext }) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.jobs.map((j) => j.job_id),
    snapshot.context.queue.map((e) => e.job_id),
    Object.keys(snapshot.context.results).sort(),
    snapshot.context.error,
  ]);

describe.each(inputs.map((input) => [JSON.stringify(input), input] as const))('from %s', (_, input) => {
  const paths = getShortestPaths(asyncChartQueryMachine, {
    input,
    events: events as never[],
    serializeState: (snapshot) => serialize(snapshot as never),
  });

  it('generates paths', () => expect(paths.length).toBeGreaterThan(4));

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))(
    '%s',
    async (_name, path) => {
      const t = startAsyncChartQuery(input);
      for (const step of path.steps) {
        const event = step.event as EventObject & Record<string, unknown>;
        if (event.type === 'xstate.init') continue;
        const reply = /^xstate\.(done|error)\.actor\.(postChartData|fetchResult)$/.exec(event.type);
        if (reply) {
          const call = t[reply[2] as 'postChartData' | 'fetchResult'].live();
          expect(call, `a live ${reply[2]} call`).toBeDefined();
          if (reply[1] === 'done') call!.resolve(event.output as never);
          else call!.reject(event.error);
          await flush();
        } else {
          t.actor.send(event as never);
        }
        const snapshot = t.actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        const { context } = snapshot;
        // A result is fetched exactly while a done job waits for it, from its event's result_url.
        const fetching = t.fetchResult.live();
        expect(fetching !== undefined).toBe(snapshot.matches({ jobs: 'fetching' }));
        if (fetching) expect(fetching.input.resultUrl).toBe(`/api/v1/chart/data/${context.queue[0]!.job_id}`);
        if (event.type === 'JOB_EVENT' && (event.event as { status: string }).status === 'running') {
          const pending = context.jobs.some((j) => j.job_id === (event.event as { job_id: string }).job_id);
          if (pending && snapshot.status === 'active') expect(t.warn).toHaveBeenCalledWith('running');
        }
        if (snapshot.value === 'succeeded') {
          expect(snapshot.output).toEqual({
            ok: true,
            data: context.jobs.length ? context.jobs.map(() => 'R') : ['sync'],
          });
        }
        if (snapshot.value === 'failed') {
          expect(snapshot.output).toMatchObject({ ok: false });
          expect(context.error).toBeTruthy();
        }
      }
    },
  );
});
