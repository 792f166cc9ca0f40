import { describe, expect, it } from 'vitest';
import {
  againstMarkerRefusal,
  discoverMods,
  discoverRangeMod,
  markerStateOf,
  revealsOnDeclaration,
  surpriseAttackMod,
} from '../../../rules/combat/index.ts';
import { markerStartProblem } from '../../../rules/combat/markerStart.ts';
import { mod } from '../../../rules/dice/index.ts';
import { trooper, MORAT } from '../../support/seedTroopers.ts';

describe('markers: the pure rules (rules/combat/markers.ts)', () => {
  it('n5/skills/discover-mods, n4/skills/discover-mods: Discover\'s own range MODs by band (+3 to 8", 0 to 32", -3 to 48", -6 to 96", none beyond)', () => {
    for (const edition of ['n4', 'n5'] as const) {
      expect([4, 8, 9, 32, 33, 48, 49, 96].map((i) => discoverRangeMod(edition, i)?.value)).toEqual([
        3, 3, 0, 0, -3, -3, -6, -6,
      ]);
      expect(discoverRangeMod(edition, 97)).toBeNull();
      expect(discoverRangeMod(edition, 10)?.citation).toBe(`${edition}/skills/discover-mods`);
    }
  });

  it('n5/skills/discover-mods: the MOD list is extensible, each source in turn (a Fireteam +3 is one more source)', () => {
    const range = () => [mod(0, 'range', 'n5/skills/discover-mods')];
    const fireteam = () => [mod(3, 'Fireteam', 'n5/skills/discover-mods')];
    expect(discoverMods('n5', null, [range, fireteam]).map((m) => m.value)).toEqual([0, 3]);
  });

  it('n5/states/marker-reveal, n4/states/marker-reveal: Move, Cautious Movement, Jump, Climb and Idle keep a CAMO marker; anything else, or any ARO, reveals it; Hidden Deployment keeps only Cautious Movement and Idle', () => {
    for (const skill of ['move', 'cautious-move', 'jump', 'climb', 'idle'] as const)
      expect(revealsOnDeclaration('camouflaged', skill, false)).toBe(false);
    for (const skill of ['bs-attack', 'cc-attack', 'discover', 'dodge', 'reset'] as const)
      expect(revealsOnDeclaration('camouflaged', skill, false)).toBe(true);
    expect(revealsOnDeclaration('imp-2', 'dodge', true)).toBe(true);
    expect(revealsOnDeclaration('hidden-deployment', 'move', false)).toBe(true);
    expect(revealsOnDeclaration('hidden-deployment', 'cautious-move', false)).toBe(false);
  });

  it('n5/states/camouflaged, n5/states/impersonation, n5/states/hidden-deployment: what may be declared against each marker state', () => {
    expect(againstMarkerRefusal('n5', 'm', 'camouflaged', 'bs-attack')?.citation).toBe('n5/states/camouflaged');
    expect(againstMarkerRefusal('n5', 'm', 'camouflaged', 'discover')).toBeNull();
    expect(againstMarkerRefusal('n5', 'm', 'imp-2', 'cc-attack')?.citation).toBe('n5/states/impersonation');
    expect(againstMarkerRefusal('n5', 'm', 'imp-2', 'discover')).toBeNull();
    expect(againstMarkerRefusal('n5', 'm', 'imp-1', 'discover')?.reason).toMatch(/not ruled/);
    expect(againstMarkerRefusal('n5', 'm', 'hidden-deployment', 'discover')?.citation).toBe(
      'n5/states/hidden-deployment',
    );
    expect(againstMarkerRefusal('n3', 'm', 'camouflaged', 'discover')?.citation).toBe('n3/skills/discover');
    expect(markerStateOf(['prone', 'camouflaged'])).toBe('camouflaged');
    expect(markerStateOf(['prone'])).toBeUndefined();
  });

  it('n5/intuitive-attack/marker-target, n4/intuitive-attack/marker-target: an Intuitive Attack may be declared at a CAMO or IMP-2 marker, not at IMP-1 nor in Hidden Deployment (nor in N3, where markers are not ruled)', () => {
    for (const e of ['n4', 'n5'] as const) {
      expect(againstMarkerRefusal(e, 'm', 'camouflaged', 'intuitive-attack')).toBeNull();
      expect(againstMarkerRefusal(e, 'm', 'imp-2', 'intuitive-attack')).toBeNull();
      expect(againstMarkerRefusal(e, 'm', 'imp-1', 'intuitive-attack')?.citation).toBe(`${e}/states/impersonation`);
      expect(againstMarkerRefusal(e, 'm', 'hidden-deployment', 'intuitive-attack')?.citation).toBe(
        `${e}/states/hidden-deployment`,
      );
    }
    expect(againstMarkerRefusal('n3', 'm', 'camouflaged', 'intuitive-attack')?.citation).toBe('n3/skills/discover');
  });

  it("n5/skills/surprise-attack, n4/skills/surprise-attack: the profile's (-3) or (-6); none without the skill; N5 Multispectral Visor L3 makes it a 0", () => {
    expect(surpriseAttackMod('n5', 'm', ['surprise-attack-3'], [])?.value).toBe(-3);
    expect(surpriseAttackMod('n4', 'm', ['surprise-attack-6'], [])).toMatchObject({
      value: -6,
      citation: 'n4/skills/surprise-attack',
    });
    expect(surpriseAttackMod('n5', 'm', [], [])).toBeNull();
    expect(surpriseAttackMod('n5', 'm', ['surprise-attack-6'], ['msv-3'])?.value).toBe(0);
  });

  it('n4/states/camouflaged, n4/states/hidden-deployment: a marker state needs its skill, one at a time, and none in N3', () => {
    const camo = trooper('n4', { ...MORAT, skills: ['camouflage'] });
    expect(markerStartProblem('n4', [camo], [{ trooper: 'morat', states: ['camouflaged'] }])).toBeNull();
    expect(markerStartProblem('n4', [camo], [{ trooper: 'morat', states: ['hidden-deployment'] }])).toMatch(
      /no hidden-deployment skill/,
    );
    expect(markerStartProblem('n4', [camo], [{ trooper: 'morat', states: ['camouflaged', 'imp-2'] }])).toMatch(
      /one marker state at most/,
    );
    expect(markerStartProblem('n3', [camo], [{ trooper: 'morat', states: ['camouflaged'] }])).toMatch(/N3/);
  });
});
