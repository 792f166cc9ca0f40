import { tokenSpendingText } from './commandTokenText.ts';
import { plural } from './plural.ts';
import { scoreText } from './scoringLines.ts';
import { declineText, discardText } from './discardText.ts';
import { describeReadings } from './describeReadings.ts';
import { describeDeclaration, describeFact } from './describeDeclaration.ts';
import { possessive } from './possessive.ts';
import { textNamer, type TextNamer } from './namedText.ts';
import { declaredText, outcomeLines, RULED_BY_PLAYERS } from './playersOutcomeText.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import { inflictedName, loggedInflicts } from '../rules/combat/index.ts';
import { describeFate } from '../rules/dice/index.ts';

type Sv = EventOf<'FaceToFaceResolved'>['a']['rollers'][number]['sv'];

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const svText = (sv: Sv, said: TextNamer): string =>
  `${sv.attribute} ${sv.base}${sv.mods.map((m) => ` ${signed(m.value)} (${said(m.reason)})`).join('')} = SV ${sv.value}`;

/**
 * A judge-readable account of the log told one event at a time: each line handed to `emit` as it
 * is made (a long game's account is printed, never held whole).
 */
export const narrator = (emit: (line: string) => void): ((e: ArbiterEvent) => void) => {
  const names = new Map<string, string>();
  const name = (id: string): string => names.get(id) ?? id;
  // The texts the engine logged (MOD reasons, whys) name troopers by id: named here as the lists do.
  let said: TextNamer = (text) => text;
  return (e) => {
    switch (e.type) {
      case 'GameStarted':
        for (const a of e.armies) {
          // Players by their list's faction, troopers by their names.
          names.set(a.player, a.faction);
          for (const g of a.groups) for (const t of g.troopers) names.set(t.id, t.name);
        }
        said = textNamer(Object.fromEntries(names));
        emit(`${e.title} — ${e.edition.toUpperCase()}${describeReadings(e.readings ?? {})}`);
        for (const s of e.startingStates ?? []) emit(`  ${name(s.trooper)} starts the game ${s.states.join(', ')}`);
        break;
      case 'TurnStarted':
        emit(`Round ${e.round}, ${possessive(name(e.player))} Active Turn`);
        break;
      case 'TrooperActivated':
        emit(`Order ${e.order}: ${name(e.trooper)} activates`);
        break;
      case 'OrderSpent':
        emit(`  ${e.pool} Order spent from ${e.group} [${e.citation}]`);
        break;
      case 'SkillDeclared':
        emit(`  ${e.position} skill: ${describeDeclaration(e.declaration, name)}`);
        break;
      case 'AroDeclared':
        emit(`  ARO: ${name(e.trooper)} — ${describeDeclaration(e.declaration, name)}`);
        break;
      case 'AroDeclarationsClosed':
        if (e.forfeited.length > 0)
          emit(`  AROs closed: ${e.forfeited.map(name).join(', ')} could react and did not: ARO lost`);
        break;
      case 'MeasurementRecorded':
        emit(`  measured: ${describeFact(e.fact, name)}`);
        break;
      case 'DiceRolled':
        emit(
          `  ${name(e.trooper)} rolls ${e.purpose}: ${e.faces.join(' ')}${discardText(e.faces, e.discard)}${e.discardRule === undefined ? '' : ` (${e.discardRule})`}${declineText(e.decline)}${e.declineRules === undefined ? '' : ` (${e.declineRules.join(', ')})`}`,
        );
        break;
      case 'FaceToFaceResolved': {
        emit(`  Face to Face ${e.exchange}:`);
        for (const side of [e.a, e.b])
          for (const r of side.rollers) emit(`    ${name(r.trooper)} ${r.skill}: ${svText(r.sv, said)}`);
        for (const d of [...e.a.dice, ...e.b.dice])
          emit(
            `    ${d.id} rolled ${d.die.face}${d.die.critical && d.die.success ? ' (critical)' : ''}: ${describeFate(d.fate)}`,
          );
        const winner =
          e.winner === 'neither'
            ? 'neither side'
            : (e.winner === 'a' ? e.a : e.b).rollers.map((r) => name(r.trooper)).join(', ');
        emit(`    winner: ${winner} [${e.citations.join(', ')}]`);
        break;
      }
      case 'NormalRollResolved':
        emit(
          `  Normal Roll ${e.exchange}: ${name(e.roller.trooper)} ${e.roller.skill}: ${svText(e.roller.sv, said)}${e.automaticFailure ? ' — automatic failure, no roll' : ''}`,
        );
        for (const d of e.dice) emit(`    ${d.id} rolled ${d.die.face}: ${describeFate(d.fate)}`);
        break;
      case 'HitsScored':
        emit(
          `  ${name(e.attacker)} hits ${name(e.target)} with ${e.weapon}: ${plural(e.hits, 'hit')}, ${plural(e.criticals, 'Critical')}`,
        );
        break;
      case 'SavingRollResolved': {
        const inflicts = loggedInflicts(e.ammo, e.inflicts);
        const imm = inflicts.length > 0;
        const state = inflictedName(inflicts);
        emit(
          `  ${name(e.trooper)} saving roll vs ${possessive(name(e.attacker))} ${e.weapon} (${e.ammo}, ${e.attribute})${e.mods.map((m) => ` ${signed(m.value)} ${said(m.reason)}`).join('')}:`,
        );
        for (const r of e.rolls) emit(`    ${said(r.why)} → ${r.saved ? 'saved' : imm ? `failed: ${state}` : 'wound'}`);
        if (e.automaticWounds > 0)
          emit(
            imm
              ? `    ${plural(e.automaticWounds, 'roll')} failed with no die (${e.threshold.kind === 'none' ? 'no saving roll allowed' : 'SV below 1'})`
              : `    ${plural(e.automaticWounds, 'Wound')} from Criticals, no roll`,
          );
        const failed = e.automaticWounds + e.rolls.filter((r) => !r.saved).length;
        emit(
          `    ${imm ? (failed > 0 ? `${state}, no wound` : `no ${state}`) : plural(e.wounds, 'Wound')} [${e.citations.join(', ')}]`,
        );
        break;
      }
      case 'WoundsInflicted':
        emit(`  ${name(e.trooper)} takes ${plural(e.wounds, 'Wound')}, ${e.total} in all`);
        break;
      case 'ProtheionRecovered':
        emit(
          `  ${name(e.trooper)} (Protheion) removes ${plural(e.woundsRemoved, 'Wound')} and gains ${e.vitaRaised} VITA [${e.citations.join(', ')}]`,
        );
        break;
      case 'SmokeThrown':
        emit(
          `  ${possessive(name(e.by))} ${e.ammo} template ${e.id} ${e.placed ? 'stays on the table until the end of the Turn' : 'is not placed (the throw did not hit)'} [${e.citations.join(', ')}]`,
        );
        break;
      case 'StateEntered':
        emit(`  ${name(e.trooper)} is now ${e.state} [${e.citations.join(', ')}]`);
        break;
      case 'StateLeft':
        emit(`  ${name(e.trooper)} is no longer ${e.state}`);
        break;
      case 'SkillGained':
        emit(`  ${name(e.trooper)} gains ${e.skills.join(', ')} for the rest of the game [${e.citations.join(', ')}]`);
        break;
      case 'ObjectiveChanged':
        emit(
          e.citations.includes('n5/supremacy/hack-console') && e.holder !== null
            ? `  ${e.item} hacked by ${name(e.holder)} [${e.citations.join(', ')}]`
            : `  ${e.opened === undefined ? '' : `${e.item} out of ${e.opened}: `}${e.item} ${e.holder === null ? 'on the ground' : `carried by ${name(e.holder)}`} [${e.citations.join(', ')}]`,
        );
        break;
      case 'OrderConcluded':
        emit(`  Order ${e.order} concluded`);
        break;
      case 'TurnEnded':
        emit(`End of ${possessive(name(e.player))} Turn`);
        break;
      case 'OrderPoolsFormed':
        emit(
          `  Tactical Phase: Regular Orders ${e.pools.map((p) => `${p.group} ${p.regular}`).join(', ')}; Irregular ${e.irregular.length}; Lieutenant ${e.lieutenant === null ? 'none' : `${name(e.lieutenant.trooper)} ${e.lieutenant.orders}`}${e.impetuous === undefined ? '' : `; Impetuous ${e.impetuous.map((i) => name(i.trooper)).join(', ')}`}${e.retreat === true ? ' — Retreat!' : ''}${e.lossOfLieutenant ? ' — Loss of Lieutenant: every trooper is Irregular' : ''}`,
        );
        break;
      case 'StepRetracted':
        emit(
          `  the players take back the last step entered (${e.events} ${e.events === 1 ? 'event' : 'events'}, undo): the game stands as before it`,
        );
        break;
      case 'CommandTokenSpent':
        emit(
          `  ${tokenSpendingText({ ...e, groups: e.groups ?? [], floor: e.floor ?? null, trooper: e.trooper ?? null, group: e.group ?? null }, name)}; ${plural(e.commandTokensLeft, 'Command Token')} left [${e.citation}]`,
        );
        break;
      case 'LieutenantAppointed':
        emit(`  ${name(e.player)} appoints ${name(e.trooper)} as the new Lieutenant [${e.citation}]`);
        break;
      case 'CoordinatedOrderGiven':
        emit(
          `  Coordinated Order: ${e.troopers.map(name).join(', ')} (${name(e.spearhead)} leads); ${plural(e.commandTokensLeft, 'Command Token')} left [${e.citation}]`,
        );
        break;
      case 'FireteamChanged':
        emit(
          `  Fireteam ${e.fireteam.kind} ${e.fireteam.id} ${e.change}: ${said(e.why)}; Leader ${name(e.fireteam.leader)}, members ${e.fireteam.members.map(name).join(', ')}, level ${e.level}${(e.bonuses ?? []).length === 0 ? '' : ` (${(e.bonuses ?? []).join(', ')})`} [${e.citations.join(', ')}]`,
        );
        break;
      case 'SkillVoided':
        emit(`  ${possessive(name(e.trooper))} ${e.position} ${e.skill}: ${said(e.reason)} [${e.citation}]`);
        break;
      case 'ShotNullified':
        emit(
          `  ${possessive(name(e.attacker))} ${e.weapon} shot ${e.shot} touches ${e.touching
            .filter((t) => t.side !== 'enemy')
            .map((t) => `${name(t.trooper)} (${t.side})`)
            .join(
              ', ',
            )}: nullified, no die${e.keepAro.length > 0 ? `; ${e.keepAro.map(name).join(', ')} keep their ARO` : ''}${e.expendableUsesSpent > 0 ? `; ${plural(e.expendableUsesSpent, 'Expendable use')} spent` : ''} [${e.citations.join(', ')}]`,
        );
        break;
      case 'TemplateAttackResolved':
        emit(
          `  ${e.mine ? 'Mine' : 'Direct Template'} ${name(e.source)} on ${name(e.target)} (${plural(e.placements, 'placement')}, no roll): ${e.dodged ? 'dodged' : plural(e.hits, 'hit')} [${e.citations.join(', ')}]`,
        );
        break;
      case 'FriendlyFireHit':
        emit(
          `  ${e.die} rolled ${e.face} against SV ${e.sv}: Failure Category ${e.failureCategory} within the ally MOD ${e.allyMod}, ${name(e.ally)} is hit instead [${e.citations.join(', ')}]`,
        );
        break;
      case 'DodgeResolved':
        emit(
          `  ${possessive(name(e.trooper))} Dodge (${e.turn} turn): ${e.moves ? `may move ${e.inches}"` : 'no move'}` +
            `${e.moved === undefined ? '' : `; moves ${e.moved.inches}"${e.moved.contacts.length === 0 ? '' : ` into base contact with ${e.moved.contacts.map(name).join(', ')}`}`}` +
            `${e.hitBy.length > 0 ? `; still hit by ${e.hitBy.map(name).join(', ')}` : ''}${e.minesNotActivated.length > 0 ? `; ${e.minesNotActivated.join(', ')} never activates` : ''} [${e.citations.join(', ')}]`,
        );
        break;
      case 'DisposableSpent':
        emit(
          `  ${name(e.trooper)} spends a use of ${e.weapon}${e.copy === 2 ? ' (second weapon)' : ''}: ${e.remaining} left [${e.citations.join(', ')}]`,
        );
        break;
      case 'GutsRequirementChecked':
        emit(
          `  ${name(e.trooper)} ${e.required ? 'must make' : 'makes no'} Guts Roll: ${said(e.why)} [${e.citations.join(', ')}]`,
        );
        break;
      case 'GutsRollResolved':
        emit(
          `  ${name(e.trooper)} Guts Roll: ${e.choice === 'fail-on-purpose' ? 'failed by choice' : e.choice === 'courage' ? 'passed by Courage' : `WIP ${e.sv?.value ?? '?'} rolled ${e.dice.map((d) => d.die.face).join(' ')}`} → ${e.passed ? 'stands its ground' : 'failed'} [${e.citations.join(', ')}]`,
        );
        break;
      case 'GutsMoved':
        emit(`  ${name(e.trooper)} falls back: ${e.option} [${e.citations.join(', ')}]`);
        break;
      case 'OrderRuledByPlayers':
        // No citation: the players ruled this Order, the engine only checked it fits the table.
        emit(`Order ${e.order}: ${name(e.trooper)} activates — ${RULED_BY_PLAYERS}`);
        emit(`  declared: ${declaredText(e.declared, e.skills)}`);
        for (const d of e.dice) emit(`  ${name(d.trooper)} rolls ${d.faces.join(' ')}`);
        if (e.note !== undefined) emit(`  note: ${e.note}`);
        for (const l of outcomeLines(e.outcome, name)) emit(`  agreed: ${l}`);
        break;
      case 'OrderStepEntered':
        break;
      case 'RoundScored':
        emit(
          `End of round ${e.round} scored: ${e.standing.map((p) => scoreText(p, name)).join(' · ')} [${e.citations.join(', ')}]`,
        );
        break;
      case 'GameEnded':
        emit(
          `Game over: ${e.winner === null ? 'a draw' : `${name(e.winner)} wins`} — ${e.scores.map((p) => scoreText(p, name)).join(' · ')} [${e.citations.join(', ')}]`,
        );
        break;
    }
  };
};

/** {@link narrator} over events in order. */
export const narrateEach = (events: Iterable<ArbiterEvent>, emit: (line: string) => void): void => {
  const tell = narrator(emit);
  for (const e of events) tell(e);
};

/** A judge-readable account of the log, one line per fact or ruling. */
export const narrate = (events: readonly ArbiterEvent[]): string[] => {
  const out: string[] = [];
  narrateEach(events, (line) => out.push(line));
  return out;
};
