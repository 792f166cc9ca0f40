import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { GameCommand, GameInput } from '../../machines/index.ts';
import { createGameSession } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperProfile, WeaponProfile } from '../../rules/profiles/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { weapon } from '../support/seedTroopers.ts';
import { only, ofType } from '../support/scenario.ts';

/*
 * Stun ammunition through an Order (docs/rulings.md "Structure and states"): a Fusilier shoots a
 * Morat at 8" (no LoF back) with a test profile of its Combi Rifle loaded with Stun. A failed save
 * causes Stunned and no Wound (N5 one save per hit, N4 two), and the Guts Roll that follows fails:
 * a rolled Guts die is refused unless the Morat has Courage. N3 Stun is refused at declaration.
 */
const stunRifle = (edition: Edition): WeaponProfile => ({
  ...weapon(edition, 'combi-rifle'),
  name: 'Combi Rifle (Stun, test profile)',
  ammo: 'Stun',
  burst: 1,
});
const FAIL = (edition: Edition): number => (edition === 'n5' ? 20 : 1);
const PASS = (edition: Edition): number => (edition === 'n5' ? 1 : 20);

const input = (edition: Edition, moratSkills: TrooperProfile['skills'] = []): GameInput => ({
  edition,
  title: `stun ${edition}`,
  armies: [
    army('pano', [{ ...lineTrooper(edition, 'fusilier', 'Fusilier', 12), weapons: [stunRifle(edition)] }]),
    army('ca', [{ ...lineTrooper(edition, 'morat', 'Morat', 11), skills: moratSkills }]),
  ],
});

const shoot: GameCommand = {
  type: 'declare',
  trooper: 'fusilier',
  declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 1 }] },
};
const toSaves = (edition: Edition): GameCommand[] => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'fusilier' },
  edition === 'n5' ? { type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } } : shoot,
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
  { type: 'measure', fact: { fact: 'range', from: 'fusilier', to: 'morat', inches: 8 } },
  { type: 'end-aros' },
  edition === 'n5' ? shoot : { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
  { type: 'end-aros' },
  { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [2] },
];

const sendAll = (session: ReturnType<typeof createGameSession>, commands: readonly GameCommand[]): void => {
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) throw new Error(`refused: ${r.left.reason}`);
  }
};

describe.each(['n4', 'n5'] as const)('Stun ammunition (%s)', (edition) => {
  const perHit = edition === 'n4' ? 2 : 1;

  it(`${edition}/ammo/stun: one hit, ${perHit} save(s), one failed: Stunned, no Wound; the Guts Roll cannot be rolled, it fails`, () => {
    const session = createGameSession(input(edition));
    const saves = [FAIL(edition), ...(perHit === 2 ? [PASS(edition)] : [])];
    sendAll(session, [...toSaves(edition), { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: saves }]);
    const save = only(session.events, 'SavingRollResolved');
    expect(save).toMatchObject({ ammo: 'Stun', wounds: 0, inflicts: ['stunned'] });
    expect(save.rolls).toHaveLength(perHit);
    expect(save.citations).toContain(`${edition}/ammo/stun`);
    expect(ofType(session.events, 'WoundsInflicted')).toEqual([]);
    const entered = only(session.events, 'StateEntered');
    expect(entered).toMatchObject({ trooper: 'morat', state: 'stunned' });
    expect(entered.citations).toEqual(expect.arrayContaining([`${edition}/ammo/stun`, `${edition}/states/stunned`]));
    const rolled = session.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [1] });
    expect(E.isRight(rolled)).toBe(false);
    if (E.isLeft(rolled)) expect(rolled.left.citation.id).toBe(`${edition}/ammo/stun`);
    sendAll(session, [
      { type: 'fail-guts', trooper: 'morat' },
      { type: 'measure', fact: { fact: 'guts-options', trooper: 'morat', leaveLof: true, reachCover: false } },
      { type: 'guts-move', trooper: 'morat', option: 'leave-lof' },
    ]);
    expect(session.table().troopers['morat']).toMatchObject({ woundsReceived: 0, states: ['stunned'] });
    expect(foldTroopers(session.events).troopers['morat']?.states).toEqual(['stunned']);
    sendAll(session, [{ type: 'end-turn' }]);
    expect(session.table().troopers['morat']?.states).toEqual([]);
  });

  it(`${edition}/ammo/stun: a Morat already Stunned that fails another Stun save enters no state, and its Guts Roll still fails`, () => {
    const session = createGameSession({
      ...input(edition),
      startingStates: [{ trooper: 'morat', states: ['stunned'] }],
    });
    const saves = [FAIL(edition), ...(perHit === 2 ? [PASS(edition)] : [])];
    sendAll(session, [...toSaves(edition), { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: saves }]);
    expect(ofType(session.events, 'StateEntered')).toEqual([]);
    const rolled = session.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [1] });
    expect(E.isRight(rolled)).toBe(false);
    if (E.isLeft(rolled)) expect(rolled.left.citation.id).toBe(`${edition}/ammo/stun`);
    expect(E.isRight(session.send({ type: 'fail-guts', trooper: 'morat' }))).toBe(true);
  });

  it(`${edition}/ammo/stun: with Courage the Guts Roll is rolled as usual`, () => {
    const session = createGameSession(input(edition, ['courage']));
    const saves = [FAIL(edition), ...(perHit === 2 ? [FAIL(edition)] : [])];
    sendAll(session, [...toSaves(edition), { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: saves }]);
    expect(session.table().troopers['morat']?.states).toEqual(['stunned']);
    // Courage: the Guts Roll is not owed at all, or rolled; never refused for Stun.
    const rolled = session.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [1] });
    if (E.isLeft(rolled)) expect(rolled.left.citation.id).not.toBe(`${edition}/ammo/stun`);
  });

  it(`${edition}/ammo/stun: every save passed: no state, the Guts Roll is rolled`, () => {
    const session = createGameSession(input(edition));
    const saves = Array.from({ length: perHit }, () => PASS(edition));
    sendAll(session, [
      ...toSaves(edition),
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: saves },
      { type: 'roll', trooper: 'morat', purpose: 'guts', faces: [1] },
    ]);
    expect(session.table().troopers['morat']?.states).toEqual([]);
  });
});

describe('Stun ammunition in N3', () => {
  it('n3/ammo/stun-unsourced: an N3 attack firing Stun is refused at declaration', () => {
    const session = createGameSession(input('n3'));
    sendAll(session, [
      { type: 'start-turn', player: 'pano' },
      { type: 'activate', trooper: 'fusilier' },
    ]);
    const r = session.send(shoot);
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe('n3/ammo/stun-unsourced');
  });
});
