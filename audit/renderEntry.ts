import { tokenSpendingText } from './commandTokenText.ts';
import { declineText, discardText } from './discardText.ts';
import { inflictedName } from '../rules/combat/index.ts';
import type { AuditEntry, ModLine, RollerLine, RollOdds, SideLine } from './auditEntry.ts';
import { describeDeclaration, describeFact, type Namer } from './describeDeclaration.ts';
import { type TextStyle } from './textStyle.ts';
import { declaredText, outcomeLines } from './playersOutcomeText.ts';
import { plural } from './plural.ts';
import { possessive } from './possessive.ts';
import { NO_SAVE_READING } from './trailLines.ts';
import { formatChance, signed, type Line } from './trailWriter.ts';

const outcomeText = (hits: number, crits: number): string => `${plural(hits, 'hit')}, ${plural(crits, 'Critical')}`;

/** One line of the trail as text: a declaration, a measurement, a die, a ruling with its MODs, dice and odds. */
const mods = (line: Line, indent: number, list: readonly ModLine[]): void => {
  for (const m of list) line(indent, `${signed(m.value).padStart(3)}  ${m.reason}`, [m.citation]);
};

const roller = (line: Line, name: Namer, r: RollerLine): void => {
  line(4, `${name(r.trooper)}, ${r.skill}: ${r.sv.attribute} ${r.sv.base}`);
  mods(line, 6, r.sv.mods);
  const capped =
    r.sv.modTotal !== r.sv.rawModTotal ? ` (MODs ${signed(r.sv.rawModTotal)} capped at ${signed(r.sv.modTotal)})` : '';
  line(
    6,
    `= SV ${r.sv.value}${capped}${r.automaticFailure ? ': fails automatically, no die rolled' : ''}`,
    r.sv.citations,
  );
};

const side = (line: Line, name: Namer, s: SideLine, style: TextStyle): void => {
  for (const r of s.rollers) roller(line, name, r);
  for (const d of s.dice) {
    const read = d.success ? (d.critical ? 'Critical' : 'success') : 'failure';
    const result = d.result !== d.face ? ` (result ${d.result})` : '';
    const fate =
      d.fate.kind === 'hit'
        ? style.good('kept')
        : d.fate.kind === 'critical-hit'
          ? style.good('kept, a Critical')
          : d.fate.kind === 'failed'
            ? 'discarded'
            : d.fateText;
    line(4, `${d.id.padEnd(12)} rolled ${String(d.face).padStart(2)}${result} vs SV ${d.sv}: ${read} → ${fate}`, [
      d.citation,
    ]);
  }
};

/** How the odds count a Special Die. */
const worst = (counted: true | undefined): string =>
  counted === true ? ' (every die rolled counted, the Special Die player discarding the worst)' : '';

const odds = (line: Line, o: RollOdds, winner: string): void => {
  switch (o.kind) {
    case 'face-to-face':
      line(
        4,
        winner === 'neither side'
          ? `odds: neither side keeps a success: ${formatChance(o.neither)}`
          : `odds: ${winner} ${winner.includes(' and ') ? 'win' : 'wins'}: ${formatChance(o.winner)}; with exactly this outcome: ${formatChance(o.outcome)}; neither side wins: ${formatChance(o.neither)}${worst(o.discardsWorst)}`,
        o.citations,
      );
      break;
    case 'normal':
      line(
        4,
        `odds: exactly this outcome: ${formatChance(o.outcome)}; at least one success: ${formatChance(o.anySuccess)}${worst(o.discardsWorst)}`,
        o.citations,
      );
      break;
    case 'wounds':
      line(
        4,
        `odds: exactly this many ${o.inflicts.length === 0 ? 'Wounds' : `failed rolls (any one: ${inflictedName(o.inflicts)})`}: ${formatChance(o.outcome)} (each die fails on ${o.failFaces} of 20 faces); ${o.distribution.map((d) => `${d.wounds}: ${(d.p * 100).toFixed(1)}%`).join(', ')}${o.firstRolls === undefined ? '' : ` (of the first ${plural(o.firstRolls, 'roll')}; the Continuous Damage rolls after them are not counted)`}`,
        o.citations,
      );
      break;
    case 'certain':
      line(4, `odds: certain (${o.why})`, o.citations);
      break;
  }
};

const sideName = (name: Namer, s: SideLine): string => {
  const names = s.rollers.map((r) => name(r.trooper));
  return names.length <= 1
    ? (names[0] ?? '?')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? '?'}`;
};

export const entry = (line: Line, name: Namer, e: AuditEntry, style: TextStyle): void => {
  switch (e.kind) {
    case 'activation':
      return;
    case 'order-spent':
      return line(
        2,
        `spends ${e.pool === 'irregular' || e.pool === 'impetuous' ? 'an' : 'a'} ${e.pool} Order (group ${e.group})`,
        e.citations,
      );
    case 'skill':
      return line(2, `${e.position} skill: ${describeDeclaration(e.declaration, name)}`, e.citations);
    case 'aro':
      return line(
        2,
        `ARO after the ${e.position} skill: ${name(e.trooper)}: ${describeDeclaration(e.declaration, name)}`,
        e.citations,
      );
    case 'aros-closed':
      return line(
        2,
        `AROs closed after the ${e.position} skill${e.forfeited.length === 0 ? '' : `: ${e.forfeited.map(name).join(', ')} could react and did not (ARO lost)`}`,
        e.citations,
      );
    case 'measurement':
      return line(2, `measured: ${describeFact(e.fact, name)}`, e.citations);
    case 'dice':
      return line(
        2,
        `dice: ${name(e.trooper)} rolls ${e.faces.join(' ')} (${e.purpose})${discardText(e.faces, e.discard)}${declineText(e.decline)}`,
        e.citations,
      );
    case 'face-to-face': {
      line(2, style.strong(`Face to Face Roll ${e.exchange}`), e.citations);
      side(line, name, e.a, style);
      side(line, name, e.b, style);
      const won = e.winner === 'neither' ? null : e.winner === 'a' ? e.a : e.b;
      const who = won === null ? 'neither side' : sideName(name, won);
      line(
        4,
        `winner: ${won === null ? 'neither side keeps a success' : `${who}, keeping ${outcomeText(won.hits, won.criticals)}`}`,
      );
      return odds(line, e.odds, who);
    }
    case 'normal-roll':
      line(2, style.strong(`Normal Roll ${e.exchange}`), e.citations);
      side(line, name, { rollers: [e.roller], dice: e.dice, hits: e.successes, criticals: e.criticals }, style);
      line(4, `result: ${plural(e.successes, 'success', 'successes')}, ${plural(e.criticals, 'Critical')}`);
      return odds(line, e.odds, name(e.roller.trooper));
    case 'hits':
      return line(
        2,
        `hits: ${name(e.attacker)} hits ${name(e.target)} with ${e.weapon}: ${outcomeText(e.hits, e.criticals)}`,
        e.citations,
      );
    case 'saving-roll': {
      // A MediKit or GizmoKit used remotely: the patient's PH Roll, no Saving Roll (rules/decide/remoteSupportEvents.ts).
      const kit = e.attribute === 'PH' && (e.weapon === 'medikit' || e.weapon === 'gizmokit');
      line(
        2,
        style.strong(
          kit
            ? `PH Roll (no Saving Roll): ${name(e.trooper)}, hit by ${possessive(name(e.attacker))} ${e.weapon} used remotely`
            : `Saving Roll: ${name(e.trooper)} against ${possessive(name(e.attacker))} ${e.weapon} (${e.ammo}, ${e.attribute})`,
        ),
        e.citations,
      );
      mods(line, 6, e.mods);
      line(4, `reading: ${e.reading}`);
      const wound = e.inflicts.length === 0;
      const failed = kit ? 'failed' : wound ? 'wound' : inflictedName(e.inflicts);
      if (e.automaticWounds > 0)
        line(
          4,
          wound
            ? `${plural(e.automaticWounds, 'Wound')} from Criticals, with no roll`
            : `${plural(e.automaticWounds, 'roll')} failed with no die (${e.reading === NO_SAVE_READING ? 'no saving roll allowed' : 'SV below 1'})`,
        );
      for (const r of e.rolls)
        line(
          4,
          `rolled ${String(r.face).padStart(2)}: ${r.why} → ${r.saved ? style.good(kit ? 'passed' : 'saved') : style.bad(failed)}`,
        );
      const anyFailed = e.automaticWounds + e.rolls.filter((r) => !r.saved).length > 0;
      if (kit) return line(4, anyFailed ? 'a roll failed (its effect below)' : 'passed (its effect below)');
      line(4, wound ? `${plural(e.wounds, 'Wound')}` : anyFailed ? `${failed}, no Wound` : `no ${failed}`);
      return odds(line, e.odds, name(e.trooper));
    }
    case 'wounds':
      // No new Wound: a support skill removed some (rules/decide/supportEvents.ts).
      return e.wounds === 0
        ? line(2, `wounds: ${name(e.trooper)} has Wounds removed (${e.total} in all)`, e.citations)
        : line(2, `wounds: ${name(e.trooper)} takes ${plural(e.wounds, 'Wound')} (${e.total} in all)`, e.citations);
    case 'protheion':
      return line(
        2,
        `Protheion: ${name(e.trooper)} inflicted ${plural(e.inflicted, 'Wound')} in Close Combat: ${plural(e.woundsRemoved, 'Wound')} removed, VITA +${e.vitaRaised} (now ${e.wounds} Wounds received, VITA +${e.vitaGained} over its profile)`,
        e.citations,
      );
    case 'smoke':
      return line(
        2,
        e.placed
          ? `${e.ammo}: ${possessive(name(e.by))} template ${e.id} stays on the table (a Zero Visibility Zone${e.ammo === 'Eclipse' ? ' no Multispectral Visor sees through' : ''}) until the end of the Turn`
          : `${e.ammo}: ${possessive(name(e.by))} throw did not hit, so no template ${e.id} is left on the table`,
        e.citations,
      );
    case 'objective':
      return line(
        2,
        e.citations.some((c) => c.id === 'n5/supremacy/hack-console') && e.holder !== null
          ? `objective: ${e.item} hacked by ${name(e.holder)}`
          : `objective: ${e.opened === undefined ? '' : `${e.item} extracted from ${e.opened}, `}${e.item} ${e.holder === null ? 'left on the ground' : `now carried by ${name(e.holder)}`}`,
        e.citations,
      );
    case 'skill-gained':
      return line(
        2,
        `skills: ${name(e.trooper)} gains ${e.skills.join(' and ')} for the rest of the game`,
        e.citations,
      );
    case 'state':
      return line(
        2,
        `state: ${name(e.trooper)} ${e.change === 'entered' ? 'becomes' : 'is no longer'} ${style.warn(e.state)}`,
        e.citations,
      );
    case 'conclusion':
      return line(2, 'Order concluded', e.citations);
    case 'coordinated':
      return line(
        2,
        `Coordinated Order: ${e.troopers.map(name).join(', ')} led by ${name(e.spearhead)}; ${plural(e.commandTokensLeft, 'Command Token')} left`,
        e.citations,
      );
    case 'fireteam':
      return line(
        2,
        `Fireteam ${e.fireteamKind} ${e.fireteam} ${e.change}: ${e.why}; Leader ${name(e.leader)}, members ${e.members.map(name).join(', ')}; level ${e.level}${e.bonuses.length === 0 ? '' : ` (${e.bonuses.join(', ')})`}`,
        e.citations,
      );
    case 'skill-voided':
      return line(2, `${possessive(name(e.trooper))} ${e.position} ${e.skill} is null: ${e.reason}`, e.citations);
    case 'shot-nullified': {
      const touching = e.touching.map((t) => `${name(t.trooper)} (${t.side})`).join(', ');
      const kept = e.keepAro.length === 0 ? '' : `; ${e.keepAro.map(name).join(', ')} keep their ARO`;
      const uses = e.expendableUsesSpent > 0 ? `; ${plural(e.expendableUsesSpent, 'use')} still spent` : '';
      return line(
        2,
        `shot ${e.shot} of ${possessive(name(e.attacker))} ${e.weapon} is nullified: its template touches ${touching}${kept}${uses}`,
        e.citations,
      );
    }
    case 'template-attack': {
      const dodge =
        e.dodge === null
          ? ''
          : e.dodged
            ? ` (${name(e.dodge)} dodged it)`
            : ` (${possessive(name(e.dodge))} Dodge failed)`;
      return line(
        2,
        `${e.mine ? 'mine' : 'template'} ${e.exchange}: ${possessive(name(e.source))} ${e.weapon} hits ${name(e.target)} ${plural(e.hits, 'time')} (${plural(e.placements, 'placement')}, no roll)${dodge}`,
        e.citations,
      );
    }
    case 'friendly-fire':
      return line(
        2,
        `friendly fire: ${possessive(name(e.attacker))} failed die ${e.die} (${e.face} vs SV ${e.sv}, Failure Category ${e.failureCategory}, within the ${e.allyMod} ally MOD) hits the ally ${name(e.ally)}`,
        e.citations,
      );
    case 'dodge': {
      line(
        2,
        `Dodge: ${name(e.trooper)} (${e.turn} turn) ${e.moves ? `moves up to ${e.inches}"` : 'does not move'}${e.hitBy.length === 0 ? ', is hit by nobody' : `, still hit by ${e.hitBy.map(name).join(', ')}`}`,
        e.citations,
      );
      for (const a of e.against)
        line(
          4,
          `against ${name(a.source)}${a.mine === undefined ? '' : ` (mine, ${a.mine})`}: ${a.dodgerWon ? 'dodged' : 'not dodged'}, ${a.attackHit ? 'the attack hits' : 'the attack does not hit'}`,
        );
      if (e.minesNotActivated.length > 0) line(4, `mines not set off: ${e.minesNotActivated.join(', ')}`);
      if (e.moved !== undefined)
        line(
          4,
          `moves ${e.moved.inches}" as declared${e.moved.contacts.length === 0 ? '' : `, into base contact with ${e.moved.contacts.map(name).join(', ')}`}`,
        );
      return;
    }
    case 'disposable':
      return line(
        2,
        `${name(e.trooper)} spends ${plural(e.spent, 'use')} of ${e.weapon}${e.copy === 2 ? ' (second copy)' : ''}: ${e.remaining} left`,
        e.citations,
      );
    case 'guts-check':
      return line(
        2,
        `Guts: ${name(e.trooper)} ${e.required ? 'must make a Guts Roll' : 'owes no Guts Roll'} (${e.why})`,
        e.citations,
      );
    case 'guts-roll': {
      line(
        2,
        style.strong(
          `Guts Roll: ${name(e.trooper)}${e.choice === 'fail-on-purpose' ? ' fails it on purpose' : e.choice === 'courage' ? ' passes it by Courage' : ''}`,
        ),
        e.citations,
      );
      if (e.sv !== null) roller(line, name, { trooper: e.trooper, skill: 'guts', sv: e.sv, automaticFailure: false });
      side(line, name, { rollers: [], dice: e.dice, hits: 0, criticals: 0 }, style);
      line(4, e.passed ? style.good('passed') : style.bad('failed'));
      return odds(line, e.odds, name(e.trooper));
    }
    case 'guts-move':
      return line(
        2,
        `after failing Guts, ${name(e.trooper)} ${e.option === 'go-prone' ? 'goes Prone' : e.option === 'leave-lof' ? 'moves out of LoF' : 'moves into cover'}`,
        e.citations,
      );
    case 'players-ruling': {
      // No rule ids: the engine did not rule this Order.
      line(2, `declared: ${declaredText(e.declared, e.skills)}`);
      for (const d of e.dice) line(2, `dice: ${name(d.trooper)} rolls ${d.faces.join(' ')}`);
      if (e.note !== null) line(2, `note: ${e.note}`);
      line(2, style.warn('outcome agreed by the players:'));
      for (const l of outcomeLines(e.outcome, name)) line(4, l);
      return line(
        2,
        style.dim('no rule cited: the engine did not rule this Order; it checked only that the outcome fits the table'),
      );
    }
    case 'command-token':
      return line(
        2,
        `${tokenSpendingText(e, name)}; ${plural(e.commandTokensLeft, 'Command Token')} left`,
        e.citations,
      );
    default: {
      const unknown: never = e;
      return line(2, `(${JSON.stringify(unknown)})`);
    }
  }
};
