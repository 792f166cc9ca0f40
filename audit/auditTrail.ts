import type { Citation } from '../rules/citations/index.ts';
import type { Edition } from '../rules/edition.ts';
import { lieutenantTokenBonus } from '../rules/orders/index.ts';
import type { ArmyList } from '../rules/profiles/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { AuditEntry, AuditOrder, AuditTrail } from './auditEntry.ts';
import { chained, chainItems } from './chain.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import { cite, sequenceCitation } from './lineCitations.ts';
import type { TrailState } from './trailState.ts';
import { entryOf } from './trailEntry.ts';
import { namedTexts, textNamer, type TextNamer } from './namedText.ts';
import { missionLine, scoringLine } from './scoringLines.ts';
import { deploymentLines } from './deploymentLines.ts';

export type { TrailState } from './trailState.ts';

const closeOrder = (s: TrailState): TrailState => {
  if (s.order === null) return s;
  if (s.turn === null) return { ...s, order: null, entries: null };
  const closed: AuditOrder = { ...s.order, entries: chainItems(s.entries) };
  return { ...s, turn: { ...s.turn, orders: [...s.turn.orders, closed] }, order: null, entries: null };
};

const closeTurn = (s: TrailState): TrailState => {
  const t = closeOrder(s);
  return t.turn === null ? t : { ...t, turns: [...t.turns, t.turn], turn: null };
};

const add = (s: TrailState, entry: AuditEntry): TrailState =>
  s.order !== null
    ? { ...s, entries: chained(s.entries, entry) }
    : // Between Orders only the Tactical Phase adds lines (a Fireteam formed with a Command Token,
      // Suppressive Fire ended by Loss of Lieutenant).
      s.turn !== null && (entry.kind === 'fireteam' || entry.kind === 'state' || entry.kind === 'command-token')
      ? { ...s, turn: { ...s.turn, tactical: [...(s.turn.tactical ?? []), entry] } }
      : s;

/** Command Tokens over the usual, per player (rules/orders/commandSkills.ts); nothing when none. */
const tokenBonuses = (edition: Edition, armies: readonly ArmyList[]): Pick<TrailState, 'tokenBonuses'> => {
  const bonuses = armies.flatMap((a) => {
    const b = lieutenantTokenBonus(edition, a);
    return b === null ? [] : [{ player: a.player, tokens: b.tokens, citations: cite([b.citation]) }];
  });
  return bonuses.length === 0 ? {} : { tokenBonuses: bonuses };
};

/** The namer of a game's texts, made once per game (its names are one object from GameStarted on). */
const namers = new WeakMap<object, TextNamer>();
const namerOf = (s: TrailState): TextNamer => {
  const known = namers.get(s.names);
  if (known !== undefined) return known;
  const made = textNamer({ ...s.names, ...s.players });
  namers.set(s.names, made);
  return made;
};
/** A trail line with the ids in its logged texts (MOD reasons, whys) named as the lists name them. */
const namedEntryOf = (s: TrailState, seq: number, e: ArbiterEvent): AuditEntry | null => {
  const entry = entryOf(s, seq, e);
  return entry === null ? null : namedTexts(entry, namerOf(s));
};

const citationsOf = (ids: readonly Citation['id'][]): readonly Citation[] => cite(ids);

/**
 * The audit trail as a pure fold over the log's records: Turns, their Order pools, and per
 * Order who activated, the Order spent, every declaration, measurement, ARO and die, and every
 * ruling with its MODs, per-die fates, exact odds and citations.
 */
export const auditTrailProjection = {
  initial: {
    title: '',
    edition: null,
    readings: {},
    names: {},
    turns: [],
    turn: null,
    order: null,
    entries: null,
    appointed: null,
  } as TrailState,
  evolve(s: TrailState, record: AuditRecord): TrailState {
    const { seq, event: e } = record;
    switch (e.type) {
      case 'GameStarted': {
        const names: Readonly<Record<string, string>> = Object.fromEntries(
          e.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers.map((t) => [t.id, t.name]))),
        );
        const players: Readonly<Record<string, string>> = Object.fromEntries(
          e.armies.map((a) => [a.player, a.faction]),
        );
        return {
          ...s,
          title: e.title,
          edition: e.edition,
          readings: e.readings ?? {},
          names,
          players,
          ...tokenBonuses(e.edition, e.armies),
          ...(e.mission === undefined ? {} : { mission: missionLine(e.mission) }),
          ...deploymentLines(e, (id) => players[id] ?? `${names[id] ?? id} (${id})`),
        };
      }
      case 'RoundScored':
      case 'GameEnded': {
        const t = closeTurn(s);
        return { ...t, scoring: [...(t.scoring ?? []), scoringLine(seq, e)] };
      }
      case 'TurnStarted':
        return {
          ...closeTurn(s),
          turn: { round: e.round, player: e.player, seq, pools: null, orders: [], ended: null },
          appointed: null,
        };
      case 'OrderPoolsFormed':
        return s.turn === null
          ? s
          : {
              ...s,
              turn: {
                ...s.turn,
                pools: {
                  seq,
                  regular: e.pools.map((p) => ({ group: p.group, orders: p.regular })),
                  irregular: e.irregular,
                  ...(e.tactical === undefined ? {} : { tactical: e.tactical }),
                  ...(e.impetuous === undefined ? {} : { impetuous: e.impetuous }),
                  lieutenant: e.lieutenant,
                  lossOfLieutenant: e.lossOfLieutenant,
                  ...(e.retreat === undefined ? {} : { retreat: e.retreat }),
                  citations: citationsOf(e.citations),
                },
              },
            };
      case 'StepRetracted':
        // The audit folds the events still in force (eventsInForce): a retraction is listed apart.
        return s;
      case 'LieutenantAppointed':
        return { ...s, appointed: { trooper: e.trooper, citations: cite([e.citation]) } };
      case 'TurnEnded': {
        const t = closeOrder(s);
        return t.turn === null
          ? t
          : closeTurn({ ...t, turn: { ...t.turn, ended: { seq, appointed: t.appointed } }, appointed: null });
      }
      case 'TrooperActivated': {
        const t = closeOrder(s);
        const activation: AuditEntry = {
          kind: 'activation',
          seq,
          trooper: e.trooper,
          player: e.player,
          citations: cite([sequenceCitation(s.edition)]),
        };
        return {
          ...t,
          order: {
            order: e.order,
            ruledBy: 'engine',
            round: t.turn?.round ?? 0,
            player: e.player,
            trooper: e.trooper,
          },
          entries: chained(null, activation),
        };
      }
      case 'OrderRuledByPlayers': {
        const t = closeOrder(s);
        const ruling = namedEntryOf(s, seq, e);
        return {
          ...t,
          order: {
            order: e.order,
            ruledBy: 'players',
            round: t.turn?.round ?? 0,
            player: e.player,
            trooper: e.trooper,
          },
          entries: ruling === null ? null : chained(null, ruling),
        };
      }
      // Every other event is an entry of the open Order, or nothing.
      case 'AroDeclarationsClosed':
      case 'AroDeclared':
      case 'CoordinatedOrderGiven':
      case 'CommandTokenSpent':
      case 'FireteamChanged':
      case 'DiceRolled':
      case 'DisposableSpent':
      case 'DodgeResolved':
      case 'FaceToFaceResolved':
      case 'FriendlyFireHit':
      case 'GutsMoved':
      case 'GutsRequirementChecked':
      case 'GutsRollResolved':
      case 'HitsScored':
      case 'MeasurementRecorded':
      case 'NormalRollResolved':
      case 'OrderConcluded':
      case 'OrderSpent':
      case 'OrderStepEntered':
      case 'SavingRollResolved':
      case 'ShotNullified':
      case 'SkillDeclared':
      case 'SkillVoided':
      case 'StateEntered':
      case 'StateLeft':
      case 'TemplateAttackResolved':
      case 'ProtheionRecovered':
      case 'SmokeThrown':
      case 'ObjectiveChanged':
      case 'SkillGained':
      case 'WoundsInflicted': {
        const entry = namedEntryOf(s, seq, e);
        return entry === null ? s : add(s, entry);
      }
    }
  },
};

/** The finished trail: whatever is still open (a log cut mid-Turn) is closed as it stands. */
export const finishTrail = (s: TrailState): AuditTrail => {
  const t = closeTurn(s);
  return {
    title: t.title,
    edition: t.edition,
    readings: t.readings,
    names: t.names,
    ...(t.players === undefined ? {} : { players: t.players }),
    turns: t.turns,
    ...(t.tokenBonuses === undefined ? {} : { tokenBonuses: t.tokenBonuses }),
    ...(t.mission === undefined ? {} : { mission: t.mission }),
    ...(t.scoring === undefined ? {} : { scoring: t.scoring }),
    ...(t.deployment === undefined ? {} : { deployment: t.deployment }),
  };
};

/** Folds records into a finished trail. */
export const auditTrail = (records: Iterable<AuditRecord>): AuditTrail => {
  let s = auditTrailProjection.initial;
  for (const r of records) s = auditTrailProjection.evolve(s, r);
  return finishTrail(s);
};
