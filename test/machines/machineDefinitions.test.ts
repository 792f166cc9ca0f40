import { describe, expect, it } from 'vitest';
import { machineDefinitions } from '../../machines/index.ts';
import { machinesCommand } from '../../cli/commands/machines.ts';

type Json = unknown;
const walk = (node: Json, visit: (key: string, value: Json) => void): void => {
  if (Array.isArray(node)) node.forEach((v) => walk(v, visit));
  else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) {
      visit(k, v);
      walk(v, visit);
    }
  }
};

describe('machine definitions as data', () => {
  const defs = machineDefinitions();

  it('every step of the Order Expenditure Sequence is a state of the order machine', () => {
    expect(Object.keys((defs.order as { states: object }).states)).toEqual([
      'activation',
      'order-expenditure',
      'first-skill',
      'first-aros',
      'second-skill',
      'second-aros',
      'resolution',
      'effects',
      'conclusion',
      'done',
    ]);
  });

  it('guards and actions are named: no anonymous function anywhere in the definitions', () => {
    const guards = new Set<string>();
    const actions = new Set<string>();
    for (const def of Object.values(defs)) {
      walk(def, (key, value) => {
        if (key === 'guard') {
          expect(typeof value, JSON.stringify(value)).toBe('string');
          guards.add(String(value));
        }
        if (key === 'actions' || key === 'entry' || key === 'exit') {
          for (const a of value as unknown[]) {
            const name = typeof a === 'string' ? a : (a as { type?: unknown }).type;
            expect(typeof name, JSON.stringify(a)).toBe('string');
            expect(String(name)).not.toMatch(/^xstate\.|anonymous|function/);
            actions.add(String(name));
          }
        }
      });
    }
    expect(guards).toContain('canAroFirst');
    expect(guards).toContain('canActivate');
    expect(actions).toContain('recordAro');
    expect(actions).toContain('forwardToOrder');
  });

  it('eventless transitions are part of the data (xstate leaves them out of toJSON)', () => {
    const activation = (defs.order as { states: Record<string, { always?: { target: string[] }[] }> }).states[
      'activation'
    ];
    expect(activation?.always?.[0]?.target).toEqual(['#order.order-expenditure']);
  });

  it('arbiter machines --json prints the same data; without --json an outline with guards', async () => {
    const out: string[] = [];
    const io = { out: (s: string) => void out.push(s), err: () => undefined, isTTY: false };
    expect(await machinesCommand(['--json'], io)).toBe(0);
    expect(JSON.parse(out.join(''))).toEqual(defs);
    out.length = 0;
    expect(await machinesCommand([], io)).toBe(0);
    expect(out.join('\n')).toMatch(/aro \[canAroFirst\] stays \/ recordAro/);
    expect(await machinesCommand(['--bogus'], io)).toBe(2);
  });
});
