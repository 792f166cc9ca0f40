import type { ArbiterEvent, EventOf } from '../events/index.ts';
import { declinedSkillName, inflictedName, loggedInflicts } from '../rules/combat/index.ts';
import { describeFate, type DieOutcome } from '../rules/dice/index.ts';
import { orderOf } from '../events/index.ts';
import { trooperNames } from './trooperNames.ts';
import { RULED_BY_PLAYERS } from '../audit/index.ts';
import type { DieCard, RollCard, RollerCard } from './viewerApi.ts';

type Names = ReadonlyMap<string, string>;
type Roller = EventOf<'FaceToFaceResolved'>['a']['rollers'][number];
type Side = EventOf<'FaceToFaceResolved'>['a'];

const judged = (d: DieOutcome): DieCard => ({
  id: d.id,
  face: d.die.face,
  sv: d.die.sv,
  fate: d.fate.kind,
  text: describeFate(d.fate),
  critical: d.die.critical && d.die.success,
  by:
    d.fate.kind === 'cancelled' || d.fate.kind === 'critical-cancelled'
      ? d.fate.by
      : d.fate.kind === 'tie'
        ? d.fate.with
        : [],
});

const rollerCard = (r: Roller, dice: readonly DieOutcome[], failed: boolean, names: Names): RollerCard => ({
  trooper: r.trooper,
  name: names.get(r.trooper) ?? r.trooper,
  what: r.skill,
  sv: `SV ${r.sv.value}${failed ? ' (automatic failure, no roll)' : ''}`,
  dice: dice.filter((d) => d.roller === r.trooper).map(judged),
});

const sideCards = (side: Side, names: Names): readonly RollerCard[] =>
  side.rollers.map((r) => rollerCard(r, side.dice, side.automaticFailures.includes(r.trooper), names));

const sideName = (side: Side, names: Names): string =>
  side.rollers.map((r) => names.get(r.trooper) ?? r.trooper).join(', ');

/** Attack dice are named as the engine names them (`senku#1`); saving dice apart, so a fate never points at one. */
const rolledId = (trooper: string, purpose: string, i: number): string =>
  purpose === 'saving-roll' ? `${trooper} save ${i + 1}` : `${trooper}#${i + 1}`;

/** One card per dice event and dice ruling; null for the events that are neither. */
const card = (e: ArbiterEvent, seq: number, names: Names): RollCard | null => {
  const name = (id: string): string => names.get(id) ?? id;
  switch (e.type) {
    case 'DiceRolled':
      return {
        seq,
        kind: 'rolled',
        title: `${name(e.trooper)} rolls ${e.purpose}`,
        // A saving roll may carry the Optional skills its player declined for this Order (Dogged, NWI).
        outcome: `dice entered, not judged yet${e.decline === undefined ? '' : `; ${e.decline.map(declinedSkillName).join(' and ')} declined by its player (${(e.declineRules ?? []).join(', ')})`}`,
        sides: [
          {
            trooper: e.trooper,
            name: name(e.trooper),
            what: e.purpose,
            sv: null,
            // A Special Die the player discarded is shown as such, with the rule that gave it.
            dice: e.faces.map((face, i) => ({
              id: rolledId(e.trooper, e.purpose, i),
              face,
              sv: null,
              fate: e.discard?.includes(i) === true ? 'discarded' : 'rolled',
              text:
                e.discard?.includes(i) === true
                  ? `discarded by the player (Special Die, ${e.discardRule ?? 'extra die'})`
                  : 'awaiting the ruling',
              critical: false,
              by: [],
            })),
          },
        ],
      };
    case 'OrderRuledByPlayers':
      // The dice the players rolled and judged themselves: shown as given, never with an engine fate.
      return e.dice.length === 0
        ? null
        : {
            seq,
            kind: 'rolled',
            title: `Order ${e.order}: ${e.declared}`,
            outcome: `${RULED_BY_PLAYERS}: the dice as they gave them`,
            sides: e.dice.map((d) => ({
              trooper: d.trooper,
              name: name(d.trooper),
              what: RULED_BY_PLAYERS,
              sv: null,
              dice: d.faces.map((face, i) => ({
                id: `${d.trooper}#${i + 1}`,
                face,
                sv: null,
                fate: 'rolled',
                text: 'judged by the players',
                critical: false,
                by: [],
              })),
            })),
          };
    case 'FaceToFaceResolved':
      return {
        seq,
        kind: 'face-to-face',
        title: `Face to Face ${e.exchange}`,
        outcome: e.winner === 'neither' ? 'neither side wins' : `${sideName(e.winner === 'a' ? e.a : e.b, names)} wins`,
        sides: [...sideCards(e.a, names), ...sideCards(e.b, names)],
      };
    case 'NormalRollResolved':
      return {
        seq,
        kind: 'normal',
        title: `Normal Roll ${e.exchange}`,
        outcome: `${e.successes} success(es), ${e.criticals} critical(s)`,
        sides: [rollerCard(e.roller, e.dice, e.automaticFailure, names)],
      };
    case 'SavingRollResolved': {
      const inflicted = loggedInflicts(e.ammo, e.inflicts);
      return {
        seq,
        kind: 'saving-roll',
        title: `${name(e.trooper)} saves (${e.attribute}) against ${name(e.attacker)}'s ${e.weapon} (${e.ammo})`,
        // A failed PARA roll (PH-6) costs no Wound: it puts the trooper in IMM-A; a failed E/M roll,
        // in Isolated (and IMM-B on a HI, TAG or REM); a failed save against Carbonite, in IMM-B.
        outcome:
          inflicted.length > 0
            ? e.automaticWounds + e.rolls.filter((r) => !r.saved).length > 0
              ? `a ${e.ammo === 'PARA' ? 'PH-6' : e.attribute} ${e.ammo === 'PARA' ? 'roll' : 'save'} failed: ${inflictedName(inflicted)}`
              : `every ${e.ammo === 'PARA' ? 'PH-6 roll' : `${e.attribute} save`} passed`
            : `${e.wounds} wound(s)${e.automaticWounds > 0 ? `, ${e.automaticWounds} of them from Criticals (no roll)` : ''}`,
        sides: [
          {
            trooper: e.trooper,
            name: name(e.trooper),
            what: 'saving-roll',
            sv: null,
            dice: e.rolls.map((r, i) => ({
              id: rolledId(e.trooper, 'saving-roll', i),
              face: r.face,
              sv: null,
              fate: r.saved ? 'saved' : inflicted.length > 0 ? 'state' : 'wound',
              text: r.why,
              critical: false,
              by: [],
            })),
          },
        ],
      };
    }
    case 'AroDeclarationsClosed':
    case 'AroDeclared':
    case 'CoordinatedOrderGiven':
    case 'FireteamChanged':
    case 'DisposableSpent':
    case 'DodgeResolved':
    case 'FriendlyFireHit':
    case 'GameStarted':
    case 'GutsMoved':
    case 'GutsRequirementChecked':
    case 'GutsRollResolved':
    case 'HitsScored':
    case 'LieutenantAppointed':
    case 'CommandTokenSpent':
    case 'StepRetracted':
    case 'MeasurementRecorded':
    case 'OrderConcluded':
    case 'OrderPoolsFormed':
    case 'OrderSpent':
    case 'OrderStepEntered':
    case 'ShotNullified':
    case 'SkillDeclared':
    case 'SkillVoided':
    case 'StateEntered':
    case 'StateLeft':
    case 'TemplateAttackResolved':
    case 'TrooperActivated':
    case 'TurnEnded':
    case 'TurnStarted':
    case 'RoundScored':
    case 'GameEnded':
    case 'ObjectiveChanged':
    case 'SkillGained':
    case 'WoundsInflicted':
    case 'ProtheionRecovered':
    case 'SmokeThrown':
      return null;
  }
};

/** Whether a later ruling judged these dice (then the raw roll is not shown twice). */
const judgedLater = (rolled: RollCard, cards: readonly RollCard[]): boolean =>
  cards.some(
    (c) =>
      c.seq > rolled.seq &&
      c.kind !== 'rolled' &&
      (c.kind === 'saving-roll') === (rolled.sides[0]?.what === 'saving-roll') &&
      c.sides.some((s) => s.trooper === rolled.sides[0]?.trooper),
  );

/**
 * The dice of the Order that event `seq` belongs to, as they stood after that event: each judged
 * die with its fate (which enemy die cancelled it, ties, criticals, saves), and dice entered but
 * not judged yet. Events outside an Order have no dice.
 */
export const rollCards = (events: readonly ArbiterEvent[], seq: number): readonly RollCard[] => {
  const current = events[seq - 1];
  const order = current === undefined ? null : orderOf(current);
  if (order === null) return [];
  const seqs = events.slice(0, seq).flatMap((e, i) => (orderOf(e) === order ? [i + 1] : []));
  return rollCardsOf(events, seqs, trooperNames(events));
};

/** The roll cards of the events `seqs` (an Order's events so far, in order), named with `names`. */
export const rollCardsOf = (
  events: readonly ArbiterEvent[],
  seqs: readonly number[],
  names: ReadonlyMap<string, string>,
): readonly RollCard[] => {
  const cards: RollCard[] = [];
  for (const s of seqs) {
    const e = events[s - 1];
    const c = e === undefined ? null : card(e, s, names);
    if (c !== null) cards.push(c);
  }
  return cards.filter((c) => c.kind !== 'rolled' || !judgedLater(c, cards));
};
