import { parseArgs } from 'node:util';
import { machineDefinitions, type MachineDefinition } from '../../machines/index.ts';
import { necromundaMachineDefinitions } from '../../machines/necromunda/index.ts';
import { EXIT_OK, EXIT_USAGE, type CliIo } from '../cliIo.ts';

export const MACHINES_HELP = `usage: arbiter machines [--ruleset infinity|necromunda-2018] [--json]

Prints every statechart of the engine (the game machine and the order machine): states, and
for each transition its command, guard and actions by name. --json gives the definitions as
data (xstate's own JSON form), for the viewer and other tools. --ruleset necromunda-2018 prints
Necromunda's instead (the hit machine, docs/necromunda.md).

example:
  arbiter machines --json > machines.json
  arbiter machines --ruleset necromunda-2018`;

interface StateNode {
  readonly key?: string;
  readonly states?: Record<string, StateNode>;
  readonly on?: Record<string, readonly TransitionNode[]>;
  readonly always?: readonly TransitionNode[];
  readonly invoke?: readonly { readonly src?: unknown; readonly id?: string }[];
}
interface TransitionNode {
  readonly guard?: unknown;
  readonly target?: readonly string[];
  readonly actions?: readonly unknown[];
}

const name = (x: unknown): string =>
  typeof x === 'string' ? x : typeof x === 'object' && x !== null && 'type' in x ? String(x.type) : '?';

const outline = (node: StateNode, depth: number, out: string[]): void => {
  const pad = '  '.repeat(depth);
  for (const [key, child] of Object.entries(node.states ?? {})) {
    const invokes = (child.invoke ?? []).map((i) => ` (runs ${i.id ?? name(i.src)})`).join('');
    out.push(`${pad}${key}${invokes}`);
    const transitions: [string, TransitionNode][] = [
      ...Object.entries(child.on ?? {}).flatMap(([cmd, ts]) => ts.map((t): [string, TransitionNode] => [cmd, t])),
      ...(child.always ?? []).map((t): [string, TransitionNode] => ['(always)', t]),
    ];
    for (const [cmd, t] of transitions) {
      const target =
        t.target === undefined || t.target.length === 0
          ? 'stays'
          : `→ ${t.target.map((s) => s.replace(/^#[^.]+\./, '')).join(', ')}`;
      const guard = t.guard === undefined ? '' : ` [${name(t.guard)}]`;
      const actions = (t.actions ?? []).map(name).join(', ');
      out.push(`${pad}  ${cmd}${guard} ${target}${actions === '' ? '' : ` / ${actions}`}`);
    }
    outline(child, depth + 1, out);
  }
};

export const machinesCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { json: { type: 'boolean' }, ruleset: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    io.err(`arbiter machines: ${e instanceof Error ? e.message : String(e)}\n${MACHINES_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) {
    io.out(MACHINES_HELP);
    return EXIT_OK;
  }
  const ruleset = parsed.values.ruleset ?? 'infinity';
  if (ruleset !== 'infinity' && ruleset !== 'necromunda-2018') {
    io.err(`arbiter machines: --ruleset is infinity or necromunda-2018, not ${ruleset}\n${MACHINES_HELP}`);
    return EXIT_USAGE;
  }
  const defs: Readonly<Record<string, MachineDefinition>> =
    ruleset === 'infinity' ? machineDefinitions() : necromundaMachineDefinitions();
  if (parsed.values.json === true) {
    io.out(JSON.stringify(defs, null, 2));
    return EXIT_OK;
  }
  for (const [id, def] of Object.entries<MachineDefinition>(defs)) {
    const out: string[] = [`machine ${id}`];
    outline(def, 1, out);
    io.out(out.join('\n'));
  }
  return EXIT_OK;
};
