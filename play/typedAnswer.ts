import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { parse } from 'yaml';
import { FireteamSpecC, shapeOf, SkillDeclarationC, TableFactC } from '../rules/events/codecs/index.ts';
import type { GameCommand } from '../machines/index.ts';
import { checkShape, decodeFailure, formatPath, PlayersOrderC, RoundEndC } from '../recording/index.ts';
import { playRefusal, type PlayRefusal } from './playRefusal.ts';

/** What may be typed in full, in the recorded-game syntax (docs/recorded-game.md). */
export type TypedForm =
  'activation' | 'declaration' | 'aro' | 'fact' | 'fireteam' | 'players-order' | 'end-turn' | 'round-end';

/** The example shown with each form's prompt. */
export const TYPED_EXAMPLES: { readonly [K in TypedForm]: string } = {
  activation:
    '{ trooper: fennec, coordinated: [angus, bipandra] }  or  { trooper: fennec, fireteam: true, outOfCoherency: [laxmee] }',
  declaration: '{ skill: bs-attack, weapon: combi-rifle, targets: [{ target: senku, burst: 3 }] }',
  aro: 'senku: { skill: dodge }',
  fact: '{ fact: zoc, trooper: senku, of: fennec, value: true }',
  fireteam: '{ id: core-1, kind: core, members: [fennec, angus, bipandra] }',
  'players-order': '{ trooper: angus, ruledByPlayers: { declared: "…", outcome: { … } } }',
  'end-turn': '{ regeneration: { taigha: 3 } }  or  { lieutenant: angus, regeneration: { taigha: 3 } }',
  'round-end':
    '{ dominate: { sector-1: alice, sector-2: null }, classified: [{ player: alice, objective: data-scan, by: alice-hacker }] }',
};

/** The end of a Turn typed in full: the Regeneration rolls of its States Phase, the Lieutenant named. */
const EndTurnC = t.readonly(
  t.partial({ lieutenant: t.string, regeneration: t.readonly(t.record(t.string, t.number)) }),
  'EndTurn',
);

/** An activation typed in full: a Coordinated Order, a Fireteam Order with members out of Coherency, the kind of Order. */
const ActivationC = t.readonly(
  t.intersection([
    t.type({ trooper: t.string }),
    t.partial({
      order: t.keyof({ regular: null, irregular: null, lieutenant: null, tactical: null, impetuous: null }),
      coordinated: t.readonlyArray(t.string),
      fireteam: t.literal(true),
      outOfCoherency: t.readonlyArray(t.string),
    }),
  ]),
  'Activation',
);

/** A YAML value checked strictly against a codec: unknown keys refused, the failing field named. */
const strictly = <A>(codec: t.Type<A, unknown>, value: unknown): E.Either<PlayRefusal, A> => {
  const issues = checkShape(value, shapeOf(codec));
  const first = issues[0];
  if (first !== undefined)
    return E.left(playRefusal(`${formatPath(first.path) || 'the answer'}: ${first.message}`, 'play/yaml'));
  const decoded = codec.decode(value);
  if (E.isLeft(decoded)) {
    const f = decodeFailure(decoded.left);
    return E.left(playRefusal(`${formatPath(f.path) || 'the answer'}: ${f.message}`, 'play/yaml'));
  }
  return E.right(decoded.right);
};

/**
 * A typed answer (one YAML flow value in the recorded-game syntax) turned into the command it
 * stands for: a declaration of `trooper`, an ARO (`reactive: {…}`), a table fact, a Fireteam
 * formed, or an Order ruled by the players. The engine judges the command afterwards.
 */
export const typedCommand = (form: TypedForm, text: string, trooper: string): E.Either<PlayRefusal, GameCommand> => {
  let value: unknown;
  try {
    value = parse(text, { maxAliasCount: 0, uniqueKeys: true });
  } catch (error) {
    return E.left(
      playRefusal(`not YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, 'play/yaml'),
    );
  }
  switch (form) {
    case 'activation':
      return E.map((a: t.TypeOf<typeof ActivationC>): GameCommand => ({ type: 'activate', ...a }))(
        strictly(ActivationC, value),
      );
    case 'declaration':
      return E.map((declaration: t.TypeOf<typeof SkillDeclarationC>) => ({
        type: 'declare' as const,
        trooper,
        declaration,
      }))(strictly(SkillDeclarationC, value));
    case 'aro': {
      const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
      const [only] = entries;
      if (entries.length !== 1 || only === undefined)
        return E.left(
          playRefusal('an ARO is typed as one reactive trooper and its skill: ' + TYPED_EXAMPLES.aro, 'play/yaml'),
        );
      return E.map((declaration: t.TypeOf<typeof SkillDeclarationC>) => ({
        type: 'aro' as const,
        trooper: only[0],
        declaration,
      }))(strictly(SkillDeclarationC, only[1]));
    }
    case 'fact':
      return E.map((fact: t.TypeOf<typeof TableFactC>) => ({ type: 'measure' as const, fact }))(
        strictly(TableFactC, value),
      );
    case 'fireteam':
      return E.map((fireteam: t.TypeOf<typeof FireteamSpecC>) => ({ type: 'form-fireteam' as const, fireteam }))(
        strictly(FireteamSpecC, value),
      );
    case 'players-order':
      return E.map((o: t.TypeOf<typeof PlayersOrderC>): GameCommand => {
        const r = o.ruledByPlayers;
        return {
          type: 'rule-by-players',
          trooper: o.trooper,
          declared: r.declared,
          outcome: r.outcome,
          ...(r.skills === undefined ? {} : { skills: r.skills }),
          ...(r.dice === undefined ? {} : { dice: r.dice }),
          ...(r.note === undefined ? {} : { note: r.note }),
        };
      })(strictly(PlayersOrderC, value));
    case 'end-turn':
      return E.map((e: t.TypeOf<typeof EndTurnC>): GameCommand => ({ type: 'end-turn', ...e }))(
        strictly(EndTurnC, value),
      );
    case 'round-end':
      return E.map((r: t.TypeOf<typeof RoundEndC>): GameCommand => ({
        type: 'score-round',
        dominate: r.dominate,
        ...(r.classified === undefined ? {} : { classified: r.classified }),
      }))(strictly(RoundEndC, value));
  }
};
