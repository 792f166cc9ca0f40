import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import { stealthDenial } from '../../rules/combat/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';

/*
 * Stealth (docs/rulings.md "Survival skills"): a Fusilier moves within 8" of a Morat that has no
 * LoF to it (the Fusilier is in the Morat's ZoC). Without Stealth the Morat may Dodge from ZoC;
 * with it the Morat gets no ARO (N3: a Reset), until the Fusilier's second skill is a BS Attack.
 */
const session = (edition: Edition, skills: readonly TrooperSkill[]) => {
  const fusilier = { ...lineTrooper(edition, 'fusilier', 'Fusilier', 12), skills: [...skills] };
  const morat = lineTrooper(edition, 'morat', 'Morat', 11, 1);
  return createGameSession({ edition, title: 'stealth', armies: [army('pano', [fusilier]), army('ca', [morat])] });
};

const moved: GameCommand[] = [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'fusilier' },
  { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
  { type: 'measure', fact: { fact: 'zoc', trooper: 'morat', of: 'fusilier', value: true } },
];
// N3 allows only Change Facing or Reset from ZoC without LoF.
const aro = (edition: Edition): GameCommand => ({
  type: 'aro',
  trooper: 'morat',
  declaration: { skill: edition === 'n3' ? 'reset' : 'dodge' },
});

describe.each(['n3', 'n4', 'n5'] as const)('Stealth (%s)', (edition) => {
  it(`${edition}/skills/stealth: a Move inside an enemy's ZoC and out of its LoF grants it no ARO (refused, log untouched)`, () => {
    const plain = session(edition, []);
    for (const c of moved) expect(E.isRight(plain.send(c))).toBe(true);
    expect(E.isRight(plain.send(aro(edition)))).toBe(true);

    const s = session(edition, ['stealth']);
    for (const c of moved) expect(E.isRight(s.send(c))).toBe(true);
    const n = s.events.length;
    const r = s.send(aro(edition));
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.reason).toMatch(/fusilier's Stealth/);
      expect(r.left.citation.id).toBe(`${edition}/skills/stealth`);
    }
    expect(s.events.length).toBe(n);
  });

  it(`${edition}/skills/stealth: a second skill that is no movement (a BS Attack) grants AROs normally`, () => {
    const s = session(edition, ['stealth']);
    for (const c of moved) expect(E.isRight(s.send(c))).toBe(true);
    expect(E.isRight(s.send({ type: 'end-aros' }))).toBe(true);
    const shoot: GameCommand = {
      type: 'declare',
      trooper: 'fusilier',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
    };
    expect(E.isRight(s.send(shoot))).toBe(true);
    expect(E.isRight(s.send(aro(edition)))).toBe(true);
  });

  it(`${edition}/skills/stealth: the rule function covers movement skills (and in N5 Idle), not an Attack`, () => {
    expect(stealthDenial(edition, ['stealth'], ['move', 'cautious-move'])).toBe(`${edition}/skills/stealth`);
    expect(stealthDenial(edition, ['stealth'], ['move', 'bs-attack'])).toBeNull();
    expect(stealthDenial(edition, [], ['move'])).toBeNull();
    expect(stealthDenial(edition, ['stealth'], ['idle'])).toBe(edition === 'n5' ? 'n5/skills/stealth' : null);
  });
});

describe('Stealth and Cautious Movement', () => {
  const cautiousInZoc: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier' },
    {
      type: 'declare',
      trooper: 'fusilier',
      declaration: { skill: 'cautious-move', route: [{ point: 'bin', inches: 2 }] },
    },
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false, at: 'bin' } },
    { type: 'measure', fact: { fact: 'zoc', trooper: 'morat', of: 'fusilier', value: true } },
    { type: 'end-aros' },
  ];
  it.each(['n4', 'n5'] as const)(
    '%s/skills/stealth: Cautious Movement declared inside an enemy ZoC (out of its LoF) keeps its effect: no void, no ARO',
    (edition) => {
      const s = session(edition, ['stealth']);
      for (const c of cautiousInZoc) {
        const r = s.send(c);
        expect(E.isRight(r) ? 'ok' : r.left.reason).toBe('ok');
      }
      expect(JSON.stringify(s.events)).not.toContain("Cautious Movement is declared outside every enemy's LoF and ZoC");
      const plain = session(edition, []);
      for (const c of cautiousInZoc) plain.send(c);
      if (edition === 'n4')
        expect(JSON.stringify(plain.events)).toContain(
          "Cautious Movement is declared outside every enemy's LoF and ZoC",
        );
    },
  );
});

describe.each(['n4', 'n5'] as const)('Stealth against Sixth Sense (%s)', (edition) => {
  it(`${edition}/skills/sixth-sense-stealth: Stealth is not effective against a Morat with Sixth Sense: from its ZoC, out of LoF, it still Dodges`, () => {
    const fusilier = { ...lineTrooper(edition, 'fusilier', 'Fusilier', 12), skills: ['stealth' as const] };
    const morat = { ...lineTrooper(edition, 'morat', 'Morat', 11, 1), skills: ['sixth-sense' as const] };
    const s = createGameSession({
      edition,
      title: 'stealth and sixth sense',
      armies: [army('pano', [fusilier]), army('ca', [morat])],
    });
    for (const c of moved) expect(E.isRight(s.send(c))).toBe(true);
    const r = s.send(aro(edition));
    expect(E.isRight(r)).toBe(true);
    expect(s.events.at(-1)).toMatchObject({ type: 'AroDeclared', trooper: 'morat' });
  });
});

describe('Sixth Sense in N3', () => {
  it('n3/skills/stealth: N3 reads no Sixth Sense exception (its levels were not read): the ARO is still refused', () => {
    const fusilier = { ...lineTrooper('n3', 'fusilier', 'Fusilier', 12), skills: ['stealth' as const] };
    const morat = { ...lineTrooper('n3', 'morat', 'Morat', 11, 1), skills: ['sixth-sense' as const] };
    const s = createGameSession({
      edition: 'n3',
      title: 'n3',
      armies: [army('pano', [fusilier]), army('ca', [morat])],
    });
    for (const c of moved) expect(E.isRight(s.send(c))).toBe(true);
    expect(E.isRight(s.send(aro('n3')))).toBe(false);
  });
});
