import type { Same } from './sameType.ts';
import * as t from 'io-ts';
import type { SkillDeclaration, RollPurpose } from '../../orders/skillDeclaration.ts';
import type { TableFact } from '../../table/tableFact.ts';
import { IntC, NonNegativeNumberC, PositiveIntC } from './primitives.ts';
import { AmmoC } from './profileCodecs.ts';

export const ShotAllocationC = t.readonly(t.type({ target: t.string, burst: PositiveIntC }), 'ShotAllocation');
export const RouteLegC = t.readonly(t.type({ point: t.string, inches: NonNegativeNumberC }), 'RouteLeg');

export const SkillDeclarationC = t.union(
  [
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('move') }),
        t.partial({
          note: t.string,
          route: t.readonlyArray(RouteLegC),
          prone: t.keyof({ start: null, end: null }, 'ProneChange'),
        }),
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('bs-attack'), weapon: t.string, targets: t.readonlyArray(ShotAllocationC) }),
        t.partial({ twin: t.boolean, ammo: AmmoC, from: t.string, at: t.string, point: t.string }),
      ]),
    ),
    t.readonly(t.type({ skill: t.literal('cc-attack'), weapon: t.string, target: t.string })),
    t.readonly(t.intersection([t.type({ skill: t.literal('dodge') }), t.partial({ note: t.string, at: t.string })])),
    t.readonly(t.type({ skill: t.literal('reset') })),
    t.readonly(t.type({ skill: t.literal('idle') })),
    t.readonly(t.type({ skill: t.literal('discover'), target: t.string })),
    t.readonly(t.type({ skill: t.literal('change-facing') })),
    t.readonly(t.type({ skill: t.literal('intuitive-attack'), weapon: t.string, target: t.string })),
    t.readonly(t.type({ skill: t.literal('speculative-fire'), weapon: t.string, target: t.string })),
    t.readonly(
      t.intersection([t.type({ skill: t.literal('suppressive-fire'), weapon: t.string }), t.partial({ ammo: AmmoC })]),
    ),
    t.readonly(
      t.type({ skill: t.literal('comms-attack'), program: t.string, targets: t.readonlyArray(ShotAllocationC) }),
    ),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('cautious-move') }),
        t.partial({ note: t.string, route: t.readonlyArray(RouteLegC), long: t.boolean }),
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('jump') }),
        t.partial({ note: t.string, route: t.readonlyArray(RouteLegC), long: t.boolean }),
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('climb') }),
        t.partial({ note: t.string, route: t.readonlyArray(RouteLegC), long: t.boolean }),
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('berserk'), weapon: t.string, target: t.string }),
        t.partial({ route: t.readonlyArray(RouteLegC) }),
      ]),
    ),
    t.readonly(t.type({ skill: t.literal('camouflage') })),
    // Support skills (rules/combat/supportSkills.ts).
    t.readonly(t.type({ skill: t.literal('doctor'), target: t.string })),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('engineer'), target: t.string }),
        t.partial({ use: t.literal('states') }),
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('medikit'), target: t.string }),
        t.partial({ use: t.literal('remote') }),
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({ skill: t.literal('gizmokit'), target: t.string }),
        t.partial({ use: t.literal('remote') }),
      ]),
    ),
    // Airborne Deployment's entry (rules/deployment/airborneDeployment.ts).
    t.readonly(t.intersection([t.type({ skill: t.literal('combat-jump') }), t.partial({ note: t.string })])),
    t.readonly(t.intersection([t.type({ skill: t.literal('parachutist') }), t.partial({ note: t.string })])),
    // Objective skills (rules/missions/supplies.ts).
    t.readonly(t.type({ skill: t.literal('extract'), objective: t.string })),
    t.readonly(
      t.intersection([t.type({ skill: t.literal('pick-up'), item: t.string }), t.partial({ from: t.string })]),
    ),
    t.readonly(t.type({ skill: t.literal('drop'), item: t.string })),
    // Consoles (rules/missions/consoles.ts).
    t.readonly(t.type({ skill: t.literal('hack-console'), objective: t.string })),
  ],
  'SkillDeclaration',
);

export const CoverC = t.keyof({ none: null, partial: null, total: null }, 'Cover');

/** The point of the activated trooper's route a fact was measured at. */
const point = t.partial({ at: t.string });

export const TableFactC = t.union(
  [
    t.readonly(
      t.intersection([t.type({ fact: t.literal('lof'), from: t.string, to: t.string, value: t.boolean }), point]),
    ),
    t.readonly(
      t.intersection([
        t.type({ fact: t.literal('range'), from: t.string, to: t.string, inches: NonNegativeNumberC }),
        point,
      ]),
    ),
    t.readonly(
      t.intersection([t.type({ fact: t.literal('cover'), target: t.string, from: t.string, value: CoverC }), point]),
    ),
    t.readonly(
      t.intersection([t.type({ fact: t.literal('zoc'), trooper: t.string, of: t.string, value: t.boolean }), point]),
    ),
    t.readonly(t.type({ fact: t.literal('base-contact'), a: t.string, b: t.string, value: t.boolean })),
    t.readonly(
      t.intersection([
        t.type({ fact: t.literal('visibility'), from: t.string, to: t.string, mod: IntC, reason: t.string }),
        point,
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({
          fact: t.literal('visibility-zone'),
          from: t.string,
          to: t.string,
          zone: t.keyof({ low: null, poor: null, zero: null }),
        }),
        point,
        t.partial({ smoke: t.string }),
      ]),
    ),
    t.readonly(
      t.intersection([
        t.type({ fact: t.literal('template'), from: t.string, shot: PositiveIntC, affects: t.readonlyArray(t.string) }),
        t.partial({ smoke: t.string }),
      ]),
    ),
    t.readonly(
      t.type({
        fact: t.literal('mine'),
        mine: t.string,
        weapon: t.string,
        trigger: t.keyof({ declaration: null, destination: null }),
        affects: t.readonlyArray(t.string),
      }),
    ),
    t.readonly(t.type({ fact: t.literal('friendly-fire'), attacker: t.string, ally: t.string })),
    t.readonly(
      t.type({
        fact: t.literal('dodge-move'),
        trooper: t.string,
        inches: NonNegativeNumberC,
        contacts: t.readonlyArray(t.string),
      }),
    ),
    t.readonly(
      t.type({ fact: t.literal('guts-options'), trooper: t.string, leaveLof: t.boolean, reachCover: t.boolean }),
    ),
    t.readonly(t.type({ fact: t.literal('hacking-area'), hacker: t.string, trooper: t.string, value: t.boolean })),
  ],
  'TableFact',
);

export const RollPurposeC = t.keyof(
  {
    attack: null,
    dodge: null,
    reset: null,
    discover: null,
    'saving-roll': null,
    guts: null,
    doctor: null,
    engineer: null,
    medikit: null,
    gizmokit: null,
    'combat-jump': null,
    extract: null,
    'hack-console': null,
  },
  'RollPurpose',
);

const sameDecl: Same<t.TypeOf<typeof SkillDeclarationC>, SkillDeclaration> = true;
const sameFact: Same<t.TypeOf<typeof TableFactC>, TableFact> = true;
const samePurpose: Same<t.TypeOf<typeof RollPurposeC>, RollPurpose> = true;
export const DECLARATION_CODECS_MATCH_RULES = sameDecl && sameFact && samePurpose;
