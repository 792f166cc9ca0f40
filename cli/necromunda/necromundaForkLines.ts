import type { NecromundaFork } from '../../audit/necromunda/index.ts';
import { OUTCOME_WORDS, necromundaTrail } from '../../audit/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';

const outcome = (o: keyof typeof OUTCOME_WORDS | null): string => (o === null ? 'not played' : OUTCOME_WORDS[o]);

const fighterWords = (g: NecromundaGame, id: string): string => {
  const f = g.fighters[id];
  if (f === undefined) return '?';
  const status = { active: 'standing', 'seriously-injured': 'Seriously Injured', 'out-of-action': 'Out of Action' }[
    f.status
  ];
  return `${status}, T${f.toughness}, ${f.woundsLeft} W left`;
};

/** The events of one hit: from its declaration to its resolution. */
const eventsOfHit = (events: readonly NecromundaEvent[], hit: number): NecromundaEvent[] => {
  const from = events.findIndex((e) => e.type === 'HitDeclared' && e.hit === hit);
  if (from < 0) return [];
  const to = events.findIndex((e, i) => i > from && e.type === 'HitResolved');
  return events.slice(from, to < 0 ? events.length : to + 1);
};

/**
 * A what-if fork in words: the changed hits' trail on the fork, each hit whose outcome changes (every
 * hit with `all`), the fighters that end otherwise, the dice the fork did not use, and where it stopped.
 */
export const necromundaForkLines = (
  logged: NecromundaGame,
  loggedEvents: readonly NecromundaEvent[],
  fork: NecromundaFork,
  texts: readonly string[],
  all: boolean,
): string[] => {
  const lines = [`what if ${texts.join(' and ')} (a fork: the log is not changed)`];
  const start = loggedEvents[0];
  for (const hit of [...new Set(fork.changes.flatMap((c) => ('hit' in c ? [c.hit] : [])))]) {
    const trail = necromundaTrail([...(start === undefined ? [] : [start]), ...eventsOfHit(fork.events, hit)]);
    lines.push(`  on the fork, hit ${hit}:`, ...trail.slice(1).map((l) => `  ${l}`));
  }
  const shown = fork.hits.filter((h) => all || h.logged !== h.fork);
  lines.push(
    shown.length === 0 ? '  every hit ends as logged' : '  hit outcomes, logged → fork:',
    ...shown.map((h) => `    hit ${h.hit}: ${outcome(h.logged)} → ${outcome(h.fork)}`),
  );
  const differ = logged.order.filter((id) => fighterWords(logged, id) !== fighterWords(fork.state, id));
  lines.push(
    differ.length === 0
      ? '  every fighter ends as logged'
      : fork.stopped === null
        ? '  fighters at the end, logged → fork:'
        : '  fighters at the end of the log → where the fork stops:',
    ...differ.map(
      (id) =>
        `    ${logged.fighters[id]?.profile.name ?? id}: ${fighterWords(logged, id)} → ${fighterWords(fork.state, id)}`,
    ),
  );
  for (const u of fork.unused) lines.push(`  not rolled on the fork: ${u}`);
  if (fork.stopped !== null) lines.push(`  the fork stops at hit ${fork.stopped.hit}: ${fork.stopped.reason}`);
  return lines;
};
