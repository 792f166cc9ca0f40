import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { necromundaCommandsOf } from '../../../audit/necromunda/index.ts';
import type { NecromundaEvent } from '../../../events/necromunda/index.ts';
import { createNecromundaSession, NECROMUNDA_STEPS } from '../../../machines/necromunda/index.ts';
import { foldNecromunda } from '../../../projections/necromunda/index.ts';
import {
  eventGroups,
  hitMachineState,
  necromundaViewModel,
  type NecromundaFrame,
  type Timeline,
} from '../../../viewer/index.ts';
import {
  NECROMUNDA_EXAMPLE,
  NECROMUNDA_SCRAP,
  NECROMUNDA_VARIETY,
  exampleBeforeFinale,
  necromundaGameEvents,
} from '../../support/necromundaGames.ts';

const GAMES = [NECROMUNDA_EXAMPLE, NECROMUNDA_VARIETY, NECROMUNDA_SCRAP] as const;
const modelOf = (file: string, events: readonly NecromundaEvent[]) =>
  necromundaViewModel({ file, events, warning: null });
const frameOf = (model: ReturnType<typeof modelOf>, seq: number): NecromundaFrame => {
  const f = model.frame(seq) as NecromundaFrame | null;
  if (f === null) throw new Error(`no frame ${seq}`);
  return f;
};

const example = necromundaGameEvents(NECROMUNDA_EXAMPLE);
const exampleModel = modelOf('example.jsonl', example);
/** The example's last event before its finale (scrap claimed is its own fixture's test). */
const MIDGAME = exampleBeforeFinale(example);
/** The seq of the first event of `type` that matches. */
const seqOf = <T extends NecromundaEvent['type']>(
  type: T,
  which: (e: Extract<NecromundaEvent, { type: T }>) => boolean = () => true,
): number => example.findIndex((e) => e.type === type && which(e as Extract<NecromundaEvent, { type: T }>)) + 1;

describe('arbiter view of a Necromunda log: the game statechart, what is owed, fighters and vehicles (v2)', () => {
  it('necromunda/resolve-hits/sequence: at every command boundary of three games the derived state (necromundaStep) is the one the statechart reaches when the logged commands are replayed through it, and every resting state is reached', () => {
    const reached = new Set<string>();
    for (const file of GAMES) {
      const events = necromundaGameEvents(file);
      const start = events[0];
      if (start?.type !== 'NecromundaGameStarted') throw new Error(`${file} does not start a game`);
      const session = createNecromundaSession(start);
      const model = modelOf(file, events);
      let seq = 1;
      for (const c of necromundaCommandsOf(events)) {
        const r = session.send(c);
        if (E.isLeft(r)) throw new Error(`${file}: ${r.left.reason}`);
        for (let inside = seq + 1; inside < seq + r.right.length; inside++)
          expect(frameOf(model, inside).active.state, `${file}: inside the command, event ${inside}`).toBe(
            'necromunda-hit.routing',
          );
        seq += r.right.length;
        const state = frameOf(model, seq).active.state;
        expect(state, `${file}: after event ${seq} (${c.type})`).toBe(`necromunda-hit.${session.step()}`);
        expect(hitMachineState(foldNecromunda(events.slice(0, seq)))).toBe(session.step());
        reached.add(session.step());
      }
      expect(seq, file).toBe(events.length);
    }
    expect([...reached].sort()).toEqual([...NECROMUNDA_STEPS].sort());
  });

  it('necromunda/nerve/tests: what is owed is in the frame: the next step in words, and every step owed in order', () => {
    const wrecked = frameOf(
      exampleModel,
      seqOf('ConsequencesOwed', (e) => e.owed.some((o) => o.kind === 'thrown-clear')),
    );
    expect(wrecked.active).toMatchObject({
      state: 'necromunda-hit.lasting-rolls',
      hit: null,
      owed: 'the crew Lasting Injury roll of Ore Rig',
      owedSteps: [
        'the crew Lasting Injury roll of Ore Rig',
        'Lasting Damage roll 1 of 1 of Ore Rig',
        'Dozer Thrown Clear of Ore Rig',
        'the Nerve check around Ore Rig (Out of Action: distances of its friends)',
      ],
    });
    const dice = frameOf(
      exampleModel,
      seqOf('VehicleDiceOwed', (e) => e.hit === 7),
    );
    expect(dice.active).toMatchObject({ state: 'necromunda-hit.location-dice', hit: 7, owed: 'the Location dice' });
    const located = frameOf(
      exampleModel,
      seqOf('LocationRolled', (e) => e.hit === 7),
    );
    expect(located.active).toMatchObject({
      state: 'necromunda-hit.damage-dice',
      owed: 'the Damage dice (2, one kept)',
    });
    const scrap = necromundaGameEvents(NECROMUNDA_SCRAP);
    const over = frameOf(modelOf('scrap.jsonl', scrap), scrap.length);
    expect(over.active).toMatchObject({ state: 'necromunda-hit.battle-over', owed: null, owedSteps: [] });
  });

  it('necromunda/out-of-action/thrown-clear, necromunda/nerve/broken, necromunda/out-of-action/fighters: fighter cards show Broken, Pinned, aboard and Lasting Injuries', () => {
    const before = frameOf(exampleModel, seqOf('VehicleWrecked'));
    expect(before.fighters.find((f) => f.id === 'dozer')).toMatchObject({
      aboard: { vehicle: 'rig', vehicleName: 'Ore Rig', as: 'crew' },
      pinned: false,
    });
    expect(before.fighters.find((f) => f.id === 'sable')).toMatchObject({ broken: true });
    const end = frameOf(exampleModel, MIDGAME);
    expect(end.fighters.find((f) => f.id === 'dozer')).toMatchObject({
      aboard: null,
      pinned: true,
      broken: false,
      status: 'seriously-injured',
    });
    expect(end.fighters.find((f) => f.id === 'krug')?.lastingInjuries).toEqual(['Out Cold']);
  });

  it('necromunda/out-of-action/wrecked, necromunda/nerve/burn-out: vehicle cards show Wounds left, Wrecked, Broken, Smoke, the locations hit, the Lasting rolls and who is aboard', () => {
    const start = frameOf(exampleModel, 1);
    expect(start.vehicles.map((v) => v.id)).toEqual(['rig', 'hauler']);
    expect(start.vehicles[0]).toMatchObject({ woundsLeft: 3, wrecked: false, aboard: ['Dozer'], mobility: 'mobile' });
    const end = frameOf(exampleModel, MIDGAME);
    expect(end.vehicles[0]).toMatchObject({
      woundsLeft: 0,
      wrecked: true,
      broken: false,
      locationsHit: ['Engine', 'Drive'],
      lastingDamage: ['Engine Damage'],
      crewLastingInjuries: ['Grievous Injury'],
      aboard: [],
    });
    expect(end.vehicles[1]).toMatchObject({ id: 'hauler', broken: true, smokeBlasts: 2, wrecked: false });
  });

  it('necromunda/nerve/tests: the ruling of an event of no hit is what followed the hit before it, so far, with its trail lines and rules', () => {
    const test = seqOf('NerveTestTaken', (e) => e.tester === 'sable');
    const f = frameOf(exampleModel, test);
    expect(f.ruling).toMatchObject({ hit: null, after: 5 });
    expect(f.ruling.lines.map((l) => l.seq)).toEqual([
      seqOf('ConsequencesOwed'),
      seqOf('NerveTestsCalled'),
      seqOf('ConsequencesOwed', (e) => e.owed.some((o) => o.kind === 'nerve-test')),
      test,
    ]);
    expect(f.ruling.lines.at(-1)?.text).toMatch(/^Sable's Nerve test \(for Vex\): Cool test 7\+, \+1: needs 6/);
    expect(f.ruling.citations.map((c) => c.id)).toEqual(['necromunda/nerve/tests', 'necromunda/nerve/broken']);
    const hit = frameOf(
      exampleModel,
      seqOf('LocationRolled', (e) => e.hit === 7),
    );
    expect(hit.ruling).toMatchObject({ hit: 7, after: null });
    expect(hit.ruling.lines.at(-1)?.text).toBe(
      'Location dice: Crew (impossible for this hit: re-rolled) → Engine: the Engine is struck [necromunda/damage/vehicles]',
    );
  });

  it('necromunda/resolve-hits/sequence: the timeline groups events by hit and by what followed each hit', () => {
    const t = exampleModel.timeline(1) as Timeline;
    expect(t.entries[0]).toMatchObject({ hit: null, after: null });
    const nerve = seqOf('NerveTestsCalled');
    expect(t.entries[nerve - 1]).toMatchObject({ type: 'NerveTestsCalled', hit: null, after: 5 });
    expect(t.entries[nerve - 1]?.summary).toMatch(/^Nerve tests for Vex \(Seriously Injured\): Sable/);
    const groups = eventGroups(example);
    expect(groups.groupOf(seqOf('VehicleWrecked'))).toEqual({ hit: 8, after: null });
    expect(groups.groupOf(seqOf('ThrownClearResolved'))).toEqual({ hit: null, after: 8 });
    expect(groups.groupOf(seqOf('HitDeclared', (e) => e.source.kind === 'thrown-clear'))).toEqual({
      hit: 9,
      after: null,
    });
    expect(groups.seqsUpTo(1)).toEqual([1]);
  });
});
