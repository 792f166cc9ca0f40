import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { createGameSession } from '../../machines/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { orderCommands } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';
import { anEdition, someFaces } from '../support/randomPlay.ts';

/**
 * A Fusilier empties his Combi Rifle (and, in N3, a second Order the next round) into a Morat of
 * W/VITA 1 or 2 that does not react; saves are random. Past the edition's threshold (more Wounds
 * than W/VITA) the Morat is Dead, stays Dead, and can neither be activated nor declare an ARO.
 */
const shoot = (edition: Edition) =>
  orderCommands({
    trooper: 'fusilier1',
    ...(edition === 'n5'
      ? {
          first: { skill: 'idle' },
          second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
        }
      : { first: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] } }),
    table: [
      { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
      { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
    ],
  });

describe('the Dead never act again', () => {
  // The examples make sure a death is always among the runs: three hits, three failed saves.
  test.prop([anEdition, fc.integer({ min: 1, max: 2 }), someFaces], {
    examples: [
      ['n3', 1, [1, 1, 1, 1, 1, 1]],
      ['n4', 2, [1, 1, 1, 1, 1, 1]],
      ['n5', 1, [1, 1, 1, 20, 20, 20]],
    ],
  })('past the Dead threshold: Dead, and refused activation and AROs', (edition, w, faces) => {
    const session = createGameSession({
      edition,
      title: 'dead',
      armies: [
        armyOf(edition, 'pano', 'fusilier1', [fusilier(1)]),
        armyOf(edition, 'ca', 'morat', [{ ...MORAT, attributes: { W: w, PH: 11, WIP: 11 } }]),
      ],
    });
    let i = 0;
    const face = (): number => faces[i++ % faces.length] ?? 1;
    for (let round = 0; round < 2; round += 1) {
      if (round > 0) {
        expect(E.isRight(session.send({ type: 'start-turn', player: 'ca' }))).toBe(true);
        expect(E.isRight(session.send({ type: 'end-turn' }))).toBe(true);
      }
      expect(E.isRight(session.send({ type: 'start-turn', player: 'pano' }))).toBe(true);
      for (const c of shoot(edition)) expect(E.isRight(session.send(c))).toBe(true);
      for (let guard = 0; session.where().order !== null && guard < 20; guard += 1) {
        const due = session.due()[0];
        if (due === undefined) break;
        expect(
          E.isRight(
            session.send({
              type: 'roll',
              trooper: due.trooper,
              purpose: due.purpose,
              faces: Array.from({ length: due.count }, face),
            }),
          ),
        ).toBe(true);
        if (session.where().order === 'conclusion' && session.due().length === 0) {
          // A failed Guts Roll: nothing else possible on this table, the Morat goes Prone.
          session.send({
            type: 'measure',
            fact: { fact: 'guts-options', trooper: 'morat', leaveLof: false, reachCover: false },
          });
          expect(E.isRight(session.send({ type: 'guts-move', trooper: 'morat', option: 'go-prone' }))).toBe(true);
        }
      }
      expect(session.where().order).toBeNull();
      session.send({ type: 'end-turn' });
      const morat = session.table().troopers['morat'];
      const dead = (morat?.woundsReceived ?? 0) > w;
      expect(morat?.states.includes('dead')).toBe(dead);
      if (dead) expect(morat?.states).toEqual(['dead']);
      else expect(morat?.states.includes('dead')).toBe(false);
      expect(foldTroopers(session.events).troopers['morat']?.states).toEqual(morat?.states);
      if (!dead) continue;
      // Its own Turn: it cannot be activated.
      expect(E.isRight(session.send({ type: 'start-turn', player: 'ca' }))).toBe(true);
      const n = session.events.length;
      expect(E.isRight(session.send({ type: 'activate', trooper: 'morat' }))).toBe(false);
      expect(session.events.length).toBe(n);
      expect(E.isRight(session.send({ type: 'end-turn' }))).toBe(true);
      // The enemy's Turn: it cannot react.
      session.send({ type: 'start-turn', player: 'pano' });
      session.send({ type: 'activate', trooper: 'fusilier1' });
      session.send({ type: 'declare', trooper: 'fusilier1', declaration: { skill: 'move' } });
      session.send({ type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } });
      const m = session.events.length;
      expect(E.isRight(session.send({ type: 'aro', trooper: 'morat', declaration: { skill: 'dodge' } }))).toBe(false);
      expect(session.events.length).toBe(m);
      return;
    }
  });
});
