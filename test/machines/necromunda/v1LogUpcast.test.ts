import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  decodeRecordLine,
  foldLog,
  GENESIS_PREV,
  recordText,
  sha256Hex,
  bodyText,
} from '../../../kernel/log/index.ts';
import { necromundaCatalogue, type NecromundaEvent } from '../../../events/necromunda/index.ts';
import { necromundaRuleset } from '../../../projections/necromunda/index.ts';
import { createNecromundaSession } from '../../../machines/necromunda/index.ts';
import { tempDir } from '../../support/tempDir.ts';
import { hit, play, refused } from './necromundaTable.ts';

// A log of schema v1, as the v1 catalogue wrote it: its start knew fighters only (no Move, Initiative,
// Cool, vehicles, tables, aftermath or campaign) and its hits no source, facing or choices.
const RULES = { sequence: ['necromunda/resolve-hits/sequence'] } as const;
const LASGUN = { name: 'Lasgun', strength: 3, ap: 0, damage: 1, traits: ['Plentiful'] };
const AXE = { name: 'Axe', strength: 4, ap: 0, damage: 1, traits: ['Rending'] };
const V1_EVENTS: readonly Readonly<Record<string, unknown>>[] = [
  {
    type: 'NecromundaGameStarted',
    ruleset: 'necromunda-2018',
    title: 'a v1 skirmish',
    fighters: [
      {
        id: 'krug',
        name: 'Krug',
        gang: 'Goliath',
        type: 'ganger',
        toughness: 4,
        wounds: 1,
        save: 5,
        saveUnmodifiable: false,
      },
      {
        id: 'vex',
        name: 'Vex',
        gang: 'Escher',
        type: 'juve',
        toughness: 3,
        wounds: 1,
        save: 'none',
        saveUnmodifiable: false,
      },
      {
        id: 'grax',
        name: 'Grax',
        gang: 'Goliath',
        type: 'champion',
        toughness: 4,
        wounds: 2,
        save: 4,
        saveUnmodifiable: false,
      },
    ],
  },
  {
    type: 'HitDeclared',
    hit: 1,
    attacker: 'vex',
    target: 'krug',
    weapon: LASGUN,
    closeCombat: false,
    saveBonus: 0,
    noSaveTrait: null,
    traitInjuryDice: 0,
    rules: RULES.sequence,
  },
  {
    type: 'WoundRolled',
    hit: 1,
    fighter: 'krug',
    strength: 3,
    toughness: 4,
    row: 'lower',
    needs: 5,
    die: 6,
    success: true,
    rules: ['necromunda/wound-roll/table'],
  },
  {
    type: 'SaveRolled',
    hit: 1,
    fighter: 'krug',
    armour: 5,
    ap: 0,
    bonus: 0,
    needs: 5,
    modified: 5,
    die: 2,
    success: false,
    rules: ['necromunda/save-roll/when'],
  },
  {
    type: 'DamageInflicted',
    hit: 1,
    fighter: 'krug',
    damage: 1,
    woundsBefore: 1,
    woundsLeft: 0,
    injuryDice: 1,
    rules: ['necromunda/inflict-damage/fighters'],
  },
  { type: 'InjuryDiceRolled', hit: 1, fighter: 'krug', dice: 1, of: 1, result: 'out-of-action' },
  {
    type: 'FighterInjured',
    hit: 1,
    fighter: 'krug',
    result: 'out-of-action',
    fleshWounds: 0,
    toughness: 4,
    baseToughness: 4,
    status: 'out-of-action',
    coupDeGraceOpen: false,
    rules: ['necromunda/injuries/out-of-action'],
  },
  {
    type: 'FighterOutOfAction',
    hit: 1,
    fighter: 'krug',
    cause: 'out-of-action-result',
    rules: ['necromunda/injuries/out-of-action'],
  },
  {
    type: 'HitResolved',
    hit: 1,
    fighter: 'krug',
    outcome: 'out-of-action',
    injuryDiceUnrolled: 0,
    rules: RULES.sequence,
  },
  {
    type: 'HitDeclared',
    hit: 2,
    attacker: 'vex',
    target: 'grax',
    weapon: AXE,
    closeCombat: true,
    saveBonus: 0,
    noSaveTrait: 'Rending',
    traitInjuryDice: 0,
    rules: RULES.sequence,
  },
  {
    type: 'WoundRolled',
    hit: 2,
    fighter: 'grax',
    strength: 4,
    toughness: 4,
    row: 'equal',
    needs: 4,
    die: 4,
    success: true,
    rules: ['necromunda/wound-roll/table'],
  },
  {
    type: 'SaveDenied',
    hit: 2,
    fighter: 'grax',
    armour: 4,
    ap: 0,
    bonus: 0,
    reason: 'trait-forbids',
    modified: null,
    rules: ['necromunda/save-roll/no-save-traits'],
  },
  {
    type: 'DamageInflicted',
    hit: 2,
    fighter: 'grax',
    damage: 1,
    woundsBefore: 2,
    woundsLeft: 1,
    injuryDice: 0,
    rules: ['necromunda/inflict-damage/fighters'],
  },
  {
    type: 'HitResolved',
    hit: 2,
    fighter: 'grax',
    outcome: 'wounds-lost',
    injuryDiceUnrolled: 0,
    rules: RULES.sequence,
  },
];

/** The v1 records, chained and hashed as a v1 writer wrote them (`v: 1`). */
const v1Lines = (): string[] => {
  let prev = GENESIS_PREV;
  return V1_EVENTS.map((event, i) => {
    const json = canonicalJson(event);
    if (E.isLeft(json)) throw new Error('a v1 event is not JSON');
    const hash = sha256Hex(bodyText(json.right, prev, i + 1, 1));
    const line = recordText(json.right, hash, prev, i + 1, 1);
    prev = hash;
    return line;
  });
};

const upcast = (): NecromundaEvent[] =>
  v1Lines().map((line, i) => {
    const r = decodeRecordLine(line, i + 1, necromundaCatalogue);
    if (E.isLeft(r)) throw new Error(JSON.stringify(r.left));
    if (r.right.event.type === 'LogSealed') throw new Error('no seal was written');
    expect(r.right.v).toBe(1);
    return r.right.event;
  });

describe('necromunda/resolve-hits/sequence: a schema v1 log', () => {
  it('necromunda/resolve-hits/sequence: a v1 log reads through the catalogue as a hits-only, non-campaign game: the same events a v2 session gives those hits', () => {
    const events = upcast();
    const start = events[0];
    if (start?.type !== 'NecromundaGameStarted') throw new Error('the log does not start the game');
    expect(start).toMatchObject({ aftermath: 'hits-only', campaign: false, vehicles: [] });
    expect(start.fighters[0]).toMatchObject({
      move: null,
      initiative: null,
      cool: null,
      nerveImmune: false,
      aboard: null,
    });
    expect(events[1]).toMatchObject({
      source: { kind: 'attack' },
      facing: null,
      reaction: false,
      hitModifier: 0,
      vehicleChooses: null,
      applyAllDamage: null,
    });
    const g = createNecromundaSession(start);
    play(g, [
      hit('vex', 'krug', LASGUN),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 2 },
      { type: 'enter-injury', result: 'out-of-action' },
      hit('vex', 'grax', AXE, { closeCombat: true, noSaveTrait: 'Rending' }),
      { type: 'roll-wound', die: 4 },
    ]);
    expect(g.events()).toEqual(events);
    expect(refused(g, { type: 'lasting-injury', fighter: 'krug', result: 'Out Cold' }).reason).toBe(
      'this game records its hits only (aftermath: hits-only): the players ruled a Lasting Injury roll for krug themselves',
    );
  });

  it('necromunda/resolve-hits/sequence: a v1 log file folds to the fighters it folded to before: Krug Out of Action, Grax at 1 Wound, nothing owed', async () => {
    const file = join(tempDir('necro-v1'), 'v1.jsonl');
    writeFileSync(file, `${v1Lines().join('\n')}\n`);
    const folded = await foldLog(file, necromundaRuleset.catalogue, necromundaRuleset.projection);
    if (E.isLeft(folded)) throw new Error(JSON.stringify(folded.left));
    const state = folded.right.state;
    expect(folded.right).toMatchObject({ records: V1_EVENTS.length, sealed: false });
    const fighters = Object.fromEntries(
      Object.entries(state?.fighters ?? {}).map(([id, f]) => [
        id,
        {
          woundsLeft: f.woundsLeft,
          fleshWounds: f.fleshWounds,
          toughness: f.toughness,
          status: f.status,
          coupDeGraceOpen: f.coupDeGraceOpen,
        },
      ]),
    );
    expect(fighters).toEqual({
      krug: { woundsLeft: 0, fleshWounds: 0, toughness: 4, status: 'out-of-action', coupDeGraceOpen: false },
      vex: { woundsLeft: 1, fleshWounds: 0, toughness: 3, status: 'active', coupDeGraceOpen: false },
      grax: { woundsLeft: 1, fleshWounds: 0, toughness: 4, status: 'active', coupDeGraceOpen: false },
    });
    expect(state).toMatchObject({ owed: [], hit: null, hitsResolved: 2, vehicles: {}, scrapClaimed: null });
  });
});
