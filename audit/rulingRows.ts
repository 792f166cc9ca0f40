import type { ArbiterEvent, EventOf } from '../events/index.ts';
import { inflictedName, loggedInflicts } from '../rules/combat/index.ts';
import { orderOf } from './eventRoles.ts';
import type { Namer } from './describeDeclaration.ts';
import { textNamerBy } from './namedText.ts';
import { outcomeSummary, RULED_BY_PLAYERS } from './playersOutcomeText.ts';

/** One ruling in a line, keyed so the same ruling of two runs of a game can be set side by side. */
export interface RulingRow {
  readonly key: string;
  readonly order: number | null;
  readonly label: string;
  readonly value: string;
}

type Side = EventOf<'FaceToFaceResolved'>['a'];

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** Each save's face and fate, then what they cost: Wounds, or (PARA, E/M, Carbonite) a state on any failure. */
const savesText = (e: EventOf<'SavingRollResolved'>): string => {
  const inflicts = loggedInflicts(e.ammo, e.inflicts);
  const imm = inflicts.length > 0;
  const failed = e.automaticWounds + e.rolls.filter((r) => !r.saved).length;
  const result = imm
    ? failed > 0
      ? inflictedName(inflicts)
      : `no ${inflictedName(inflicts)}`
    : `${e.wounds} Wound${e.wounds === 1 ? '' : 's'}`;
  return `${e.rolls.map((r) => `${r.face} ${r.saved ? 'saved' : imm ? 'failed' : 'wound'}`).join(', ') || 'no roll'} → ${result}`;
};
const svText = (sv: Side['rollers'][number]['sv']): string =>
  `${sv.value} (${sv.attribute} ${sv.base}${sv.mods.map((m) => ` ${signed(m.value)}`).join('')})`;
const kept = (hits: number, crits: number): string =>
  `${hits} hit${hits === 1 ? '' : 's'}, ${crits} Critical${crits === 1 ? '' : 's'}`;
const fates = (dice: Side['dice']): string => dice.map((d) => `${d.die.face}: ${d.fate.kind}`).join(', ') || 'no dice';

/**
 * The rulings of a run as rows (`Order 1 · fennec>senku · Senku SV` → `14 (BS 11 +3)`), one or
 * more per derived event, in log order. Declarations are not rows: they are what a what-if changes.
 */
export const rulingRows = (events: Iterable<ArbiterEvent>, name: Namer): RulingRow[] => {
  const rows: RulingRow[] = [];
  const add = rulingRower(name, (r) => rows.push(r));
  for (const e of events) add(e);
  return rows;
};

/**
 * {@link rulingRows} an event at a time: the returned function takes the run's events in log
 * order and hands each of their rows to `onRow` as it is made, so a caller comparing two runs as
 * they go holds no run's rows. A label met again in the same Order (or the frame) is numbered,
 * `label (2)`, and so is its key: the n-th such ruling of one run is set against the n-th of the other.
 */
export const rulingRower = (name: Namer, onRow: (row: RulingRow) => void): ((e: ArbiterEvent) => void) => {
  // The texts the engine logged (a voided skill's reason, whys) name troopers by id: named as shown.
  const said = textNamerBy(name);
  // How often each label was met in the frame, and in the Order running: an Order's events come
  // together (the engine appends them between its activation and its conclusion), so the count of
  // an Order is let go when another starts, and a long game's counts are never all held. Should an
  // Order's events come again after another's (a log edited by hand), they are counted afresh and
  // keyed apart (`N.1|…`), the same way in both runs.
  const frame = new Map<string, number>();
  let current: { order: number; labels: Map<string, number>; prefix: string } | null = null;
  const resumed = new Map<number, number>();
  const labelsOf = (order: number | null): { labels: Map<string, number>; prefix: string } => {
    if (order === null) return { labels: frame, prefix: 'frame' };
    if (current?.order !== order) {
      if (current !== null) resumed.set(current.order, resumed.get(current.order) ?? 0);
      const again = resumed.get(order);
      if (again !== undefined) resumed.set(order, again + 1);
      current = { order, labels: new Map(), prefix: again === undefined ? String(order) : `${order}.${again + 1}` };
    }
    return current;
  };
  const row = (e: ArbiterEvent, label: string, value: string): void => {
    const order = orderOf(e);
    const { labels, prefix } = labelsOf(order);
    const n = (labels.get(label) ?? 0) + 1;
    labels.set(label, n);
    onRow({ key: `${prefix}|${label}#${n}`, order, label: n === 1 ? label : `${label} (${n})`, value });
  };
  const side = (e: ArbiterEvent, exchange: string, s: Side): void => {
    for (const r of s.rollers) {
      row(
        e,
        `${exchange} · ${name(r.trooper)} SV`,
        s.automaticFailures.includes(r.trooper) ? `${svText(r.sv)}, fails automatically` : svText(r.sv),
      );
      row(e, `${exchange} · ${name(r.trooper)} dice`, fates(s.dice.filter((d) => d.roller === r.trooper)));
    }
  };
  return (e) => {
    switch (e.type) {
      case 'OrderSpent':
        row(e, `${name(e.trooper)}: Order spent`, `${e.pool} (${e.group})`);
        break;
      case 'OrderPoolsFormed':
        row(
          e,
          `round ${e.round}, ${name(e.player)}: Order pools`,
          [
            ...e.pools.map((p) => `${p.group} ${p.regular}`),
            ...e.irregular.map((i) => `${name(i.trooper)} ${i.orders}`),
            ...(e.lieutenant === null ? [] : [`LT ${e.lieutenant.orders}`]),
          ].join(', '),
        );
        break;
      case 'AroDeclarationsClosed':
        if (e.forfeited.length > 0) row(e, `AROs lost after the ${e.position} skill`, e.forfeited.map(name).join(', '));
        break;
      case 'FaceToFaceResolved': {
        side(e, e.exchange, e.a);
        side(e, e.exchange, e.b);
        const winner = e.winner === 'neither' ? null : e.winner === 'a' ? e.a : e.b;
        row(
          e,
          `${e.exchange} · winner`,
          winner === null
            ? 'neither'
            : `${winner.rollers.map((r) => name(r.trooper)).join(', ')} (${kept(winner.hits, winner.criticals)})`,
        );
        break;
      }
      case 'NormalRollResolved':
        row(
          e,
          `${e.exchange} · ${name(e.roller.trooper)} SV`,
          e.automaticFailure ? `${svText(e.roller.sv)}, fails automatically` : svText(e.roller.sv),
        );
        row(e, `${e.exchange} · ${name(e.roller.trooper)} dice`, fates(e.dice));
        break;
      case 'HitsScored':
        row(e, `${name(e.attacker)} hits ${name(e.target)}`, kept(e.hits, e.criticals));
        break;
      case 'SavingRollResolved':
        row(e, `${name(e.trooper)} saves against ${name(e.attacker)}`, savesText(e));
        break;
      case 'WoundsInflicted':
        row(e, `${name(e.trooper)} wounds`, `+${e.wounds} (${e.total} in all)`);
        break;
      case 'ProtheionRecovered':
        row(
          e,
          `${name(e.trooper)} Protheion`,
          `-${e.woundsRemoved} Wounds, VITA +${e.vitaRaised} (${e.wounds} in all, VITA +${e.vitaGained})`,
        );
        break;
      case 'SmokeThrown':
        row(e, `${name(e.by)} ${e.ammo} template ${e.id}`, e.placed ? 'on the table' : 'not placed');
        break;
      case 'StateEntered':
        row(e, `${name(e.trooper)} becomes`, e.state);
        break;
      case 'StateLeft':
        row(e, `${name(e.trooper)} leaves`, e.state);
        break;
      case 'SkillGained':
        row(e, `${name(e.trooper)} gains`, e.skills.join(', '));
        break;
      case 'ObjectiveChanged':
        row(e, `${e.item} ${e.holder === null ? 'on the ground' : `carried by ${name(e.holder)}`}`, e.opened ?? '');
        break;
      case 'SkillVoided':
        row(e, `${name(e.trooper)} ${e.position} ${e.skill} null`, said(e.reason));
        break;
      case 'ShotNullified':
        row(
          e,
          `${name(e.attacker)} shot ${e.shot} nullified`,
          e.touching.map((t) => `${name(t.trooper)} ${t.side}`).join(', '),
        );
        break;
      case 'TemplateAttackResolved':
        row(
          e,
          `${e.exchange} · template hits on ${name(e.target)}`,
          `${e.hits}${e.dodge === null ? '' : e.dodged ? ' (dodged)' : ' (Dodge failed)'}`,
        );
        break;
      case 'FriendlyFireHit':
        row(e, `${e.exchange} · friendly fire`, `${name(e.ally)} hit by ${e.die}`);
        break;
      case 'DodgeResolved':
        row(
          e,
          `${name(e.trooper)} Dodge`,
          `${e.moves ? `moves ${e.moved === undefined ? e.inches : e.moved.inches}"${(e.moved?.contacts.length ?? 0) > 0 ? ` into contact with ${(e.moved?.contacts ?? []).map(name).join(', ')}` : ''}` : 'stays'}; hit by ${e.hitBy.map(name).join(', ') || 'nobody'}`,
        );
        break;
      case 'DisposableSpent':
        row(e, `${name(e.trooper)} ${e.weapon} uses left`, String(e.remaining));
        break;
      case 'GutsRequirementChecked':
        row(e, `${name(e.trooper)} Guts Roll`, e.required ? `required (${said(e.why)})` : 'not required');
        break;
      case 'GutsRollResolved':
        row(
          e,
          `${name(e.trooper)} Guts Roll result`,
          e.choice === 'fail-on-purpose'
            ? 'failed on purpose'
            : e.choice === 'courage'
              ? 'passed by Courage (no die)'
              : `${fates(e.dice)} → ${e.passed ? 'passed' : 'failed'}`,
        );
        break;
      case 'GutsMoved':
        row(e, `${name(e.trooper)} after Guts`, e.option);
        break;
      case 'FireteamChanged':
        row(e, `Fireteam ${e.fireteam.id} ${e.change}`, `${said(e.why)} (level ${e.level})`);
        break;
      case 'OrderRuledByPlayers':
        // Not a ruling of the engine: the outcome as the players agreed it, labelled so.
        row(e, `${name(e.trooper)}: ${RULED_BY_PLAYERS}`, outcomeSummary(e.outcome, name));
        break;
      case 'GameStarted':
      case 'TurnStarted':
      case 'TurnEnded':
      case 'LieutenantAppointed':
      case 'CommandTokenSpent':
      case 'TrooperActivated':
      case 'CoordinatedOrderGiven':
      case 'OrderStepEntered':
      case 'SkillDeclared':
      case 'AroDeclared':
      case 'MeasurementRecorded':
      case 'DiceRolled':
      case 'OrderConcluded':
      case 'StepRetracted':
      case 'RoundScored':
      case 'GameEnded':
        break;
      default: {
        const unknown: never = e;
        row(unknown, 'unknown ruling', JSON.stringify(unknown));
      }
    }
  };
};
