// Property tests of tab sync, with fake timers and a fake server: for any interleaving of edits,
// fetches, time and server replies, the last local edit reaches the server once the server
// answers again; and a 404 on any call addressed to the tab always ends with the tab removed.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TabState } from '../../machines/tabSync/index.ts';
import { flush, notFound, serverError } from './harness.ts';
import { localTab, remoteTab, startTabSync } from './tabSyncSupport.ts';

type Kind = 'createTab' | 'migrate' | 'updateTab' | 'fetchTab' | 'deleteTab';
type Outcome = 'ok' | 'error' | 'notFound';
type Command =
  | { kind: 'edit'; sql: string }
  | { kind: 'advance'; ms: number }
  | { kind: 'fetch' }
  | { kind: 'remove' }
  | { kind: 'reply'; to: Kind; outcome: Outcome };

const edit = fc.string({ minLength: 1, maxLength: 8 }).map((sql) => ({ kind: 'edit' as const, sql }));
const advance = fc
  .oneof(fc.constantFrom(1000, 5000), fc.integer({ min: 0, max: 7000 }))
  .map((ms) => ({ kind: 'advance' as const, ms }));
const fetch = fc.constant({ kind: 'fetch' as const });
const reply = (kinds: Kind[], outcomes: Outcome[]) =>
  fc.record({
    kind: fc.constant('reply' as const),
    to: fc.constantFrom(...kinds),
    outcome: fc.constantFrom(...outcomes),
  });

/** A server that stores what the client managed to send it. */
function fakeServer(t: ReturnType<typeof startTabSync>, initial: { sql: string; updatedAt: number } | null) {
  const state = { created: initial !== null, sql: initial?.sql ?? '', updatedAt: initial?.updatedAt ?? 0 };
  const tabState = (): TabState => ({
    id: 42,
    label: 'Tab',
    sql: state.sql,
    extra_json: JSON.stringify({ updatedAt: state.updatedAt, version: 1 }),
  });
  const answer = {
    createTab: (input: { tab: { sql: string; updatedAt?: number } }) => {
      Object.assign(state, { created: true, sql: input.tab.sql, updatedAt: input.tab.updatedAt ?? 0 });
      return { id: 42 };
    },
    migrate: (input: { tables: Array<{ id: string }>; queryIds: string[] }) => ({
      tables: input.tables.map((table) => table.id),
      queryIds: input.queryIds,
    }),
    updateTab: (input: { payload: { sql?: string; extra_json?: string } }) => {
      state.sql = input.payload.sql ?? state.sql;
      state.updatedAt = JSON.parse(input.payload.extra_json ?? '{}').updatedAt ?? state.updatedAt;
      return undefined;
    },
    fetchTab: () => tabState(),
    deleteTab: () => undefined,
  };
  const replyTo = (to: Kind, outcome: Outcome): boolean => {
    const call = t[to].live();
    if (!call) return false;
    if (outcome === 'ok') call.resolve(answer[to](call.input as never) as never);
    else call.reject(outcome === 'notFound' ? notFound : serverError);
    return true;
  };
  const answerEverything = () => {
    for (const to of ['createTab', 'migrate', 'updateTab', 'fetchTab', 'deleteTab'] as const) {
      const controller = t[to] as { autoReply: unknown };
      controller.autoReply = (input: never) => ({ ok: answer[to](input) });
      while (replyTo(to, 'ok'));
    }
  };
  return { state, replyTo, answerEverything };
}

async function run(
  t: ReturnType<typeof startTabSync>,
  command: Command,
  server: ReturnType<typeof fakeServer>,
) {
  // A removed tab's actor is done: the caller drops it and sends it nothing more.
  const active = t.actor.getSnapshot().status === 'active';
  if (active && command.kind === 'edit') t.actor.send({ type: 'EDIT', changes: { sql: command.sql } });
  if (active && command.kind === 'fetch') t.actor.send({ type: 'FETCH' });
  if (active && command.kind === 'remove') t.actor.send({ type: 'REMOVE' });
  if (command.kind === 'advance') await vi.advanceTimersByTimeAsync(command.ms);
  const answered = command.kind === 'reply' && server.replyTo(command.to, command.outcome);
  await flush();
  return answered;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2024, 0, 2));
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('tab sync, for any interleaving of edits and server replies', () => {
  it('eventually puts the last local edit', async () => {
    const command: fc.Arbitrary<Command> = fc.oneof(
      { weight: 2, arbitrary: edit },
      { weight: 3, arbitrary: advance },
      { weight: 1, arbitrary: fetch },
      { weight: 4, arbitrary: reply(['createTab', 'migrate', 'updateTab', 'fetchTab'], ['ok', 'error']) },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.array(command, { maxLength: 40, size: 'medium' }),
        async (local, withTables, commands) => {
          const tab = local ? localTab() : remoteTab({ id: '42' });
          const t = startTabSync({
            tab,
            tables: withTables ? [{ id: 't1', name: 'sales', queryEditorId: tab.id }] : [],
            queryIds: withTables ? ['q1'] : [],
          });
          const server = fakeServer(t, local ? null : { sql: tab.sql, updatedAt: tab.updatedAt ?? 0 });
          let lastSql = tab.sql;
          try {
            for (const c of commands) {
              await run(t, c, server);
              if (c.kind === 'edit') lastSql = c.sql;
            }
            server.answerEverything();
            for (let i = 0; i < 6; i += 1) {
              await vi.advanceTimersByTimeAsync(5000);
              await flush();
            }
            expect(server.state).toMatchObject({ created: true, sql: lastSql });
            expect(t.matches({ remote: { edits: 'idle', migration: 'migrated' } })).toBe(true);
            expect(t.context().dirty).toBe(false);
          } finally {
            t.actor.stop();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('always removes the tab after a 404', async () => {
    const command: fc.Arbitrary<Command> = fc.oneof(
      { weight: 2, arbitrary: edit },
      { weight: 3, arbitrary: advance },
      { weight: 1, arbitrary: fetch },
      { weight: 1, arbitrary: fc.constant({ kind: 'remove' as const }) },
      {
        weight: 4,
        arbitrary: reply(['migrate', 'updateTab', 'fetchTab', 'deleteTab'], ['ok', 'error', 'notFound']),
      },
      reply(['createTab'], ['ok', 'error']),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(command, { maxLength: 40, size: 'medium' }),
        async (local, commands) => {
          const tab = local ? localTab() : remoteTab({ id: '42' });
          const t = startTabSync({ tab, tables: [{ id: 't1', name: 'sales', queryEditorId: tab.id }] });
          const server = fakeServer(t, local ? null : { sql: tab.sql, updatedAt: tab.updatedAt ?? 0 });
          const callCount = () =>
            t.createTab.calls.length +
            t.migrate.calls.length +
            t.updateTab.calls.length +
            t.fetchTab.calls.length +
            t.deleteTab.calls.length;
          let callsAtRemoval: number | undefined;
          try {
            for (const c of commands) {
              const answered = await run(t, c, server);
              const removed = t.value() === 'removed';
              expect(t.actor.getSnapshot().status === 'done').toBe(removed);
              if (callsAtRemoval !== undefined) expect(removed).toBe(true);
              if (answered && c.kind === 'reply' && c.outcome === 'notFound') expect(removed).toBe(true);
              if (removed) callsAtRemoval ??= callCount();
            }
            await vi.advanceTimersByTimeAsync(30_000);
            if (callsAtRemoval !== undefined) expect(callCount()).toBe(callsAtRemoval);
          } finally {
            t.actor.stop();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
