import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { given, ofType } from '../support/scenario.ts';
import { moratShoots } from '../support/supportTable.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, MORAT } from '../support/seedTroopers.ts';

// Frenzy (docs/rulings.md "Frenzy, Exrah and optional survival skills"): the Morat (Frenzy,
// Camouflage) shoots Angus (VITA 1) with its Combi Rifle; one hit (a 4 against SV 15), the save
// fails. Then it goes back into Camouflage, and the Combined Army's Turn ends.
const game = (edition: Edition, skills: readonly ('frenzy' | 'camouflage')[] = ['frenzy', 'camouflage']) => ({
  edition,
  title: 'Frenzy',
  armies: [
    armyOf(edition, 'panoceania', 'bipandra', [
      { id: 'angus', name: 'Angus' },
      { id: 'bipandra', name: 'Bipandra' },
    ]),
    armyOf(edition, 'combined', 'lt', [
      { id: 'lt', name: 'Morat Lieutenant' },
      { ...MORAT, skills: [...skills] },
    ]),
  ],
});

const shootsAngus = (edition: Edition, save: number | null = edition === 'n5' ? 15 : 5) =>
  save === null ? { ...moratShoots('angus', [16, 18, 19], []), saves: {} } : moratShoots('angus', [4, 18, 19], [save]);
const backIntoCamouflage = { trooper: 'morat', first: { skill: 'camouflage' as const }, second: null };

describe('Frenzy in the States Phase', () => {
  it('n5/skills/frenzy, n5/skills/frenzy-markers: the Morat wounded Angus: in the States Phase it gains Impetuous and Limited Cover and leaves Camouflage', () => {
    const { session, events } = given(game('n5')).when([
      ...turn('combined', shootsAngus('n5'), backIntoCamouflage),
      { type: 'end-turn' },
    ]);
    const gained = ofType(events, 'SkillGained');
    expect(gained).toEqual([
      {
        type: 'SkillGained',
        order: 2,
        trooper: 'morat',
        skills: ['impetuous', 'limited-cover'],
        citations: ['n5/skills/frenzy', 'n5/skills/frenzy-markers'],
      },
    ]);
    expect(ofType(events, 'StateLeft').at(-1)).toMatchObject({ trooper: 'morat', state: 'camouflaged', order: 2 });
    expect(events.at(-1)?.type).toBe('TurnEnded');
    const morat = session.table().troopers['morat'];
    expect(morat?.profile.skills).toEqual(['frenzy', 'camouflage', 'impetuous', 'limited-cover']);
    expect(morat?.states).not.toContain('camouflaged');
  });

  it('n5/skills/frenzy: the gained Impetuous counts in the next Tactical Phase like a listed one (its Impetuous Order)', () => {
    const session = createGameSession(game('n5'));
    for (const c of [
      ...turn('combined', shootsAngus('n5')),
      { type: 'end-turn' } as const,
      { type: 'start-turn', player: 'panoceania' } as const,
      { type: 'end-turn' } as const,
      { type: 'start-turn', player: 'combined' } as const,
    ])
      expect(E.isRight(session.send(c))).toBe(true);
    const pools = ofType(session.events, 'OrderPoolsFormed').at(-1);
    expect(pools?.impetuous).toEqual([{ trooper: 'morat', orders: 1 }]);
    expect(pools?.citations).toContain('n5/skills/impetuous');
    expect(E.isRight(session.send({ type: 'activate', trooper: 'morat', order: 'impetuous' }))).toBe(true);
  });

  it('n5/skills/frenzy-markers: once Impetuous, going back into Camouflage is refused with the rule', () => {
    const session = createGameSession(game('n5'));
    for (const c of [
      ...turn('combined', shootsAngus('n5')),
      { type: 'end-turn' } as const,
      { type: 'start-turn', player: 'panoceania' } as const,
      { type: 'end-turn' } as const,
      { type: 'start-turn', player: 'combined' } as const,
      { type: 'activate', trooper: 'morat', order: 'regular' } as const,
    ]) {
      const r = session.send(c);
      expect(E.isRight(r) || formatRejection(r.left)).toBe(true);
    }
    const r = session.send({ type: 'declare', trooper: 'morat', declaration: { skill: 'camouflage' } });
    expect(E.isLeft(r) && r.left.reason).toMatch(/cannot enter a Marker State/);
    expect(E.isLeft(r) && r.left.citation.id).toBe('n5/skills/impetuous-markers');
  });

  it('n4/skills/frenzy, n4/skills/frenzy-markers: N4 gains Impetuous only', () => {
    const { session, events } = given(game('n4')).when([
      ...turn('combined', shootsAngus('n4'), backIntoCamouflage),
      { type: 'end-turn' },
    ]);
    expect(ofType(events, 'SkillGained').map((e) => [e.skills, e.citations])).toEqual([
      [['impetuous'], ['n4/skills/frenzy', 'n4/skills/frenzy-markers']],
    ]);
    expect(session.table().troopers['morat']?.states).not.toContain('camouflaged');
  });

  it.each([
    ['n5', 'a miss (16, 18, 19 against SV 15): no Wound', null, ['frenzy', 'camouflage']],
    ['n5', 'no Frenzy', 15, ['camouflage']],
    ['n3', 'N3 (not read: no Frenzy ruled)', 5, ['frenzy', 'camouflage']],
  ] as const)('n5/skills/frenzy: %s, %s: nothing gained', (edition, _why, save, skills) => {
    const { events } = given(game(edition, skills)).when([
      ...turn('combined', shootsAngus(edition, save)),
      { type: 'end-turn' },
    ]);
    expect(ofType(events, 'SkillGained')).toEqual([]);
  });
});
