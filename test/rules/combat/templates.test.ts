import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  directTemplate,
  nullifiedShots,
  templateCriticals,
  type Allegiance,
  type TemplateShot,
} from '../../../rules/combat/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

describe('directTemplate', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s: no roll to hit; attacks on the user are Normal Rolls and still suffer the template',
    (edition) => {
      expect(directTemplate(edition, 'attack')).toEqual({
        templateRoll: 'none',
        reactionRoll: 'normal',
        reactorAffected: 'always',
        userAffected: false,
        citations: [`${edition}/templates/direct`],
      });
      expect(directTemplate(edition, 'dodge')).toMatchObject({
        reactionRoll: 'normal',
        reactorAffected: 'unless-dodged',
      });
      expect(directTemplate(edition, 'other')).toMatchObject({ reactionRoll: 'none', reactorAffected: 'always' });
    },
  );
});

describe('templateCriticals', () => {
  it('n3/templates/critical-main-target: a Critical stays one for the main target only; the others take the regular hit', () => {
    expect(templateCriticals('n3', { isMainTarget: true, hits: 2, crits: 1 })).toEqual({
      hits: 2,
      crits: 1,
      citations: [],
    });
    expect(templateCriticals('n3', { isMainTarget: false, hits: 2, crits: 1 })).toEqual({
      hits: 2,
      crits: 0,
      citations: ['n3/templates/critical-main-target'],
    });
    expect(() => templateCriticals('n5', { isMainTarget: false, hits: 1, crits: 2 })).toThrow(RangeError);
  });
});

describe('nullifiedShots', () => {
  // Seed 001: the Hellcat splits B2; the second template also covers a friendly Alguacil.
  const shots: TemplateShot[] = [
    {
      id: 'shot-1',
      affected: [
        { trooper: 'fusilier-1', side: 'enemy' },
        { trooper: 'fusilier-3', side: 'enemy' },
      ],
    },
    {
      id: 'shot-2',
      affected: [
        { trooper: 'alguacil', side: 'friendly' },
        { trooper: 'fusilier-2', side: 'enemy' },
      ],
    },
  ];

  it('n3/templates/friendly-nullified: seed: only the shot touching the friendly trooper is nullified; its enemy keeps the ARO', () => {
    expect(nullifiedShots('n3', shots, { expendable: false })).toEqual({
      nullified: ['shot-2'],
      kept: ['shot-1'],
      keepAro: ['fusilier-2'],
      expendableUsesSpent: 0,
      citations: ['n3/templates/friendly-nullified'],
    });
  });

  it('an Expendable weapon spends a use per nullified shot; a Neutral trooper nullifies too', () => {
    const neutral: TemplateShot = { id: 'shot-3', affected: [{ trooper: 'civilian', side: 'neutral' }] };
    expect(nullifiedShots('n5', [...shots, neutral], { expendable: true })).toMatchObject({
      nullified: ['shot-2', 'shot-3'],
      expendableUsesSpent: 2,
    });
  });

  const side = fc.constantFrom<Allegiance>('enemy', 'friendly', 'neutral');
  const shotList = fc
    .array(fc.array(fc.record({ trooper: fc.constantFrom('a', 'b', 'c', 'd'), side }), { maxLength: 4 }), {
      maxLength: 5,
    })
    .map((list) => list.map((affected, i): TemplateShot => ({ id: `s${i}`, affected })));

  test.prop([anEdition, shotList, fc.boolean()])(
    'each shot is nullified or kept, nullified exactly when it touches a non-enemy',
    (edition, list, expendable) => {
      const r = nullifiedShots(edition, list, { expendable });
      expect([...r.nullified, ...r.kept].sort()).toEqual(list.map((s) => s.id).sort());
      for (const s of list) expect(r.nullified.includes(s.id)).toBe(s.affected.some((a) => a.side !== 'enemy'));
      expect(r.expendableUsesSpent).toBe(expendable ? r.nullified.length : 0);
      for (const t of r.keepAro)
        expect(
          list.some((s) => r.nullified.includes(s.id) && s.affected.some((a) => a.trooper === t && a.side === 'enemy')),
        ).toBe(true);
      expectEditionCitations(edition, r.citations);
    },
  );
});
