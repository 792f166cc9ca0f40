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

const FILE = join(import.meta.dirname, '..', '..', '..', 'examples', 'necromunda-resolve-hits.game.yaml');

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
    expect(readjudicateNecromunda(skirmish())).toBeNull();
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
