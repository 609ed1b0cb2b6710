import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A part of the machine, for a diagram a person can read at its natural size. */
export interface StatechartView {
  /** Only this state (its key, or its path with dots) and what it holds. */
  focus?: string;
  /** Only states this many levels deep: what happens inside a deeper one is drawn as its ancestor's. */
  depth?: number;
}

/**
 * A machine's definition as a Mermaid `stateDiagram-v2`: its states (nested ones as composite
 * states), the initial and final states, and every transition that changes state, labelled with
 * its event (`SUBMIT`), its guard (`SUBMIT [formIsValid]`), an actor's outcome
 * (`lookUpParticipant done`, `… error`), an eventless choice (`always`) or a delay (`after 200ms`,
 * resolved from the machine's named delays). Transitions that only update context (field edits)
 * are left out, so the diagram shows the flow. Deterministic: same machine, same text.
 * `view` draws a part of it: one parent state, or the top levels only.
 */
export function statechartOf(machine: AnyStateMachine, view: StatechartView = {}): string {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const lines: string[] = ['stateDiagram-v2'];
  const edges = new Set<string>();
  const { depth: maxDepth = Infinity } = view;

  /** The state drawn for `node`: itself, or its ancestor at `maxDepth`. */
  const shown = (node: AnyStateNode): AnyStateNode => {
    let current = node;
    while (current.path.length > maxDepth && current.parent) current = current.parent;
    return current;
  };
  const idOf = (node: AnyStateNode) => shown(node).path.join('_');
  const nodeRef = (node: AnyStateNode) => (node.path.length === 0 ? '[*]' : idOf(node));

  const guardLabel = (transition: AnyTransitionDefinition): string => {
    const guard = transition.guard as unknown;
    if (!guard) return '';
    const name = (value: unknown): string => {
      if (typeof value === 'string') return value;
      if (typeof value === 'object' && value !== null && 'type' in value) {
        const { type, params } = value as { type: unknown; params?: unknown };
        const shown =
          typeof params === 'object' && params !== null
            ? Object.values(params).filter((v) => typeof v === 'string' || typeof v === 'number')
            : [];
        return [String(type), ...shown.map(String)].join(' ');
      }
      if (typeof value === 'function') {
        const fn = value as { name?: string; guards?: unknown[] };
        if (Array.isArray(fn.guards)) {
          const inner = fn.guards.map(name).join(', ');
          return fn.name === 'not' ? `not ${inner}` : `${fn.name}(${inner})`;
        }
        return fn.name || 'guard';
      }
      return 'guard';
    };
    return ` [${name(guard)}]`;
  };

  const delayLabel = (delay: unknown): string => {
    const resolved = typeof delay === 'string' ? delays[delay] : delay;
    if (typeof resolved === 'number') return `after ${resolved}ms`;
    return `after ${String(delay)}`;
  };

  const eventLabel = (transition: AnyTransitionDefinition): string => {
    const type = String(transition.eventType);
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (actor) return `${actor[2]} ${actor[1]}`;
    if (type === '') return 'always';
    return type;
  };

  const addEdges = (node: AnyStateNode) => {
    const after = new Map<AnyTransitionDefinition, unknown>(node.after.map((t) => [t, t.delay]));
    const transitions: AnyTransitionDefinition[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ];
    for (const transition of transitions) {
      if (!transition.target || transition.target.length === 0) continue;
      const label = after.has(transition)
        ? delayLabel(after.get(transition))
        : eventLabel(transition);
      for (const target of transition.target) {
        const from = nodeRef(node);
        const to = idOf(target);
        // Inside a state drawn whole: not part of this view.
        if (from === to && shown(node) !== node) continue;
        edges.add(`${from} --> ${to} : ${label}${guardLabel(transition)}`);
      }
    }
  };

  const render = (node: AnyStateNode, depth: number) => {
    const indent = '  '.repeat(depth);
    if (node.path.length > maxDepth) {
      addEdges(node);
      for (const child of Object.values(node.states) as AnyStateNode[]) render(child, depth);
      return;
    }
    const drawnInside = node.path.length < maxDepth;
    const children = drawnInside ? (Object.values(node.states) as AnyStateNode[]) : [];
    if (node.path.length > 0) {
      const id = idOf(node);
      if (children.length === 0) {
        lines.push(`${indent}state "${node.key}" as ${id}`);
      } else {
        lines.push(`${indent}state "${node.key}" as ${id}`);
        lines.push(`${indent}state ${id} {`);
      }
    }
    if (children.length > 0) {
      const inner = node.path.length > 0 ? depth + 1 : depth;
      const initial = node.initial?.target[0];
      if (initial) lines.push(`${'  '.repeat(inner)}[*] --> ${idOf(initial)}`);
      for (const child of children) {
        render(child, inner);
        if (child.type === 'final') lines.push(`${'  '.repeat(inner)}${idOf(child)} --> [*]`);
      }
      if (node.path.length > 0) lines.push(`${indent}}`);
    }
    addEdges(node);
    // Collapsed: its children's transitions are drawn from it.
    if (!drawnInside)
      for (const child of Object.values(node.states) as AnyStateNode[]) render(child, depth);
  };

  render(view.focus ? stateAt(machine, view.focus) : machine.root, 1);
  return [...lines, ...[...edges].map((edge) => `  ${edge}`)].join('\n') + '\n';
}

function stateAt(machine: AnyStateMachine, path: string): AnyStateNode {
  let node: AnyStateNode = machine.root;
  for (const key of path.split('.')) {
    const next = (node.states as Record<string, AnyStateNode | undefined>)[key];
    if (!next) throw new Error(`${machine.id} has no state ${path}`);
    node = next;
  }
  return node;
}
