import type { GameCommand } from '../machines/index.ts';
import { commandRefusal } from '../rules/decide/index.ts';
import type { SkillDeclaration } from '../rules/orders/index.ts';
import type { GameState, OrderState } from '../rules/state/index.ts';
import { command, type Choice } from './question.ts';
import { skillCandidates } from './skillCandidates.ts';

type Names = (id: string) => string;

/** The troopers of the other side still on the table. */
const enemiesOf = (s: GameState, player: string): readonly string[] =>
  Object.entries(s.table.troopers)
    .filter(([, t]) => t.player !== player && !t.states.includes('dead'))
    .map(([id]) => id);

/** The first of a candidate's tries the rules accept, as a menu entry. */
const firstLegal = (s: GameState, label: string, tries: readonly GameCommand[]): Choice | null => {
  const ok = tries.find((c) => commandRefusal(s, c) === null);
  return ok === undefined ? null : command(label, ok);
};

const MOVES: readonly string[] = ['move', 'cautious-move', 'jump', 'climb'];

/** A movement skill asks where the trooper goes (a note for the players; none if left empty). */
const noted = (c: Choice): Choice => {
  const ask = c.ask;
  if (ask.kind !== 'command' || ask.command.type !== 'declare' || !MOVES.includes(ask.command.declaration.skill))
    return c;
  const { trooper, declaration } = ask.command;
  return {
    label: c.label,
    ask: {
      kind: 'note',
      prompt: `${declaration.skill}: where to? (a note for the log; Enter for none)`,
      command: (note) => ({
        type: 'declare',
        trooper,
        declaration: note.trim() === '' ? declaration : ({ ...declaration, note: note.trim() } as SkillDeclaration),
      }),
    },
  };
};

/** The skills the active trooper may declare now, each with its weapon, ammunition, target and Burst. */
export const declarationChoices = (s: GameState, o: OrderState, names: Names): readonly Choice[] => {
  const t = s.table.troopers[o.trooper];
  if (t === undefined) return [];
  const out: Choice[] = [];
  const allies = Object.entries(s.table.troopers)
    .filter(([, x]) => x.player === o.player)
    .map(([id]) => id);
  for (const c of skillCandidates(s.table, t, enemiesOf(s, o.player), names, allies)) {
    const choice = firstLegal(
      s,
      c.label,
      c.tries.map((declaration) => ({ type: 'declare', trooper: o.trooper, declaration })),
    );
    if (choice !== null) out.push(noted(choice));
  }
  out.push({ label: 'another declaration (type it)', ask: { kind: 'typed', form: 'declaration', trooper: o.trooper } });
  return out;
};

/** The AROs the Reactive Player's troopers may declare now (each trooper, each skill the rules allow), at the Order's troopers. */
export const aroChoices = (s: GameState, o: OrderState, names: Names): readonly Choice[] => {
  const out: Choice[] = [];
  const activeSide = [o.trooper, ...o.coordinated];
  for (const id of enemiesOf(s, o.player)) {
    const t = s.table.troopers[id];
    if (t === undefined) continue;
    for (const c of skillCandidates(s.table, t, activeSide, names)) {
      const choice = firstLegal(
        s,
        `ARO: ${names(id)} ${c.label}`,
        c.tries.map((declaration) => ({ type: 'aro', trooper: id, declaration })),
      );
      if (choice !== null) out.push(choice);
    }
  }
  return out;
};

/** At the Conclusion: each Guts Roll owed (rolled, or failed on purpose), and after a failure its fallback. */
export const gutsChoices = (s: GameState, o: OrderState, names: Names): readonly Choice[] => {
  const out: Choice[] = [];
  for (const g of o.guts) {
    const n = names(g.trooper);
    if (g.status === 'owed') {
      out.push({
        label: `${n}'s Guts Roll: enter the die`,
        ask: {
          kind: 'dice',
          due: { trooper: g.trooper, purpose: 'guts', count: 1 },
          preview: `${n} rolls 1 die for its Guts Roll (WIP)`,
        },
      });
      out.push(command(`${n} fails its Guts Roll on purpose`, { type: 'fail-guts', trooper: g.trooper }));
      if (s.table.troopers[g.trooper]?.profile.skills.includes('courage') === true)
        out.push(
          command(`${n} passes its Guts Roll by Courage`, {
            type: 'roll',
            trooper: g.trooper,
            purpose: 'guts',
            faces: [],
          }),
        );
    }
    if (g.status !== 'failed') continue;
    const measured = o.facts.some((f) => f.fact === 'guts-options' && f.trooper === g.trooper);
    if (!measured) {
      const options: Choice[] = [];
      for (const leaveLof of [true, false])
        for (const reachCover of [true, false])
          options.push(
            command(`${leaveLof ? 'can' : 'cannot'} leave LoF, ${reachCover ? 'can' : 'cannot'} reach cover`, {
              type: 'measure',
              fact: { fact: 'guts-options', trooper: g.trooper, leaveLof, reachCover },
            }),
          );
      out.push({
        label: `${n} failed Guts: what does the table allow?`,
        ask: { kind: 'pick', prompt: `${n}'s fallback options`, options },
      });
      continue;
    }
    for (const option of ['leave-lof', 'reach-cover', 'go-prone'] as const) {
      const c: GameCommand = { type: 'guts-move', trooper: g.trooper, option };
      if (commandRefusal(s, c) === null) out.push(command(`${n} takes the fallback: ${option}`, c));
    }
  }
  return out;
};
