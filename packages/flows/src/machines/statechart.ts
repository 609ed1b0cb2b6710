import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A machine's definition as a Mermaid `stateDiagram-v2`: its states (nested ones as composite
 * states), the initial and final states, and every transition that changes state, labelled with
 * its event (`SUBMIT`), its guard (`SUBMIT [formIsValid]`), an actor's outcome
 * (`lookUpParticipant done`, `… error`), an eventless choice (`always`) or a delay (`after 200ms`,
 * resolved from the machine's named delays). Transitions that only update context (field edits)
 * are left out, so the diagram shows the flow. Deterministic: same machine, same text.
 */
export function statechartOf(machine: AnyStateMachine): string {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];

  const idOf = (node: AnyStateNode) => node.path.join('_');
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
        edges.push(`${nodeRef(node)} --> ${idOf(target)} : ${label}${guardLabel(transition)}`);
      }
    }
  };

  const render = (node: AnyStateNode, depth: number) => {
    const indent = '  '.repeat(depth);
    const children = Object.values(node.states) as AnyStateNode[];
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
  };

  render(machine.root, 1);
  return [...lines, ...edges.map((edge) => `  ${edge}`)].join('\n') + '\n';
}
