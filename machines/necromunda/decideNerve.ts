import * as E from 'fp-ts/lib/Either.js';
import {
  NERVE_HELP_INCHES,
  brokenActivation,
  nerveTest,
  nerveTestsOwed,
  type ModelKind,
  type NecromundaCitationId,
} from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame, NecromundaState } from '../../projections/necromunda/index.ts';
import type { Measured } from './necromundaCommand.ts';
import { modelOf, modelsOf, onBattlefield, type ModelRef } from './modelOf.ts';
import { owedHead } from './owedHead.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { ruledBy } from './ruledBy.ts';
import { testRolled } from './testRolled.ts';

const RULE: NecromundaCitationId = 'necromunda/nerve/tests';

const isJuve = (m: ModelRef): boolean => m.kind === 'fighter' && m.state.profile.type === 'juve';
const nameOf = (m: ModelRef): string => m.state.profile.name;

/** The friendly models on the battlefield other than `not`: the ones a Nerve rule may measure. */
const friendsOf = (g: NecromundaGame, gang: string, not: readonly string[]): readonly ModelRef[] =>
  modelsOf(g).filter((m) => m.state.profile.gang === gang && onBattlefield(m) && !not.includes(m.id));

/** The measured distances, checked: each a friend of the list, given once; `needed` ones all given. */
const checkDistances = (
  distances: readonly Measured[],
  allowed: readonly ModelRef[],
  needed: readonly ModelRef[],
  from: string,
  /** Who may be measured, in words: `a friendly model on the battlefield near`. */
  whom: string,
): NecromundaDecision | null => {
  const seen = new Set<string>();
  for (const d of distances) {
    if (seen.has(d.id)) return refuse(`the distance of ${d.id} is given twice`, RULE, 'distances');
    seen.add(d.id);
    if (!allowed.some((m) => m.id === d.id))
      return refuse(`${d.id} is not ${whom} ${from}: no distance to give`, RULE, 'distances');
  }
  const missing = needed.filter((m) => !seen.has(m.id));
  if (missing.length > 0)
    return refuse(
      `measure the distance to ${from} of ${missing.map(nameOf).join(', ')}: whether they test depends on it`,
      RULE,
      'distances',
    );
  return null;
};

/**
 * Who tests their nerve around a casualty (necromunda/nerve/tests): every friendly model within the
 * page's range of it, whatever its Status, unless immune; a Juve taken Out of Action makes only Juves
 * test. The players give the distances; each tester's Nerve test is then owed, in the order given.
 */
export const decideNerveCheck = (
  state: NecromundaState,
  casualty: string,
  distances: readonly Measured[],
): NecromundaDecision => {
  const at = owedHead(state, ['nerve-check'], casualty, `the Nerve check around ${casualty}`, RULE);
  if (E.isLeft(at)) return at;
  const { g, head } = at.right;
  const c = modelOf(g, casualty);
  if (c === undefined) throw new Error(`no model ${casualty}`);
  const friends = friendsOf(g, c.state.profile.gang, [casualty]);
  const juveOut = isJuve(c) && head.result === 'out-of-action';
  const needsDistance = (m: ModelRef): boolean => {
    const immune = m.state.profile.nerveImmune;
    const ignores = m.kind === 'vehicle' && c.kind === 'fighter';
    return !immune && !ignores && !(juveOut && !isJuve(m));
  };
  const bad = checkDistances(
    distances,
    friends,
    friends.filter(needsDistance),
    nameOf(c),
    'a friendly model on the battlefield near',
  );
  if (bad !== null) return bad;
  const inches = (id: string): number => distances.find((d) => d.id === id)?.inches ?? 0;
  const owed = ruledBy(RULE, 'distances', () =>
    nerveTestsOwed(
      { kind: c.kind, juve: isJuve(c), result: head.result },
      friends.map((m) => ({
        id: m.id,
        kind: m.kind,
        juve: isJuve(m),
        immune: m.state.profile.nerveImmune,
        inches: inches(m.id),
      })),
    ),
  );
  if (E.isLeft(owed)) return owed;
  const events: NecromundaEvent[] = [
    {
      type: 'NerveTestsCalled',
      casualty,
      result: head.result,
      distances,
      testers: owed.right.testers,
      excused: owed.right.excused,
      rules: owed.right.rules,
    },
  ];
  if (owed.right.testers.length > 0)
    events.push({
      type: 'ConsequencesOwed',
      owed: owed.right.testers.map((tester) => ({ kind: 'nerve-test', tester, casualty })),
      rules: [RULE],
    });
  return E.right(events);
};

/** The Broken action of a model, as brokenActivation gives it (an Engaged fighter says so by retreating). */
export const brokenEvents = (m: ModelRef): readonly NecromundaEvent[] => {
  const b = brokenActivation(
    m.kind === 'fighter'
      ? { kind: 'fighter', engaged: false }
      : { kind: 'vehicle', mobility: m.state.profile.mobility },
  );
  return [
    { type: 'ModelBroken', model: m.id, action: b.action, rules: b.rules },
    {
      type: 'ConsequencesOwed',
      owed: [{ kind: 'broken-activation', model: m.id }],
      rules: ['necromunda/nerve/broken'],
    },
  ];
};

/**
 * A Nerve test (necromunda/nerve/tests): a Cool test, +1 per friendly model of the tester's kind in
 * range (fighters 3", not Broken or Seriously Injured; vehicles 6"). Failed, the model becomes Broken
 * and activates at once (necromunda/nerve/broken); one already Broken stays so and does not activate
 * again for it (docs/rulings.md).
 */
export const decideNerveTest = (
  state: NecromundaState,
  tester: string,
  roll: number,
  distances: readonly Measured[],
): NecromundaDecision => {
  const at = owedHead(state, ['nerve-test'], tester, `a Nerve test for ${tester}`, RULE);
  if (E.isLeft(at)) return at;
  const { g, head } = at.right;
  const t = modelOf(g, tester);
  if (t === undefined) throw new Error(`no model ${tester}`);
  const cool = t.state.profile.cool;
  if (cool === null) return refuse(`${nameOf(t)}'s Cool is not given: add cool to its profile`, RULE, 'roll');
  const kind: ModelKind = t.kind;
  const friends = friendsOf(g, t.state.profile.gang, [tester, head.casualty]).filter((m) => m.kind === kind);
  const bad = checkDistances(
    distances,
    friends,
    friends,
    nameOf(t),
    `another friendly ${kind} on the battlefield (only ${kind}s help a ${kind}'s test) near`,
  );
  if (bad !== null) return bad;
  const inches = (id: string): number => distances.find((d) => d.id === id)?.inches ?? 0;
  const ruled = ruledBy(RULE, 'roll', () =>
    nerveTest({
      tester: kind,
      cool: { target: cool, roll },
      friends: friends.map((m) => ({
        kind: m.kind,
        inches: inches(m.id),
        broken: m.state.broken,
        seriouslyInjured: m.kind === 'fighter' && m.state.status === 'seriously-injured',
      })),
    }),
  );
  if (E.isLeft(ruled)) return ruled;
  const r = ruled.right;
  const helps = (m: ModelRef): boolean =>
    inches(m.id) <= NERVE_HELP_INCHES[kind] &&
    (m.kind === 'vehicle' || (!m.state.broken && m.state.status !== 'seriously-injured'));
  const taken: NecromundaEvent = {
    type: 'NerveTestTaken',
    tester,
    casualty: head.casualty,
    friends: friends.map((m) => ({ id: m.id, inches: inches(m.id), helps: helps(m) })),
    helpers: r.helpers,
    test: testRolled(r.test, cool, roll),
    broken: r.broken,
    rules: r.rules,
  };
  if (!r.broken || t.state.broken) return E.right([taken]);
  return E.right([taken, ...brokenEvents(t)]);
};
