// Mermaid stateDiagram-v2 text generated from a machine definition: every state node (nested,
// parallel, final, choice), every transition (events, delays, actor replies, eventless) with its
// guard's name and its target, and the actors each state invokes. Pure: no file system.
import type {
  AnyStateNode as AnyNode,
  AnyStateMachine,
  AnyTransitionDefinition as AnyTransition,
} from 'xstate';

/** Every state node below the root, parents before children, in definition order. */
export function stateNodesOf(machine: AnyStateMachine): AnyNode[] {
  const nodes: AnyNode[] = [];
  const walk = (node: AnyNode): void => {
    for (const child of Object.values(node.states) as AnyNode[]) {
      nodes.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return nodes;
}

/** The diagram's id of a state node: its path joined by `_`. */
export function mermaidId(node: AnyNode): string {
  return node.path.join('_');
}

/** A state with only eventless transitions and nothing else: drawn as a choice. */
export function isChoice(node: AnyNode): boolean {
  return (
    node.type === 'atomic' &&
    (node.always?.length ?? 0) > 0 &&
    node.transitions.size === 0 &&
    node.invoke.length === 0
  );
}

function paramsText(params: unknown): string {
  if (params === undefined || params === null) return '';
  if (typeof params !== 'object') return String(params);
  return Object.values(params as Record<string, unknown>)
    .map((value) => (Array.isArray(value) ? value.join('|') : String(value)))
    .join(', ');
}

/** A guard's name: `name`, `name(params)`, `not(name)`, `and(a, b)`; inline functions by name. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(composite)) return `${guard.name}(${composite.map(guardName).join(', ')})`;
    return guard.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const text = typeof params === 'function' ? '…' : paramsText(params);
    return text ? `${type}(${text})` : type;
  }
  return 'inline';
}

/** An invoked actor by its source's name; inline logic (named `xstate.invoke.…`) by its id. */
function actorName(invoke: { id: string; src: unknown }): string {
  return typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.') ? invoke.src : invoke.id;
}

function eventText(node: AnyNode, transition: AnyTransition): string {
  const type = String(transition.eventType);
  if (type.startsWith('xstate.after.')) {
    const delayed = node.after.find((after) => after.eventType === type) as { delay?: unknown } | undefined;
    const delay = delayed?.delay;
    return typeof delay === 'number' ? `after ${delay} ms` : `after ${String(delay ?? '?')}`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) {
    const invoked = node.invoke.find((invoke) => invoke.id === actor[2]);
    return `${actor[1]} ${invoked ? actorName(invoked) : actor[2]}`;
  }
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

/** Mermaid takes a label up to the end of the line; keep it on one line and free of `;` and `#`. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;/g, ',').replace(/#/g, '').trim();
}

function label(node: AnyNode, transition: AnyTransition, eventless: boolean, lastOfChoice: boolean): string {
  const guard = transition.guard === undefined ? '' : `[${guardName(transition.guard)}]`;
  const event = eventless ? (isChoice(node) ? '' : 'always') : eventText(node, transition);
  const text = [event, guard].filter(Boolean).join(' ');
  if (!text && lastOfChoice) return 'else';
  return clean(transition.reenter && transition.target ? `${text} (reenter)` : text);
}

interface Edge {
  from: AnyNode;
  to: AnyNode;
  text: string;
}

function edgesOf(node: AnyNode): Edge[] {
  const edges: Edge[] = [];
  const add = (transition: AnyTransition, eventless: boolean, last: boolean): void => {
    const targets = transition.target && transition.target.length > 0 ? transition.target : [node];
    for (const target of targets) {
      edges.push({ from: node, to: target as AnyNode, text: label(node, transition, eventless, last) });
    }
  };
  for (const transitions of node.transitions.values()) {
    for (const transition of transitions) add(transition, false, false);
  }
  const always = node.always ?? [];
  always.forEach((transition, index) => {
    add(transition, true, index === always.length - 1);
  });
  return edges;
}

/** The innermost compound node holding both ends of an edge (the root for top-level edges). */
function commonParent(a: AnyNode, b: AnyNode): AnyNode | undefined {
  const ancestors = new Set<AnyNode>();
  for (let node = a.parent; node; node = node.parent) ancestors.add(node);
  for (let node = b.parent; node; node = node.parent) if (ancestors.has(node)) return node;
  return undefined;
}

export function toMermaid(machine: AnyStateMachine): string {
  const nodes = stateNodesOf(machine);
  const ids = new Set<string>();
  for (const node of nodes) {
    const id = mermaidId(node);
    if (ids.has(id)) throw new Error(`${machine.id}: two states map to the diagram id ${id}`);
    ids.add(id);
  }
  const edgesByParent = new Map<AnyNode | undefined, Edge[]>();
  for (const node of nodes) {
    for (const edge of edgesOf(node)) {
      let parent = edge.from === edge.to ? edge.from.parent : commonParent(edge.from, edge.to);
      // Inside a parallel state, lines after the last `--` belong to its last region: go up.
      while (parent?.type === 'parallel' && parent.parent) parent = parent.parent;
      edgesByParent.set(parent, [...(edgesByParent.get(parent) ?? []), edge]);
    }
  }
  // Edges from the root itself (machine-wide `on`) are drawn from each top-level state.
  for (const transitions of machine.root.transitions.values()) {
    for (const transition of transitions as AnyTransition[]) {
      for (const child of Object.values(machine.root.states) as AnyNode[]) {
        const targets = transition.target?.length ? transition.target : [child];
        for (const target of targets as AnyNode[]) {
          const edges = edgesByParent.get(machine.root) ?? [];
          edges.push({ from: child, to: target, text: label(machine.root, transition, false, false) });
          edgesByParent.set(machine.root, edges);
        }
      }
    }
  }

  const lines = ['stateDiagram-v2'];
  const renderChildren = (parent: AnyNode, indent: string): void => {
    const children = Object.values(parent.states) as AnyNode[];
    if (parent.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        renderNode(child, indent);
      });
    } else {
      const initial = parent.initial?.target?.[0] as AnyNode | undefined;
      if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
      for (const child of children) renderNode(child, indent);
    }
    // One arrow per pair of states, its transitions one per line.
    const arrows = new Map<string, string[]>();
    for (const edge of edgesByParent.get(parent) ?? []) {
      const arrow = `${indent}${mermaidId(edge.from)} --> ${mermaidId(edge.to)}`;
      arrows.set(arrow, [...(arrows.get(arrow) ?? []), ...(edge.text ? [edge.text] : [])]);
    }
    for (const [arrow, texts] of arrows)
      lines.push(texts.length > 0 ? `${arrow} : ${texts.join('<br/>')}` : arrow);
  };
  const renderNode = (node: AnyNode, indent: string): void => {
    const id = mermaidId(node);
    const texts = [
      ...(node.description ? [clean(node.description)] : []),
      ...node.invoke.map((invoke) => `invokes ${actorName(invoke)}`),
    ];
    // A composite state may have a label only, its texts go in a note beside it. A choice is a
    // bare diamond (a text would make it a box). Others list their texts under their name.
    const composite = node.type === 'compound' || node.type === 'parallel';
    const notes = isChoice(node) || composite ? [] : texts;
    // Declared by name first, or Mermaid would title the state with its first text.
    if (id !== node.key || notes.length > 0) lines.push(`${indent}state "${node.key}" as ${id}`);
    if (isChoice(node)) lines.push(`${indent}state ${id} <<choice>>`);
    if (composite && texts.length > 0) lines.push(`${indent}note right of ${id} : ${texts.join('<br/>')}`);
    for (const note of notes) lines.push(`${indent}${id} : ${note}`);
    if (composite) {
      lines.push(`${indent}state ${id} {`);
      renderChildren(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  };
  renderChildren(machine.root, '  ');
  return `${lines.join('\n')}\n`;
}

/** The line that marks a page as generated (pages without it are left alone). */
export const GENERATED_MARKER =
  '<!-- Generated by `npm run machines:docs` from the machine definition in machines/. Do not edit. -->';

/** The Markdown page of one machine: a heading, its description, its diagram. */
export function machineDoc(title: string, machine: AnyStateMachine): string {
  const description = machine.root.description ?? '';
  return [
    `# ${title} (\`${machine.id}\`)`,
    '',
    GENERATED_MARKER,
    '',
    description,
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}
