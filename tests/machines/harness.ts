// Promise actors whose replies the test decides: each call is recorded with its input, and
// stays pending until the test resolves or rejects it. A call whose actor was stopped (its
// state left) is marked aborted.
import { fromPromise } from 'xstate';

export interface Call<TInput, TOutput> {
  input: TInput;
  aborted: boolean;
  settled: boolean;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

export interface Controlled<TInput, TOutput> {
  calls: Array<Call<TInput, TOutput>>;
  logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  /** The oldest call still waiting for a reply whose actor is still running. */
  live: () => Call<TInput, TOutput> | undefined;
  /** Answer every new call at once with this reply (`undefined`: leave them pending). */
  autoReply: ((input: TInput) => { ok: TOutput } | { error: unknown }) | undefined;
}

export function controlled<TInput, TOutput>(): Controlled<TInput, TOutput> {
  const controller: Controlled<TInput, TOutput> = {
    calls: [],
    autoReply: undefined,
    live: () => controller.calls.find((call) => !call.settled && !call.aborted),
    logic: fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: Call<TInput, TOutput> = {
            input,
            aborted: false,
            settled: false,
            resolve: (output) => {
              call.settled = true;
              resolve(output);
            },
            reject: (error) => {
              call.settled = true;
              reject(error);
            },
          };
          signal.addEventListener('abort', () => {
            call.aborted = true;
          });
          controller.calls.push(call);
          const reply = controller.autoReply?.(input);
          if (reply && 'ok' in reply) call.resolve(reply.ok);
          else if (reply) call.reject(reply.error);
        }),
    ),
  };
  return controller;
}

/** Let promise replies reach the machine. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

export const notFound = { status: 404, statusText: 'NOT FOUND' };
export const serverError = { status: 500, statusText: 'INTERNAL SERVER ERROR' };
