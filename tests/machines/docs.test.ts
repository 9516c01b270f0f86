// The diagrams under docs/machines/ are the ones generated from the machines, and show every state.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, not } from 'xstate';
import { GENERATED_MARKER, machineDoc, mermaidId, stateNodesOf, toMermaid } from '../../machines/diagram.ts';
import { MACHINES } from '../../machines/index.ts';

const root = join(import.meta.dirname, '../..');
const script = join(root, 'scripts/machinesDocs.ts');

function docsScript(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });
}

function mermaidOf(page: string): string {
  const block = /```mermaid\n([\s\S]*?)```/.exec(page);
  if (!block) throw new Error('no mermaid block');
  return block[1]!;
}

describe('machines registry', () => {
  it('names each machine by its id, once, with a description', () => {
    const names = MACHINES.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { name, machine } of MACHINES) {
      expect(machine.id).toBe(name);
      expect(machine.root.description).toBeTruthy();
    }
  });
});

describe('docs/machines', () => {
  it('is what `npm run machines:docs` generates (machinesDocs --check passes)', () => {
    const result = docsScript('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.each(MACHINES.map((entry) => [entry.name, entry] as const))('%s: shows every state', (name, entry) => {
    const page = readFileSync(join(root, 'docs/machines', `${name}.md`), 'utf8');
    expect(page).toBe(machineDoc(entry.title, entry.machine));
    expect(page).toContain(entry.machine.root.description!);
    const lines = mermaidOf(page).split('\n');
    expect(lines[0]).toBe('stateDiagram-v2');
    for (const node of stateNodesOf(entry.machine)) {
      const id = mermaidId(node);
      const mentioned = lines.some((line) => line.trim().split(/\s+/).includes(id));
      expect(mentioned, `${name}: state ${node.path.join('.')} is missing`).toBe(true);
      if (id !== node.key)
        expect(lines).toContainEqual(expect.stringContaining(`state "${node.key}" as ${id}`));
    }
  });

  it('--check names the stale and the left-over pages, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'loupe-machines-docs-'));
    expect(docsScript('--dir', dir).status).toBe(0);
    expect(docsScript('--check', '--dir', dir).status).toBe(0);
    const first = MACHINES[0]!.name;
    writeFileSync(join(dir, `${first}.md`), 'hand-edited\n');
    writeFileSync(join(dir, 'goneMachine.md'), `${GENERATED_MARKER}\n`);
    writeFileSync(join(dir, 'notes.md'), 'not generated, left alone\n');
    const result = docsScript('--check', '--dir', dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`stale: ${join(dir, `${first}.md`)}`);
    expect(result.stderr).toContain(`not generated: ${join(dir, 'goneMachine.md')}`);
    expect(result.stderr).not.toContain('notes.md');
  });
});

describe('toMermaid', () => {
  const machine = createMachine({
    id: 'sample',
    initial: 'choose',
    states: {
      choose: {
        description: 'Not shown: a choice is a bare diamond.',
        always: [{ guard: not('ready'), target: 'waiting' }, { target: 'busy' }],
      },
      waiting: {
        after: { 100: 'busy' },
        on: { POKE: { guard: and(['a', 'b']), actions: 'noop' }, HURRY: 'busy' },
      },
      busy: {
        type: 'parallel',
        description: 'Two regions.',
        invoke: { id: 'watch', src: fromPromise(async () => 2) },
        states: {
          left: { initial: 'idle', states: { idle: { on: { GO: 'done' } }, done: {} } },
          right: {
            initial: 'idle',
            states: {
              idle: { invoke: { id: 'load', src: fromPromise(async () => 1), onError: '#sample.over' } },
            },
          },
        },
        on: { STOP: { target: 'over', guard: { type: 'isAllowed', params: { who: 'me' } } } },
      },
      over: { type: 'final', description: 'All done.' },
    },
  });
  const text = toMermaid(machine);

  it('draws choices, guards, delays, actor replies, regions, notes and final states', () => {
    expect(text).toContain('state choose <<choice>>');
    expect(text).toContain('choose --> waiting : [not(ready)]');
    expect(text).toContain('choose --> busy : else');
    expect(text).not.toContain('choose :');
    expect(text).toContain('waiting --> busy : HURRY<br/>after 100 ms');
    expect(text).toContain('note right of busy : Two regions.<br/>invokes watch');
    expect(text).toContain('waiting --> waiting : POKE [and(a, b)]');
    expect(text).toContain('busy --> over : STOP [isAllowed(me)]');
    expect(text).toContain('state "left" as busy_left');
    expect(text).toMatch(/busy_left \{[\s\S]*busy_left_idle --> busy_left_done : GO[\s\S]*\n {4}--\n/);
    expect(text).toContain('busy_right_idle : invokes load');
    expect(text).toContain('busy_right_idle --> over : error load');
    expect(text).toContain('over : All done.');
    expect(text).toContain('over --> [*]');
  });
});
