import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ArbiterEvent } from '../../events/index.ts';
import {
  commandsOf,
  exportGameYaml,
  replayCommands,
  setupOf,
  exportRecordedGame,
  formatScriptError,
  parseRecordedGame,
  recordGame,
} from '../../recording/index.ts';
import { ROOT } from './badGames.ts';
import { gameExamples, recordedExample } from './recordedExamples.ts';

const schema = JSON.parse(readFileSync(join(ROOT, 'docs', 'recorded-game.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

const yamlOf = (events: readonly ArbiterEvent[]): string => {
  const r = exportGameYaml(events);
  if (E.isLeft(r)) throw new Error(r.left);
  return r.right;
};

const leftOf = (events: readonly ArbiterEvent[]): string => {
  const r = exportRecordedGame(events);
  if (E.isRight(r)) throw new Error('exported');
  return r.left;
};

describe('exporting a played game as a recorded game', () => {
  it.each(gameExamples())(
    'examples/%s: record → export YAML → parse → record gives the same events, and the schema accepts it',
    (name) => {
      const events = recordedExample(name);
      const text = yamlOf(events);
      expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
      const parsed = parseRecordedGame(`exported-${name}`, text);
      if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
      const again = recordGame(`exported-${name}`, parsed.right.game, parsed.right.map, { runtime: 'compiled' });
      if (E.isLeft(again)) throw new Error(formatScriptError(again.left.error));
      again.right.session.stop();
      expect(again.right.events).toEqual(events);
    },
  );

  it('writes the style of the examples: format line, title, edition, one-line declarations, facts and dice', () => {
    const text = yamlOf(recordedExample('ruled-by-players.game.yaml'));
    expect(text).toMatch(/^# .*\n# Exported by arbiter/);
    expect(text).toContain('\nformat: arbiter/recorded-game@1\ntitle: ');
    expect(text).toContain('\nedition: n5\n');
    expect(text).toContain('        first: { skill: idle }\n');
    expect(text).toContain('          - { fact: range, from: senku, to: remote, inches: 12 }\n');
    expect(text).toContain('        dice:\n          senku: [ 4, 9, 17 ]\n');
    // The Order ruled by the players is exported as the players ruled it.
    expect(text).toContain('        ruledByPlayers:\n          declared: Engineer (Short Skill)');
    expect(text).toContain('            wounds: { remote: -1 }\n');
  });

  it('refuses a game stopped inside an Order or a Turn: a recorded game holds whole Turns', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const inOrder = events.slice(0, events.findIndex((e) => e.type === 'DiceRolled') + 1);
    expect(leftOf(inOrder)).toMatch(
      /the game stops inside Turn 1 \(\S+'s\), inside an Order: a recorded game holds whole Turns/,
    );
    const betweenOrders = events.slice(0, events.findIndex((e) => e.type === 'OrderConcluded') + 1);
    expect(leftOf(betweenOrders)).toMatch(/the game stops inside Turn 1 \(\S+'s\): a recorded game holds whole Turns/);
  });

  it('refuses events no commands give, with commandsOf’s reason', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const cut = events.slice(0, events.findIndex((e) => e.type === 'TrooperActivated') + 1);
    expect(leftOf(cut)).toMatch(/stop inside a command/);
  });

  it('a measurement after an ARO is written in the steps form, in the order entered, and records the same events', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const r = commandsOf(events, { runtime: 'compiled' });
    if (E.isLeft(r)) throw new Error(r.left);
    const commands = [...r.right];
    const aro = commands.findIndex((c) => c.type === 'aro');
    const measure = commands
      .slice(0, aro)
      .map((c) => c.type)
      .lastIndexOf('measure');
    const [moved] = commands.splice(measure, 1);
    if (moved === undefined) throw new Error('no measurement before the ARO');
    commands.splice(aro, 0, moved);
    const first = events[0];
    if (first?.type !== 'GameStarted') throw new Error('no GameStarted');
    const played = replayCommands(setupOf(first), commands, { runtime: 'compiled' });
    played.session.stop();
    expect(played.failedAt).toBeUndefined();
    const yaml = exportGameYaml(played.session.events);
    if (E.isLeft(yaml)) throw new Error(yaml.left);
    expect(yaml.right).toMatch(
      /steps:\n\s+- \{ measure:[\s\S]*- aro:[\s\S]*- \{ measure:[\s\S]*- \{ end-aros: true \}/,
    );
    const parsed = parseRecordedGame('steps.game.yaml', yaml.right);
    if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
    const again = recordGame('steps.game.yaml', parsed.right.game, parsed.right.map, { runtime: 'compiled' });
    if (E.isLeft(again)) throw new Error(formatScriptError(again.left.error));
    again.right.session.stop();
    expect(again.right.events).toEqual(played.session.events);
  });

  it('recorded-game/one-form: an Order gives steps or table/aros/second, not both', () => {
    const yaml = yamlOf(recordedExample('f2f-1v1.game.yaml')).replace(
      /(\n(\s+)first: \{ skill: idle \})/,
      '$1\n$2steps:\n$2  - end-aros: true',
    );
    const parsed = parseRecordedGame('both.game.yaml', yaml);
    if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
    const r = recordGame('both.game.yaml', parsed.right.game, parsed.right.map, { runtime: 'compiled' });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.error.rule).toBe('recorded-game/one-form');
  });

  it('refuses a game that starts with other than the usual Command Tokens (a file cannot say so)', () => {
    const events = recordedExample('f2f-1v1.game.yaml');
    const first = events[0];
    if (first?.type !== 'GameStarted') throw new Error('no GameStarted');
    expect(leftOf([{ ...first, commandTokens: 2 }])).toMatch(/starts with 2 Command Tokens/);
  });

  it('exports a game stopped between two Turns (its whole Turns), which records the same events', () => {
    const events = recordedExample('loss-of-lieutenant.game.yaml');
    const cut = events.slice(0, events.findIndex((e) => e.type === 'TurnEnded') + 1);
    expect(cut.length).toBeLessThan(events.length);
    const parsed = parseRecordedGame('first-turn.game.yaml', yamlOf(cut));
    if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
    expect(parsed.right.game.turns.length).toBe(1);
    const again = recordGame('first-turn.game.yaml', parsed.right.game, parsed.right.map, { runtime: 'compiled' });
    if (E.isLeft(again)) throw new Error(formatScriptError(again.left.error));
    again.right.session.stop();
    expect(again.right.events).toEqual(cut);
  });

  it('exports a game of no Turn yet as its armies', () => {
    const first = recordedExample('fireteams.game.yaml').slice(0, 1);
    const r = exportRecordedGame(first);
    if (E.isLeft(r)) throw new Error(r.left);
    expect(r.right.turns).toEqual([]);
    expect(r.right.armies.length).toBe(2);
  });
});
