import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import { findWeapon, type WeaponProfile } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';

/*
 * Stealth in close combat (docs/rulings.md "Stealth in close combat"): a Fusilier with Stealth
 * Moves into Silhouette contact with a Morat that has no LoF to it (no ARO: Stealth), then
 * declares a CC Attack. The Morat may now react only with CC Attack, Dodge, Reset or a skill
 * usable while Engaged: a BS Attack is refused with the rule; a Dodge or a CC Attack is accepted.
 */
const weapon = (edition: Edition, id: string): WeaponProfile => {
  const w = findWeapon(edition, id);
  if (w === undefined) throw new Error(`no ${id} in ${edition}`);
  return w;
};

const session = (edition: Edition, moratSkills: readonly TrooperSkill[] = []): GameSession => {
  const fusilier = {
    ...lineTrooper(edition, 'fusilier', 'Fusilier', 12),
    weapons: [weapon(edition, 'combi-rifle'), weapon(edition, 'cc-weapon')],
    skills: ['stealth' as const],
  };
  const morat = {
    ...lineTrooper(edition, 'morat', 'Morat', 11, 1),
    weapons: [weapon(edition, 'combi-rifle'), weapon(edition, 'cc-weapon')],
    skills: [...moratSkills],
  };
  return createGameSession({ edition, title: 'stealth cc', armies: [army('pano', [fusilier]), army('ca', [morat])] });
};

const moved: GameCommand[] = [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'fusilier' },
  { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move', route: [{ point: 'contact', inches: 4 }] } },
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false, at: 'contact' } },
  { type: 'measure', fact: { fact: 'zoc', trooper: 'morat', of: 'fusilier', value: true } },
  { type: 'measure', fact: { fact: 'base-contact', a: 'fusilier', b: 'morat', value: true } },
];
const attacked: GameCommand[] = [
  ...moved,
  { type: 'end-aros' },
  {
    type: 'declare',
    trooper: 'fusilier',
    declaration: { skill: 'cc-attack', weapon: 'cc-weapon', target: 'morat' },
  },
];
const shoot: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'fusilier', burst: 1 }],
};

const run = (s: GameSession, commands: readonly GameCommand[]): void => {
  for (const c of commands) {
    const r = s.send(c);
    expect(E.isRight(r) ? 'ok' : `${c.type}: ${r.left.reason}`).toBe('ok');
  }
};

describe.each(['n4', 'n5'] as const)('Stealth in close combat (%s)', (edition) => {
  const rule = `${edition}/skills/stealth-cc`;

  it(`${rule}: after the Move into contact and a CC Attack, the Morat's BS Attack ARO is refused with the rule (log untouched)`, () => {
    const s = session(edition);
    run(s, attacked);
    const n = s.events.length;
    const r = s.send({ type: 'aro', trooper: 'morat', declaration: shoot });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.reason).toMatch(/Silhouette contact with morat outside its LoF/);
      expect(r.left.citation.id).toBe(rule);
    }
    expect(s.events.length).toBe(n);
  });

  it.each([
    ['dodge', { skill: 'dodge' }],
    ['cc-attack', { skill: 'cc-attack', weapon: 'cc-weapon', target: 'fusilier' }],
    ['reset', { skill: 'reset' }],
  ] as const)(`${rule}: the Morat may still react with %s`, (_name, declaration) => {
    const s = session(edition);
    run(s, attacked);
    run(s, [{ type: 'aro', trooper: 'morat', declaration }]);
    expect(s.events.at(-1)).toMatchObject({ type: 'AroDeclared', trooper: 'morat' });
  });

  it(`${rule}: the Morat's Dodge against the CC Attack is ruled Face to Face and names the rule`, () => {
    const s = session(edition);
    run(s, [
      ...attacked,
      { type: 'aro', trooper: 'morat', declaration: { skill: 'dodge' } },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [9] },
      { type: 'roll', trooper: 'morat', purpose: 'dodge', faces: [4] },
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20] },
    ]);
    const f2f = s.events.find((e) => e.type === 'FaceToFaceResolved');
    expect(f2f).toMatchObject({ winner: 'a', citations: expect.arrayContaining([rule]) });
  });

  it(`${rule}: with LoF to the Fusilier at the contact point, the Morat is not caught: its ARO is judged as usual`, () => {
    const s = session(edition);
    const seen = attacked.map((c) =>
      c.type === 'measure' && c.fact.fact === 'lof' && c.fact.at === 'contact'
        ? { ...c, fact: { ...c.fact, value: true } }
        : c,
    );
    for (const c of seen.slice(0, 4)) run(s, [c]);
    // With LoF at the contact point Stealth denies nothing: the Morat forgoes its ARO to the Move.
    for (const c of seen.slice(4)) run(s, [c]);
    const r = s.send({ type: 'aro', trooper: 'morat', declaration: shoot });
    if (E.isLeft(r)) expect(r.left.citation.id).not.toBe(rule);
  });
});

describe('Combat Instinct against Stealth (n5)', () => {
  it('n5/skills/combat-instinct-stealth: Stealth is not effective against a Morat with Combat Instinct: it Dodges the Move from ZoC', () => {
    const s = session('n5', ['combat-instinct']);
    run(s, [...moved, { type: 'aro', trooper: 'morat', declaration: { skill: 'dodge' } }]);
    expect(s.events.at(-1)).toMatchObject({ type: 'AroDeclared', trooper: 'morat' });
  });

  it('n5/skills/combat-instinct-stealth: nor its CC part: after the CC Attack, the Combat Instinct Morat is not held to CC AROs by Stealth', () => {
    const s = session('n5', ['combat-instinct']);
    run(s, attacked);
    const r = s.send({ type: 'aro', trooper: 'morat', declaration: shoot });
    if (E.isLeft(r)) expect(r.left.citation.id).not.toBe('n5/skills/stealth-cc');
  });

  it('n4/skills/stealth-cc: N4 names no Combat Instinct exception: the Morat with it gets no ARO to the Move', () => {
    const s = session('n4', ['combat-instinct']);
    run(s, moved);
    const r = s.send({ type: 'aro', trooper: 'morat', declaration: { skill: 'dodge' } });
    expect(E.isRight(r) ? 'ok' : r.left.citation.id).toBe('n4/skills/stealth');
  });
});

describe.each(['n4', 'n5'] as const)('Stealth and Deployable Weapons (%s)', (edition) => {
  const rule = `${edition}/skills/stealth-deployable`;
  it(`${rule}: a Mine the Fusilier sets off with its Stealth Move hits it all the same (the hit cites the exception)`, () => {
    const s = session(edition);
    run(s, [
      ...moved.slice(0, 3),
      {
        type: 'measure',
        fact: {
          fact: 'mine',
          mine: 'ap-mine',
          weapon: 'antipersonnel-mine',
          trigger: 'declaration',
          affects: ['fusilier'],
        },
      },
      ...moved.slice(3, 6),
      { type: 'end-aros' },
      { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move', route: [{ point: 'beyond', inches: 2 }] } },
      { type: 'end-aros' },
      { type: 'roll', trooper: 'fusilier', purpose: 'saving-roll', faces: [1] },
    ]);
    // N5: the Fusilier, hit and unhurt, makes its Guts Roll.
    if (s.due().length > 0) run(s, [{ type: 'roll', trooper: 'fusilier', purpose: 'guts', faces: [1] }]);
    expect(s.due()).toEqual([]);
    const hit = s.events.find((e) => e.type === 'HitsScored');
    expect(hit).toMatchObject({ target: 'fusilier' });
    expect(JSON.stringify(s.events)).toContain(rule);
  });
});
