import { fc } from '@fast-check/vitest';
import type { GameCommand, OrderCommand } from '../../machines/index.ts';

/**
 * Random command sequences for the model-based tests, on a table of two Fusiliers (f1, f2)
 * against two Yu Jing troopers (y1, y2): noise commands from a small alphabet, and mostly
 * well-formed Orders so that sequences reach Resolution and Effects.
 */
export const trooperIds = ['f1', 'f2', 'y1', 'y2'] as const;
export const commandArb: fc.Arbitrary<GameCommand> = fc.oneof(
  fc.record({ type: fc.constant('start-turn' as const), player: fc.constantFrom('pano', 'yj') }),
  fc.record({ type: fc.constant('activate' as const), trooper: fc.constantFrom(...trooperIds) }),
  fc.constant({ type: 'end-turn' as const }),
  fc.record({ type: fc.constant('declare' as const), trooper: fc.constantFrom(...trooperIds), declaration: fc.constantFrom<OrderCommand & { type: 'declare' } extends { declaration: infer D } ? D : never>({ skill: 'move' }, { skill: 'idle' }, { skill: 'dodge' }, { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'y1', burst: 3 }] }, { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'f1', burst: 3 }] }) }),
  fc.record({ type: fc.constant('aro' as const), trooper: fc.constantFrom(...trooperIds), declaration: fc.constantFrom({ skill: 'dodge' as const }, { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'f1', burst: 1 }] }, { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'y1', burst: 1 }] }) }),
  fc.constant({ type: 'end-aros' as const }),
  fc.record({ type: fc.constant('measure' as const), fact: fc.oneof(
    fc.record({ fact: fc.constant('lof' as const), from: fc.constantFrom(...trooperIds), to: fc.constantFrom(...trooperIds), value: fc.boolean() }),
    fc.record({ fact: fc.constant('range' as const), from: fc.constantFrom(...trooperIds), to: fc.constantFrom(...trooperIds), inches: fc.integer({ min: 0, max: 60 }) }),
  ) }),
  fc.record({ type: fc.constant('roll' as const), trooper: fc.constantFrom(...trooperIds), purpose: fc.constantFrom('attack' as const, 'dodge' as const, 'saving-roll' as const), faces: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 3 }) }),
);

const faces = (n: number) => fc.array(fc.integer({ min: 1, max: 20 }), { minLength: n, maxLength: n });
/** A mostly well-formed Order (so that sequences reach Resolution and Effects), dice random. */
export const orderChunk: fc.Arbitrary<GameCommand[]> = fc.tuple(fc.constantFrom('f1', 'f2'), fc.constantFrom('y1', 'y2'), fc.integer({ min: 1, max: 50 }), fc.boolean(), faces(3), faces(1), faces(4)).map(([me, foe, inches, shootBack, mine, theirs, saves]) => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: me },
  { type: 'declare', trooper: me, declaration: { skill: 'move' } },
  { type: 'measure', fact: { fact: 'lof', from: foe, to: me, value: true } },
  { type: 'measure', fact: { fact: 'range', from: me, to: foe, inches } },
  { type: 'aro', trooper: foe, declaration: shootBack ? { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: me, burst: 1 }] } : { skill: 'dodge' } },
  { type: 'end-aros' },
  { type: 'declare', trooper: me, declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: foe, burst: 3 }] } },
  { type: 'end-aros' },
  { type: 'roll', trooper: me, purpose: 'attack', faces: mine },
  { type: 'roll', trooper: foe, purpose: shootBack ? 'attack' : 'dodge', faces: theirs },
  { type: 'roll', trooper: foe, purpose: 'saving-roll', faces: saves.slice(0, 3) },
  { type: 'roll', trooper: me, purpose: 'saving-roll', faces: saves.slice(3) },
]);

