import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  necromundaTrail,
  necromundaWhatIf,
  parseNecromundaWhatIf,
  readjudicateNecromunda,
  type NecromundaWhatIf,
} from '../../../audit/necromunda/index.ts';
import { readNecromundaScript, recordNecromunda } from '../../../recording/necromunda/index.ts';
import type { NecromundaEvent } from '../../../events/necromunda/index.ts';
import { createNecromundaSession } from '../../../machines/necromunda/index.ts';
import { started } from '../../events/necromunda/necromundaSamples.ts';
import { hit, play } from '../../machines/necromunda/necromundaScenario.ts';

const FILE = join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'necromunda', 'hits-only.game.yaml');

const skirmish = (): readonly NecromundaEvent[] => {
  const parsed = readNecromundaScript(FILE, readFileSync(FILE));
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  const played = recordNecromunda(FILE, parsed.right.script, parsed.right.map);
  if (E.isLeft(played)) throw new Error(played.left.message);
  return played.right.events;
};

const change = (text: string): NecromundaWhatIf => {
  const c = parseNecromundaWhatIf(text);
  if (E.isLeft(c)) throw new Error(c.left);
  return c.right;
};

describe('audit/necromunda: the trail, re-adjudication and what-if forks of a Necromunda log', () => {
  it('necromunda/wound-roll/table: the trail gives each roll its exact odds (d6Odds) and each ruling its rule', () => {
    const trail = necromundaTrail(skirmish());
    expect(trail).toContain(
      '  wound roll: S5 against T2 (double or more) needs 2+ (83.3%): rolled 3, wounded [necromunda/wound-roll/table]',
    );
    expect(trail).toContain(
      "  no save: the weapon's AP is greater than the save the armour grants (5+ with AP -2 would need 7+) [necromunda/save-roll/when, necromunda/save-roll/armour-penetration]",
    );
    expect(trail).toContain('  chance this hit got through (wounded, not saved): 16.7%');
  });

  it('re-adjudication: the example as recorded agrees with the engine, event for event', () => {
    expect(readjudicateNecromunda(skirmish()).agrees).toBe(true);
  });

  it('necromunda/save-roll/when: what if hit 3 had been saved: Grax keeps his Toughness, so the gas cannot wound him (S2 ≤ ½T4: 6+)', () => {
    const fork = necromundaWhatIf(skirmish(), [change('hit:3 save=6')]);
    if (E.isLeft(fork)) throw new Error(fork.left);
    expect(fork.right.stopped).toBeNull();
    expect(fork.right.hits.filter((h) => h.logged !== h.fork)).toEqual([
      { hit: 3, logged: 'injured', fork: 'saved' },
      { hit: 9, logged: 'injured', fork: 'not-wounded' },
      { hit: 10, logged: 'out-of-action', fork: 'not-wounded' },
    ]);
    expect(fork.right.state.fighters['grax']).toMatchObject({ status: 'active', toughness: 4, woundsLeft: 2 });
    expect(fork.right.unused).toContain('hit 9: the save die 3 (no save roll on the fork)');
  });

  it('necromunda/save-roll/armour-penetration: what if the plasma gun were AP -1: Brakka gets a save the log has no die for, and the fork says what to give', () => {
    const stopped = necromundaWhatIf(skirmish(), [change('hit:8 ap=-1')]);
    expect(E.isRight(stopped) && stopped.right.stopped).toEqual({
      hit: 8,
      reason: "on the fork hit 8 owes a save roll the log does not have: give it with --what-if 'hit:8 save=D'",
    });
    const saved = necromundaWhatIf(skirmish(), [change('hit:8 ap=-1'), change('hit:8 save=6')]);
    if (E.isLeft(saved)) throw new Error(saved.left);
    expect(saved.right.stopped).toBeNull();
    expect(saved.right.hits[7]).toEqual({ hit: 8, logged: 'injured', fork: 'saved' });
    expect(saved.right.state.fighters['brakka']).toMatchObject({ status: 'active', woundsLeft: 2 });
  });

  it('necromunda/inflict-damage/fighters: what if the Injury dice had read otherwise, or the boltgun did 1 Damage', () => {
    const out = necromundaWhatIf(skirmish(), [change('hit:6 injuries=out-of-action,flesh-wound')]);
    if (E.isLeft(out)) throw new Error(out.left);
    expect(out.right.hits[5]).toEqual({ hit: 6, logged: 'injured', fork: 'out-of-action' });
    expect(out.right.unused).toContain('hit 6: flesh-wound (Injury dice the fork does not owe)');
    const light = necromundaWhatIf(skirmish(), [change('hit:3 damage=1')]);
    if (E.isLeft(light)) throw new Error(light.left);
    expect(light.right.hits[2]).toEqual({ hit: 3, logged: 'injured', fork: 'wounds-lost' });
  });

  it('what-ifs that are not changes of this log are refused in words', () => {
    expect(parseNecromundaWhatIf('hit:3 wound')).toEqual(
      E.left(expect.stringContaining('a Necromunda what-if is one of')),
    );
    expect(parseNecromundaWhatIf('hit:3 injuries=dead')).toEqual(
      E.left('injuries= takes flesh-wound, serious-injury or out-of-action, not dead'),
    );
    expect(necromundaWhatIf(skirmish(), [change('hit:11 wound=4')])).toEqual(
      E.left('the log has no hit 11 (its hits run from 1 to 10)'),
    );
    const refused = necromundaWhatIf(skirmish(), [change('hit:1 wound=9')]);
    expect(E.isRight(refused) && refused.right.stopped?.reason).toMatch(
      /a wound roll is one D6: 1 to 6, not 9 \[necromunda\/wound-roll\/table\]/,
    );
  });
});

describe('audit/necromunda: a what-if under the other reading of AP', () => {
  // Grax in carapace (2+) shot with AP -3: our reading keeps a 5+ save (2 + 3 = 5, no face is out of
  // reach); the bare-numbers reading takes it away (AP 3 is greater than the 2 of 2+).
  const carapace = (): NecromundaEvent => {
    if (started.type !== 'NecromundaGameStarted') throw new Error('the sample start is not a start');
    return { ...started, fighters: started.fighters.map((f) => (f.id === 'grax' ? { ...f, save: 2 } : f)) };
  };
  const game = (): readonly NecromundaEvent[] => {
    const start = carapace();
    if (start.type !== 'NecromundaGameStarted') throw new Error('not a start');
    const s = createNecromundaSession(start);
    const gun = { name: 'Plasma gun', strength: 5, ap: -3, damage: 1, traits: [] };
    play(s, [hit('krug', 'grax', gun), { type: 'roll-wound', die: 4 }, { type: 'roll-save', die: 5 }]);
    return s.events();
  };

  it('necromunda/save-roll/armour-penetration: ours keeps the 2+ save at 5+ against AP -3, and the log agrees with the engine', () => {
    const events = game();
    expect(events.find((e) => e.type === 'SaveRolled')).toMatchObject({ needs: 5, die: 5, success: true });
    expect(readjudicateNecromunda(events).agrees).toBe(true);
  });

  it('necromunda/save-roll/armour-penetration: what-if ap-reading=bare-numbers takes the 2+ save away: the hit gets through', () => {
    const fork = necromundaWhatIf(game(), [change('ap-reading=bare-numbers')]);
    if (E.isLeft(fork)) throw new Error(fork.left);
    expect(fork.right.stopped).toBeNull();
    expect(fork.right.events.find((e) => e.type === 'SaveDenied')).toMatchObject({ reason: 'cancelled-by-ap' });
    expect(fork.right.hits).toEqual([{ hit: 1, logged: 'saved', fork: 'wounds-lost' }]);
    expect(fork.right.unused).toContain('hit 1: the save die 5 (no save roll on the fork)');
    expect(fork.right.state.fighters['grax']).toMatchObject({ woundsLeft: 1 });
  });

  it('necromunda/save-roll/armour-penetration: ap-reading takes only the readings of docs/rulings.md', () => {
    expect(parseNecromundaWhatIf('ap-reading=bare-numbers')).toEqual(
      E.right({ kind: 'ap-reading', reading: 'bare-numbers' }),
    );
    expect(E.isLeft(parseNecromundaWhatIf('ap-reading=lenient'))).toBe(true);
  });
});
