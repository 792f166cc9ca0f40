import * as E from 'fp-ts/lib/Either.js';
import { fc } from '@fast-check/vitest';
import {
  createGameSession,
  type GameCommand,
  type GameInput,
  type GameSession,
  type SessionOptions,
} from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { orderCommands, type OrderScript } from './orderScript.ts';
import { ALGUACIL, ANGUS, armyOf, DATURAZI, fusilier, HELLCAT, MORAT, ORTEGA, weapon } from './seedTroopers.ts';
import { AMMOS, type Ammo, type WeaponProfile } from '../../rules/profiles/index.ts';

/**
 * Random Orders for the properties: a few table shapes from the seeds (plain Face to Face, Dodge
 * against shots and a Direct Template, a reactive Dodge and a Mine, an Impact Template with mixed
 * reactions, a Direct Template user) under any edition, with measured distances, cover and
 * reactions drawn at random; then every die and Guts choice the Order asks for, from a stream.
 */
export interface RandomOrder {
  readonly input: GameInput;
  readonly player: string;
  readonly order: OrderScript;
}

const attack = (weapon: string, target: string, burst: number): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon,
  targets: [{ target, burst }],
});
/** The active skills in the edition's order (N5: a Short Skill comes second, after a Basic Short Skill). */
const skills = (edition: Edition, skill: SkillDeclaration): Pick<OrderScript, 'first' | 'second'> =>
  skill.skill === 'bs-attack' && edition === 'n5'
    ? { first: { skill: 'idle' }, second: skill }
    : skill.skill === 'dodge'
      ? { first: { skill: 'move' }, second: skill }
      : { first: skill, second: { skill: 'move' } };

const reaction = fc.constantFrom<'shoot' | 'dodge' | 'none'>('shoot', 'dodge', 'none');
const inches = fc.integer({ min: 1, max: 30 });
const cover = fc.constantFrom<'none' | 'partial'>('none', 'partial');

/** Every ammunition the edition adjudicates (N3 has no PARA, E/M or Eclipse rule: their attacks are refused). */
const ammosOf = (edition: Edition): readonly Ammo[] =>
  AMMOS.filter((a) => edition !== 'n3' || (a !== 'PARA' && a !== 'E/M' && a !== 'Eclipse' && a !== 'Stun'));
const anAmmo = (edition: Edition): fc.Arbitrary<Ammo> => fc.constantFrom(...ammosOf(edition));
/** The edition's Combi Rifle, firing the given ammunition. */
const loaded = (edition: Edition, ammo: Ammo): WeaponProfile => ({ ...weapon(edition, 'combi-rifle'), ammo });

const react = (r: 'shoot' | 'dodge' | 'none', target: string): SkillDeclaration | null =>
  r === 'shoot' ? attack('combi-rifle', target, 1) : r === 'dodge' ? { skill: 'dodge' } : null;
const aros = (list: readonly [string, SkillDeclaration | null][]): Record<string, SkillDeclaration> =>
  Object.fromEntries(list.filter((e): e is [string, SkillDeclaration] => e[1] !== null));

export const randomOrder = (edition: Edition): fc.Arbitrary<RandomOrder> =>
  fc.oneof(
    // A Fusilier shoots a Morat with his whole Burst; the Morat shoots back, Dodges or does nothing.
    // Their Combi Rifles fire any ammunition the edition adjudicates (a profile the game gives);
    // drawn more often than the other tables, so that every ammunition lands hits.
    {
      weight: 3,
      arbitrary: fc
        .record({
          range: inches,
          cover,
          r: reaction,
          w: fc.integer({ min: 1, max: 3 }),
          mine: anAmmo(edition),
          theirs: anAmmo(edition),
        })
        .map(({ range, cover: c, r, w, mine, theirs }): RandomOrder => ({
          input: {
            edition,
            title: 'f2f',
            armies: [
              armyOf(edition, 'pano', null, [{ ...fusilier(1), weapons: [loaded(edition, mine)] }]),
              armyOf(edition, 'ca', null, [
                { ...MORAT, attributes: { ...MORAT.attributes, W: w }, weapons: [loaded(edition, theirs)] },
              ]),
            ],
          },
          player: 'pano',
          order: {
            trooper: 'fusilier1',
            ...skills(edition, attack('combi-rifle', 'morat', 3)),
            table: [
              { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
              { fact: 'range', from: 'fusilier1', to: 'morat', inches: range },
              { fact: 'cover', target: 'morat', from: 'fusilier1', value: c },
            ],
            // A Dodge inside a Smoke template (N4/N5) is a Normal Roll (nX/smoke/dodge).
            aros: aros([['morat', react(r, 'fusilier1')]]),
          },
        })),
    },
    // Angus Dodges a Morat's shot and a Dāturazi's Direct Template with one die.
    fc.record({ range: inches, lofToDaturazi: fc.boolean() }).map(({ range, lofToDaturazi }): RandomOrder => ({
      input: {
        edition,
        title: 'dodge',
        armies: [armyOf(edition, 'pano', null, [ANGUS]), armyOf(edition, 'ca', null, [MORAT, DATURAZI])],
      },
      player: 'pano',
      order: {
        trooper: 'angus',
        ...skills(edition, { skill: 'dodge' }),
        table: [
          { fact: 'lof', from: 'morat', to: 'angus', value: true },
          { fact: 'lof', from: 'daturazi', to: 'angus', value: true },
          { fact: 'lof', from: 'angus', to: 'daturazi', value: lofToDaturazi },
          { fact: 'range', from: 'morat', to: 'angus', inches: range },
          { fact: 'template', from: 'daturazi', shot: 1, affects: ['angus'] },
        ],
        aros: { morat: attack('combi-rifle', 'angus', 1), daturazi: attack('chain-rifle', 'angus', 1) },
      },
    })),
    // Ortega shoots Angus, who Dodges or shoots back, and a Mine goes off under him.
    fc
      .record({
        range: inches,
        dodge: fc.boolean(),
        trigger: fc.constantFrom<'declaration' | 'destination'>('declaration', 'destination'),
      })
      .map(({ range, dodge, trigger }): RandomOrder => ({
        input: {
          edition,
          title: 'mine',
          armies: [armyOf(edition, 'nomads', null, [ORTEGA]), armyOf(edition, 'pano', null, [ANGUS])],
        },
        player: 'nomads',
        order: {
          trooper: 'ortega',
          ...skills(edition, attack('combi-rifle', 'angus', 3)),
          table: [
            { fact: 'lof', from: 'angus', to: 'ortega', value: true },
            { fact: 'range', from: 'ortega', to: 'angus', inches: range },
            { fact: 'mine', mine: 'mine', weapon: 'antipersonnel-mine', trigger, affects: ['angus'] },
          ],
          aros: { angus: dodge ? { skill: 'dodge' } : attack('combi-rifle', 'ortega', 1) },
        },
      })),
    // The Hellcat's Boarding Shotgun at Fusilier 1; its templates touch whom the table says.
    fc
      .record({
        r: fc.array(reaction, { minLength: 3, maxLength: 3 }),
        touch2: fc.boolean(),
        touch3: fc.boolean(),
        friendly: fc.boolean(),
        split: fc.boolean(),
      })
      .map(({ r, touch2, touch3, friendly, split }): RandomOrder => {
        const touched = [...(touch2 ? ['fusilier2'] : []), ...(touch3 ? ['fusilier3'] : [])];
        const table: TableFact[] = [
          ...[1, 2, 3].flatMap((n): TableFact[] => [
            { fact: 'lof', from: `fusilier${n}`, to: 'hellcat', value: true },
            { fact: 'range', from: 'hellcat', to: `fusilier${n}`, inches: 4 + n },
          ]),
          { fact: 'template', from: 'hellcat', shot: 1, affects: touched },
          { fact: 'template', from: 'hellcat', shot: 2, affects: friendly ? ['alguacil'] : touched },
        ];
        const shots = split
          ? [
              { target: 'fusilier1', burst: 1 },
              { target: 'fusilier2', burst: 1 },
            ]
          : [{ target: 'fusilier1', burst: 2 }];
        return {
          input: {
            edition,
            title: 'impact',
            armies: [
              armyOf(edition, 'nomads', null, [HELLCAT, ALGUACIL]),
              armyOf(edition, 'pano', null, [fusilier(1), fusilier(2), fusilier(3)]),
            ],
          },
          player: 'nomads',
          order: {
            trooper: 'hellcat',
            ...skills(edition, { skill: 'bs-attack', weapon: 'boarding-shotgun', targets: shots }),
            table,
            aros: aros(r.map((x, i): [string, SkillDeclaration | null] => [`fusilier${i + 1}`, react(x, 'hellcat')])),
          },
        };
      }),
    // N4/N5: a Hacker runs Carbonite (B2) at an Aquila Guard in its Hacking Area, which Resets,
    // Dodges, shoots back or does nothing; the Aquila may start the game in IMM-B (then only Reset
    // or nothing). N3 Comms Attacks are refused (no sourced N3 program), so N3 draws a plain table.
    ...(edition === 'n3'
      ? []
      : [
          fc
            .record({
              r: fc.constantFrom<'reset' | 'dodge' | 'shoot' | 'none'>('reset', 'dodge', 'shoot', 'none'),
              immB: fc.boolean(),
            })
            .map(({ r, immB }): RandomOrder => {
              const stuck = immB && (r === 'reset' || r === 'none');
              const reply: SkillDeclaration | null =
                r === 'reset'
                  ? { skill: 'reset' }
                  : r === 'dodge'
                    ? { skill: 'dodge' }
                    : r === 'shoot'
                      ? attack('combi-rifle', 'hacker', 1)
                      : null;
              return {
                input: {
                  edition,
                  title: 'carbonite',
                  armies: [
                    armyOf(edition, 'ca', null, [
                      { id: 'hacker', name: 'Hacker', attributes: { WIP: 13 }, skills: ['hacker'] },
                    ]),
                    armyOf(edition, 'pano', null, [
                      { id: 'aquila', name: 'Aquila Guard', type: 'HI', attributes: { WIP: 13, BTS: 6 } },
                    ]),
                  ],
                  ...(stuck ? { startingStates: [{ trooper: 'aquila', states: ['imm-b'] }] } : {}),
                },
                player: 'ca',
                order: {
                  trooper: 'hacker',
                  first: { skill: 'move' },
                  table: [
                    { fact: 'lof', from: 'aquila', to: 'hacker', value: r === 'shoot' },
                    { fact: 'range', from: 'aquila', to: 'hacker', inches: 12 },
                  ],
                  aros: aros([['aquila', r === 'shoot' ? reply : null]]),
                  second: { skill: 'comms-attack', program: 'carbonite', targets: [{ target: 'aquila', burst: 2 }] },
                  table2: [{ fact: 'hacking-area', hacker: 'hacker', trooper: 'aquila', value: true }],
                  aros2: aros([['aquila', r === 'shoot' ? null : reply]]),
                },
              };
            }),
        ]),
  );

/** Plays an Order's declarations, then answers every roll it asks for from `faces` and every Guts Roll from `choices`. */
export const play = (
  r: RandomOrder,
  faces: readonly number[],
  choices: readonly boolean[],
  options: SessionOptions = {},
): GameSession => {
  const session = createGameSession(r.input, options);
  const send = (c: GameCommand): void => {
    const res = session.send(c);
    if (E.isLeft(res)) throw new Error(`${c.type} refused: ${res.left.reason}`);
  };
  send({ type: 'start-turn', player: r.player });
  for (const c of orderCommands(r.order)) send(c);
  let f = 0;
  let k = 0;
  const nextFace = (): number => faces[f++ % faces.length] ?? 10;
  const nextChoice = (): boolean => choices[k++ % Math.max(1, choices.length)] ?? false;
  for (let guard = 0; session.where().order !== null && guard < 50; guard += 1) {
    const due = session.due()[0];
    if (due === undefined) break;
    if (due.purpose === 'guts' && nextChoice()) send({ type: 'fail-guts', trooper: due.trooper });
    else {
      const rolled = session.send({
        type: 'roll',
        trooper: due.trooper,
        purpose: due.purpose,
        faces: Array.from({ length: due.count }, nextFace),
      });
      // A failed Stun save fails the Guts Roll (nX/ammo/stun): it cannot be rolled, only recorded failed.
      if (E.isLeft(rolled) && due.purpose === 'guts' && rolled.left.citation.id.endsWith('/ammo/stun'))
        send({ type: 'fail-guts', trooper: due.trooper });
      else if (E.isLeft(rolled)) throw new Error(`roll refused: ${rolled.left.reason}`);
    }
    const failed =
      session.events.some((e) => e.type === 'GutsRollResolved' && e.trooper === due.trooper && !e.passed) &&
      !session.events.some((e) => e.type === 'GutsMoved' && e.trooper === due.trooper);
    if (due.purpose === 'guts' && failed) {
      const leaveLof = nextChoice();
      const reachCover = nextChoice();
      send({ type: 'measure', fact: { fact: 'guts-options', trooper: due.trooper, leaveLof, reachCover } });
      send({
        type: 'guts-move',
        trooper: due.trooper,
        option: leaveLof ? 'leave-lof' : reachCover ? 'reach-cover' : 'go-prone',
      });
    }
  }
  return session;
};

export const anEdition: fc.Arbitrary<Edition> = fc.constantFrom<Edition>('n3', 'n4', 'n5');
export const someFaces = fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 24 });
export const someChoices = fc.array(fc.boolean(), { minLength: 1, maxLength: 8 });
