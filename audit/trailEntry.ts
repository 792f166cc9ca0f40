import type { ArbiterEvent } from '../events/index.ts';
import { loggedInflicts } from '../rules/combat/index.ts';
import type { AuditEntry } from './auditEntry.ts';
import {
  aroCitations,
  aroTimingCitation,
  cite,
  factPointCitations,
  measurementCitation,
  declarationCitations,
  sequenceCitation,
} from './lineCitations.ts';
import { faceToFaceRollOdds, gutsRollOdds, normalRollOdds, savingRollOdds } from './rollOdds.ts';
import type { TrailState } from './trailState.ts';
import { dieLine, reading, rollerLine, sideLine, svLine, modLine } from './trailLines.ts';

/** The line a logged event adds to the trail (null: none). */
export const entryOf = (s: TrailState, seq: number, e: ArbiterEvent): AuditEntry | null => {
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
        citations: cite([...oes, ...declarationCitations(s.edition, e.declaration)]),
      };
    case 'AroDeclared':
      return {
        kind: 'aro',
        seq,
        trooper: e.trooper,
        position: e.position,
        declaration: e.declaration,
        citations: cite([...aroCitations(s.edition), ...declarationCitations(s.edition, e.declaration)]),
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
      return {
        kind: 'dice',
        seq,
        trooper: e.trooper,
        purpose: e.purpose,
        faces: e.faces,
        ...(e.discard === undefined ? {} : { discard: e.discard }),
        ...(e.decline === undefined ? {} : { decline: e.decline }),
        // A roll with Special Dice cites the rule that gave them; a decline, the rules that allow it.
        citations: cite([...oes, ...(e.discardRule === undefined ? [] : [e.discardRule]), ...(e.declineRules ?? [])]),
      };
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
    case 'ProtheionRecovered':
      return {
        kind: 'protheion',
        seq,
        trooper: e.trooper,
        inflicted: e.inflicted,
        woundsRemoved: e.woundsRemoved,
        vitaRaised: e.vitaRaised,
        wounds: e.wounds,
        vitaGained: e.vitaGained,
        citations: cite(e.citations),
      };
    case 'SmokeThrown':
      return {
        kind: 'smoke',
        seq,
        id: e.id,
        by: e.by,
        weapon: e.weapon,
        ammo: e.ammo,
        placed: e.placed,
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
    case 'ObjectiveChanged':
      return {
        kind: 'objective',
        seq,
        item: e.item,
        holder: e.holder,
        ...(e.opened === undefined ? {} : { opened: e.opened }),
        citations: cite(e.citations),
      };
    case 'SkillGained':
      return { kind: 'skill-gained', seq, trooper: e.trooper, skills: e.skills, citations: cite(e.citations) };
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
    case 'CommandTokenSpent':
      return {
        kind: 'command-token',
        seq,
        player: e.player,
        use: e.use,
        groups: e.groups ?? [],
        floor: e.floor ?? null,
        trooper: e.trooper ?? null,
        group: e.group ?? null,
        commandTokensLeft: e.commandTokensLeft,
        citations: cite([e.citation]),
      };
    case 'FireteamChanged':
      return {
        kind: 'fireteam',
        seq,
        change: e.change,
        fireteam: e.fireteam.id,
        fireteamKind: e.fireteam.kind,
        leader: e.fireteam.leader,
        members: e.fireteam.members,
        level: e.level,
        bonuses: e.bonuses ?? [],
        why: e.why,
        citations: cite(e.citations),
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
    case 'StepRetracted':
    case 'RoundScored':
    case 'GameEnded':
      // A round's score and the game's end are lines of the trail's own (audit/scoringLines.ts).
      return null;
  }
};
