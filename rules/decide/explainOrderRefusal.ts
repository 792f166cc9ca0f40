import type { CitationId } from '../citations/index.ts';
import type { Refusal } from '../refusal.ts';
import type { OrderCommand } from './orderCommand.ts';
import type { GameState } from '../state/index.ts';
import { refuseAroInGame, refuseDeclare, refuseFact, refuseLateFact, refuseRoll } from './orderRefusals.ts';
import { refuseConclusionFact, refuseFailGuts, refuseGutsMove, refuseGutsRoll } from './conclusionRefusals.ts';
import { orderViewOf } from './orderView.ts';
import { inEdition } from '../editions/inEdition.ts';
import { wholeOrder } from './orderRefusals.ts';
import { refuseDecline } from './declineRefusal.ts';
import { movementSkillCitation, sfSkillCitation } from '../combat/index.ts';
import { expenditureSequenceCitation, skillStructureCitation } from '../orders/index.ts';
import { rerollTokens } from './supportRerolls.ts';

const DECLARATION_STEPS: readonly string[] = ['first-skill', 'first-aros', 'second-skill', 'second-aros'];

/**
 * Why the running Order did not accept a command in the step it is in. Uses the same rules
 * functions as the order machine's guards, so the reason is the one that actually blocked it.
 */
export const explainOrderRefusal = (game: GameState, cmd: OrderCommand): Refusal =>
  orderCommandRefusal(game, cmd) ?? {
    reason: `the ${cmd.type} was not accepted in ${game.order?.step ?? 'this step'}`,
    citation: expenditureSequenceCitation(game.edition),
  };

/**
 * Whether the running Order would accept a command in the step it is in: null if it would, or
 * the refusal (the same rules functions as the order machine's guards). `arbiter play` asks it to
 * offer only what the rules allow.
 */
export const orderCommandRefusal = (game: GameState, cmd: OrderCommand): Refusal | null => {
  const c = orderViewOf(game);
  const edition = c.table.edition;
  const step = (why: string, id: CitationId = expenditureSequenceCitation(edition)): Refusal => ({
    reason: why,
    citation: id,
  });
  const timing = inEdition(edition, 'aro/declaration-timing');
  const state = c.step;
  switch (cmd.type) {
    case 'declare':
      if (state !== 'first-skill' && wholeOrder(c) && c.first !== null)
        return step(
          `${c.first.skill} fills the whole Order (an Entire Order, in N5 a Long Skill): no second skill may be declared`,
          c.first.skill === 'suppressive-fire'
            ? sfSkillCitation(c.table.edition)
            : c.first.skill === 'cautious-move' || c.first.skill === 'jump' || c.first.skill === 'climb'
              ? movementSkillCitation(c.table.edition, c.first.skill)
              : skillStructureCitation(c.table.edition),
        );
      if (state === 'first-skill') return refuseDeclare(c, cmd, 'first');
      if (state === 'second-skill') return refuseDeclare(c, cmd, 'second');
      return step(`a skill is declared in the first-skill or second-skill step, not in ${state}`);
    case 'aro':
      if (state === 'first-aros' || state === 'second-aros') return refuseAroInGame(game.fireteams, c, cmd);
      return step(`AROs are declared right after the first or second skill, not in ${state}`, timing);
    case 'end-aros':
      if (state === 'first-aros' || state === 'second-aros') return null;
      return step(`there is no ARO declaration to close in ${state}`, timing);
    case 'measure':
      if (state === 'conclusion') return refuseConclusionFact(c, cmd.fact);
      if (DECLARATION_STEPS.includes(state)) return refuseFact(c, cmd.fact);
      if (state === 'resolution')
        return c.rolled.length > 0
          ? step('measurements are taken before the Resolution rolls: dice were already rolled')
          : refuseLateFact(c, cmd.fact);
      return step(`measurements for this Order are closed in ${state}`);
    case 'roll':
      if (state === 'resolution')
        return refuseRoll(c, cmd, 'resolution', rerollTokens(game, c.player)) ?? refuseDecline(c, cmd);
      if (state === 'effects') return refuseRoll(c, cmd, 'effects') ?? refuseDecline(c, cmd);
      if (state === 'conclusion') return refuseGutsRoll(c, cmd);
      return step(
        `no dice are rolled in ${state}: declarations come first (dice are rolled at Resolution, saves at Effects)`,
      );
    case 'fail-guts':
      if (state === 'conclusion') return refuseFailGuts(c, cmd);
      return step(`Guts Rolls are made at the Conclusion of the Order, not in ${state}`);
    case 'guts-move':
      if (state === 'conclusion') return refuseGutsMove(c, cmd);
      return step(`a failed Guts Roll's fallback is taken at the Conclusion of the Order, not in ${state}`);
  }
};
