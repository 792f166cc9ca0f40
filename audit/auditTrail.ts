import type { ArbiterEvent, EventOf } from '../events/index.ts';
import { citation, type Citation } from '../rules/citations/index.ts';
import { describeFate, type DieOutcome } from '../rules/dice/index.ts';
import { inflictedName, loggedInflicts, type SaveState } from '../rules/combat/index.ts';
import type { Edition } from '../rules/edition.ts';
import type { Readings } from '../rules/readings.ts';
import type {
  AuditEntry,
  AuditOrder,
  AuditTrail,
  AuditTurn,
  DieLine,
  ModLine,
  RollerLine,
  SideLine,
  SvLine,
} from './auditEntry.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import {
  aroCitations,
  aroTimingCitation,
  cite,
  factPointCitations,
  measurementCitation,
  pointCitations,
  sequenceCitation,
} from './lineCitations.ts';
import { faceToFaceRollOdds, gutsRollOdds, normalRollOdds, savingRollOdds } from './rollOdds.ts';

/** The trail while it is being folded: closed Turns, and the Turn and Order still open. */
export interface TrailState {
  readonly title: string;
  readonly edition: Edition | null;
  readonly readings: Readings;
  readonly names: Readonly<Record<string, string>>;
  readonly turns: readonly AuditTurn[];
  readonly turn: AuditTurn | null;
  readonly order: AuditOrder | null;
  readonly appointed: NonNullable<AuditTurn['ended']>['appointed'];
}

type Sv = EventOf<'FaceToFaceResolved'>['a']['rollers'][number]['sv'];
type Mod = Sv['mods'][number];

const modLine = (m: Mod): ModLine => ({ value: m.value, reason: m.reason, citation: citation(m.citation) });
const svLine = (sv: Sv): SvLine => ({
  attribute: sv.attribute,
  base: sv.base,
  mods: sv.mods.map(modLine),
  rawModTotal: sv.rawModTotal,
  modTotal: sv.modTotal,
  value: sv.value,
  citations: cite(sv.citations),
});
const dieLine = (d: DieOutcome): DieLine => ({
  id: d.id,
  roller: d.roller,
  face: d.die.face,
  sv: d.die.sv,
  result: d.die.result,
  success: d.die.success,
  critical: d.die.critical,
  fate: d.fate,
  fateText: describeFate(d.fate),
  citation: citation(d.die.citation),
});
const rollerLine = (
  r: EventOf<'FaceToFaceResolved'>['a']['rollers'][number],
  automatic: readonly string[],
): RollerLine => ({
  trooper: r.trooper,
  skill: r.skill,
  sv: svLine(r.sv),
  automaticFailure: automatic.includes(r.trooper),
});
const sideLine = (s: EventOf<'FaceToFaceResolved'>['a']): SideLine => ({
  rollers: s.rollers.map((r) => rollerLine(r, s.automaticFailures)),
  dice: s.dice.map(dieLine),
  hits: s.hits,
  criticals: s.criticals,
});

type Threshold = EventOf<'SavingRollResolved'>['threshold'];
const reading = (t: Threshold, attribute: string, inflicts: readonly SaveState[]): string => {
  switch (t.kind) {
    case 'none':
      return 'no Saving Roll';
    case 'attribute-roll':
      return t.sv < 1
        ? `${attribute} roll at SV ${t.sv}: below 1, every roll fails with no die (${inflictedName(inflicts)})`
        : `${attribute} Normal Roll: saved on d20 ≤ ${t.sv}, ${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} above`;
    case 'n3-arm-roll':
      return `d20 + ${attribute} ${t.armour} must beat DAM ${t.damage}: ${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} on ${t.damage - t.armour} or less`;
    case 'n4-attack-damage':
      return `${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} on d20 ≤ Attack Damage ${t.attackDamage}`;
    case 'n5-success-value':
      return `saved on d20 ≤ SV ${t.sv}, ${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} above`;
  }
};

const closeOrder = (s: TrailState): TrailState => {
  if (s.order === null) return s;
  if (s.turn === null) return { ...s, order: null };
  return { ...s, turn: { ...s.turn, orders: [...s.turn.orders, s.order] }, order: null };
};

const closeTurn = (s: TrailState): TrailState => {
  const t = closeOrder(s);
  return t.turn === null ? t : { ...t, turns: [...t.turns, t.turn], turn: null };
};

const add = (s: TrailState, entry: AuditEntry): TrailState =>
  s.order === null ? s : { ...s, order: { ...s.order, entries: [...s.order.entries, entry] } };

/** The line a logged event adds to the trail (null: none). */
const entryOf = (s: TrailState, seq: number, e: ArbiterEvent): AuditEntry | null => {
  const ed = s.edition ?? 'n5';
  const oes = [sequenceCitation(s.edition)];
  switch (e.type) {
    case 'OrderSpent':
      return {
        kind: 'order-spent',
        seq,
        trooper: e.trooper,
        group: e.group,
        pool: e.pool,
        citations: cite([e.citation]),
      };
    case 'SkillDeclared':
      return {
        kind: 'skill',
        seq,
        trooper: e.trooper,
        position: e.position,
        declaration: e.declaration,
        citations: cite([...oes, ...pointCitations(s.edition, e.declaration)]),
      };
    case 'AroDeclared':
      return {
        kind: 'aro',
        seq,
        trooper: e.trooper,
        position: e.position,
        declaration: e.declaration,
        citations: cite([...aroCitations(s.edition), ...pointCitations(s.edition, e.declaration)]),
      };
    case 'AroDeclarationsClosed':
      return {
        kind: 'aros-closed',
        seq,
        position: e.position,
        forfeited: e.forfeited,
        citations: cite([aroTimingCitation(s.edition)]),
      };
    case 'MeasurementRecorded':
      return {
        kind: 'measurement',
        seq,
        fact: e.fact,
        citations: cite([measurementCitation(s.edition, e.fact), ...factPointCitations(s.edition, e.fact)]),
      };
    case 'DiceRolled':
      return { kind: 'dice', seq, trooper: e.trooper, purpose: e.purpose, faces: e.faces, citations: cite(oes) };
    case 'FaceToFaceResolved':
      return {
        kind: 'face-to-face',
        seq,
        exchange: e.exchange,
        a: sideLine(e.a),
        b: sideLine(e.b),
        winner: e.winner,
        odds: faceToFaceRollOdds(ed, e),
        citations: cite(e.citations),
      };
    case 'NormalRollResolved':
      return {
        kind: 'normal-roll',
        seq,
        exchange: e.exchange,
        roller: rollerLine(e.roller, e.automaticFailure ? [e.roller.trooper] : []),
        dice: e.dice.map(dieLine),
        successes: e.successes,
        criticals: e.criticals,
        odds: normalRollOdds(ed, e),
        citations: cite(e.citations),
      };
    case 'HitsScored':
      return {
        kind: 'hits',
        seq,
        exchange: e.exchange,
        attacker: e.attacker,
        target: e.target,
        weapon: e.weapon,
        hits: e.hits,
        criticals: e.criticals,
        citations: cite(e.citations),
      };
    case 'SavingRollResolved':
      return {
        kind: 'saving-roll',
        seq,
        trooper: e.trooper,
        attacker: e.attacker,
        weapon: e.weapon,
        ammo: e.ammo,
        attribute: e.attribute,
        inflicts: loggedInflicts(e.ammo, e.inflicts),
        reading: reading(e.threshold, e.attribute, loggedInflicts(e.ammo, e.inflicts)),
        mods: e.mods.map(modLine),
        rolls: e.rolls,
        automaticWounds: e.automaticWounds,
        wounds: e.wounds,
        odds: savingRollOdds(ed, e),
        citations: cite(e.citations),
      };
    case 'WoundsInflicted':
      return {
        kind: 'wounds',
        seq,
        trooper: e.trooper,
        wounds: e.wounds,
        total: e.total,
        citations: cite(e.citations),
      };
    case 'StateEntered':
      return {
        kind: 'state',
        seq,
        trooper: e.trooper,
        change: 'entered',
        state: e.state,
        citations: cite(e.citations),
      };
    case 'StateLeft':
      return { kind: 'state', seq, trooper: e.trooper, change: 'left', state: e.state, citations: cite(e.citations) };
    case 'OrderConcluded':
      return { kind: 'conclusion', seq, trooper: e.trooper, citations: cite(oes) };
    case 'CoordinatedOrderGiven':
      return {
        kind: 'coordinated',
        seq,
        spearhead: e.spearhead,
        troopers: e.troopers,
        commandTokensLeft: e.commandTokensLeft,
        citations: cite([e.citation]),
      };
    case 'SkillVoided':
      return {
        kind: 'skill-voided',
        seq,
        trooper: e.trooper,
        position: e.position,
        skill: e.skill,
        reason: e.reason,
        citations: cite([e.citation]),
      };
    case 'ShotNullified':
      return {
        kind: 'shot-nullified',
        seq,
        attacker: e.attacker,
        weapon: e.weapon,
        shot: e.shot,
        touching: e.touching,
        keepAro: e.keepAro,
        expendableUsesSpent: e.expendableUsesSpent,
        citations: cite(e.citations),
      };
    case 'TemplateAttackResolved':
      return {
        kind: 'template-attack',
        seq,
        exchange: e.exchange,
        source: e.source,
        target: e.target,
        weapon: e.weapon,
        placements: e.placements,
        mine: e.mine,
        dodge: e.dodge,
        dodged: e.dodged,
        hits: e.hits,
        citations: cite(e.citations),
      };
    case 'FriendlyFireHit':
      return {
        kind: 'friendly-fire',
        seq,
        exchange: e.exchange,
        attacker: e.attacker,
        ally: e.ally,
        weapon: e.weapon,
        die: e.die,
        face: e.face,
        sv: e.sv,
        failureCategory: e.failureCategory,
        allyMod: e.allyMod,
        citations: cite(e.citations),
      };
    case 'DodgeResolved': {
      const entry = {
        kind: 'dodge' as const,
        seq,
        trooper: e.trooper,
        turn: e.turn,
        against: e.against,
        moves: e.moves,
        inches: e.inches,
        hitBy: e.hitBy,
        minesNotActivated: e.minesNotActivated,
        citations: cite(e.citations),
      };
      return e.moved === undefined ? entry : { ...entry, moved: e.moved };
    }
    case 'DisposableSpent':
      return {
        kind: 'disposable',
        seq,
        trooper: e.trooper,
        weapon: e.weapon,
        copy: e.copy,
        spent: e.spent,
        remaining: e.remaining,
        citations: cite(e.citations),
      };
    case 'GutsRequirementChecked':
      return {
        kind: 'guts-check',
        seq,
        trooper: e.trooper,
        required: e.required,
        why: e.why,
        citations: cite(e.citations),
      };
    case 'GutsRollResolved':
      return {
        kind: 'guts-roll',
        seq,
        trooper: e.trooper,
        choice: e.choice,
        sv: e.sv === null ? null : svLine(e.sv),
        dice: e.dice.map(dieLine),
        passed: e.passed,
        odds: gutsRollOdds(ed, e),
        citations: cite(e.citations),
      };
    case 'GutsMoved':
      return { kind: 'guts-move', seq, trooper: e.trooper, option: e.option, citations: cite(e.citations) };
    case 'OrderRuledByPlayers':
      // No citation: the engine did not rule this Order, it only checked the outcome fits the table.
      return {
        kind: 'players-ruling',
        seq,
        trooper: e.trooper,
        player: e.player,
        declared: e.declared,
        skills: e.skills,
        dice: e.dice,
        note: e.note ?? null,
        outcome: e.outcome,
        citations: [],
      };
    case 'GameStarted':
    case 'TurnStarted':
    case 'OrderPoolsFormed':
    case 'TurnEnded':
    case 'LieutenantAppointed':
    case 'TrooperActivated':
    case 'OrderStepEntered':
      return null;
  }
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
    appointed: null,
  } as TrailState,
  evolve(s: TrailState, record: AuditRecord): TrailState {
    const { seq, event: e } = record;
    switch (e.type) {
      case 'GameStarted':
        return {
          ...s,
          title: e.title,
          edition: e.edition,
          readings: e.readings ?? {},
          names: Object.fromEntries(
            e.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers.map((t) => [t.id, t.name]))),
          ),
        };
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
                  lieutenant: e.lieutenant,
                  lossOfLieutenant: e.lossOfLieutenant,
                  citations: citationsOf(e.citations),
                },
              },
            };
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
            entries: [activation],
          },
        };
      }
      case 'OrderRuledByPlayers': {
        const t = closeOrder(s);
        const ruling = entryOf(s, seq, e);
        return {
          ...t,
          order: {
            order: e.order,
            ruledBy: 'players',
            round: t.turn?.round ?? 0,
            player: e.player,
            trooper: e.trooper,
            entries: ruling === null ? [] : [ruling],
          },
        };
      }
      // Every other event is an entry of the open Order, or nothing.
      case 'AroDeclarationsClosed':
      case 'AroDeclared':
      case 'CoordinatedOrderGiven':
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
      case 'WoundsInflicted': {
        const entry = entryOf(s, seq, e);
        return entry === null ? s : add(s, entry);
      }
    }
  },
};

/** The finished trail: whatever is still open (a log cut mid-Turn) is closed as it stands. */
export const finishTrail = (s: TrailState): AuditTrail => {
  const t = closeTurn(s);
  return { title: t.title, edition: t.edition, readings: t.readings, names: t.names, turns: t.turns };
};

/** Folds records into a finished trail. */
export const auditTrail = (records: Iterable<AuditRecord>): AuditTrail => {
  let s = auditTrailProjection.initial;
  for (const r of records) s = auditTrailProjection.evolve(s, r);
  return finishTrail(s);
};
