import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { DieFate } from './dieFate.ts';
import { judgeDie, needsRoll, svAbove20Citation, svBelowOneCitation, type JudgedDie } from './judgedDie.ts';
import { dieId, type DieOutcome, type RollInput } from './rollInput.ts';

export type FaceToFaceWinner = 'a' | 'b' | 'neither';

export interface FaceToFaceSide {
  readonly dice: readonly DieOutcome[];
  /** Rollers whose SV was below 1: they rolled nothing and failed. */
  readonly automaticFailures: readonly string[];
  readonly hits: number;
  readonly criticals: number;
}

export interface FaceToFaceResult {
  readonly kind: 'face-to-face';
  readonly a: FaceToFaceSide;
  readonly b: FaceToFaceSide;
  /** The side with surviving successes, if any (only one side can have them). */
  readonly winner: FaceToFaceWinner;
  readonly citations: readonly CitationId[];
}

interface Judged {
  readonly id: string;
  readonly roller: string;
  readonly die: JudgedDie;
}

const judgeSide = (edition: Edition, rolls: readonly RollInput[]): { dice: Judged[]; automaticFailures: string[] } => {
  const dice: Judged[] = [];
  const automaticFailures: string[] = [];
  for (const roll of rolls) {
    if (!needsRoll(roll.sv)) {
      if (roll.faces.length > 0)
        throw new RangeError(`${roll.roller}: SV ${roll.sv} fails automatically, no dice are rolled`);
      automaticFailures.push(roll.roller);
      continue;
    }
    roll.faces.forEach((face, i) =>
      dice.push({
        id: dieId(roll.roller, (roll.offset ?? 0) + i),
        roller: roll.roller,
        die: judgeDie(edition, roll.sv, face),
      }),
    );
  }
  return { dice, automaticFailures };
};

/**
 * The fate of one die against the enemy's dice. A failure is discarded. A Critical survives
 * unless the enemy has a Critical too (then all Criticals cancel). A non-critical success is
 * discarded by any enemy Critical, cancelled by every higher enemy success, tied by an equal
 * one, and otherwise survives.
 */
const fateOf = (mine: JudgedDie, enemy: readonly Judged[]): DieFate => {
  if (!mine.success) return { kind: 'failed' };
  const enemyCrits = enemy.filter((e) => e.die.critical).map((e) => e.id);
  if (mine.critical)
    return enemyCrits.length > 0 ? { kind: 'critical-cancelled', by: enemyCrits } : { kind: 'critical-hit' };
  if (enemyCrits.length > 0) return { kind: 'cancelled', by: enemyCrits };
  const higher = enemy.filter((e) => e.die.success && e.die.result > mine.result).map((e) => e.id);
  if (higher.length > 0) return { kind: 'cancelled', by: higher };
  const equal = enemy.filter((e) => e.die.success && e.die.result === mine.result).map((e) => e.id);
  if (equal.length > 0) return { kind: 'tie', with: equal };
  return { kind: 'hit' };
};

const resolveSide = (
  mine: readonly Judged[],
  enemy: readonly Judged[],
  automaticFailures: readonly string[],
): FaceToFaceSide => {
  const dice = mine.map((d): DieOutcome => ({ id: d.id, roller: d.roller, die: d.die, fate: fateOf(d.die, enemy) }));
  return {
    dice,
    automaticFailures,
    hits: dice.filter((d) => d.fate.kind === 'hit').length,
    criticals: dice.filter((d) => d.fate.kind === 'critical-hit').length,
  };
};

/**
 * A Face to Face Roll between two sides, each side one or more rollers (a Dodge against four
 * BS Attacks is one roller against four). Every die gets a fate; whichever side keeps a
 * success wins. Rules are the same in N3/N4/N5; citations follow the edition.
 */
export const faceToFace = (edition: Edition, a: readonly RollInput[], b: readonly RollInput[]): FaceToFaceResult => {
  const sa = judgeSide(edition, a);
  const sb = judgeSide(edition, b);
  const ra = resolveSide(sa.dice, sb.dice, sa.automaticFailures);
  const rb = resolveSide(sb.dice, sa.dice, sb.automaticFailures);
  const aWins = ra.hits + ra.criticals > 0;
  const bWins = rb.hits + rb.criticals > 0;
  if (aWins && bWins) throw new Error('face to face: both sides kept successes (a rules bug)');
  const citations = new Set<CitationId>([inEdition(edition, 'face-to-face/cancellation')]);
  const all = [...ra.dice, ...rb.dice];
  if (all.some((d) => d.fate.kind === 'tie')) {
    citations.add(inEdition(edition, 'face-to-face/ties'));
  }
  if (all.some((d) => d.die.critical && d.die.success)) {
    citations.add(inEdition(edition, 'face-to-face/criticals'));
  }
  // A Success Value above 20 changes how the dice compare (N3/N4: the excess is added; N5: it is not).
  if (all.some((d) => d.die.sv > 20)) citations.add(svAbove20Citation(edition));
  if (sa.automaticFailures.length + sb.automaticFailures.length > 0) citations.add(svBelowOneCitation(edition));
  return {
    kind: 'face-to-face',
    a: ra,
    b: rb,
    winner: aWins ? 'a' : bWins ? 'b' : 'neither',
    citations: [...citations],
  };
};
