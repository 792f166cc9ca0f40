import type { ArbiterEvent } from '../events/index.ts';

/** A small deterministic generator (mulberry32), so every run writes the same log. */
const rng = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const ACTIVE = 'fusilier-1';
const REACTIVE = 'hacker-2';

/** The events of one Order of a realistic game: declarations, dice and rulings (13 events, ~5.6 kB). */
export const sampleOrder = (order: number, random: () => number): readonly ArbiterEvent[] => {
  const d20 = (): number => 1 + Math.floor(random() * 20);
  const activeFaces = [d20(), d20(), d20()];
  const reactiveFace = d20();
  const sv = (attribute: string, base: number, mod: number) => ({
    attribute,
    base,
    mods: [{ value: mod, reason: 'range 8-16', citation: 'n5/bs-attack/range' as const }],
    rawModTotal: mod,
    modTotal: mod,
    value: base + mod,
    citations: [],
  });
  const die = (roller: string, i: number, face: number, target: number) => ({
    id: `${roller}#${i + 1}`,
    roller,
    die: {
      face,
      sv: target,
      result: face,
      success: face <= target,
      critical: face === target,
      citation: 'n5/rolls/normal-roll' as const,
    },
    fate: face <= target ? { kind: 'hit' as const } : { kind: 'failed' as const },
  });
  const hits = activeFaces.filter((f) => f <= 15).length;
  return [
    { type: 'TrooperActivated', order, player: 'PanOceania', trooper: ACTIVE },
    { type: 'OrderSpent', order, trooper: ACTIVE, group: 'g1', pool: 'regular', citation: 'n5/orders/order-pool' },
    { type: 'OrderStepEntered', order, step: 'first-skill' },
    {
      type: 'SkillDeclared',
      order,
      trooper: ACTIVE,
      position: 'first',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: REACTIVE, burst: 3 }] },
    },
    { type: 'AroDeclared', order, trooper: REACTIVE, position: 'first', declaration: { skill: 'dodge' } },
    {
      type: 'MeasurementRecorded',
      order,
      fact: { fact: 'range', from: ACTIVE, to: REACTIVE, inches: Math.round(random() * 240) / 10 },
    },
    { type: 'DiceRolled', order, trooper: ACTIVE, purpose: 'attack', faces: activeFaces },
    { type: 'DiceRolled', order, trooper: REACTIVE, purpose: 'dodge', faces: [reactiveFace] },
    {
      type: 'FaceToFaceResolved',
      order,
      exchange: `${order}-1`,
      winner: hits > 0 ? 'a' : 'neither',
      a: {
        rollers: [{ trooper: ACTIVE, skill: 'bs-attack', sv: sv('BS', 12, 3) }],
        dice: activeFaces.map((f, i) => die(ACTIVE, i, f, 15)),
        automaticFailures: [],
        hits,
        criticals: 0,
      },
      b: {
        rollers: [{ trooper: REACTIVE, skill: 'dodge', sv: sv('PH', 10, 0) }],
        dice: [die(REACTIVE, 0, reactiveFace, 10)],
        automaticFailures: [],
        hits: 0,
        criticals: 0,
      },
      citations: ['n5/face-to-face/cancellation', 'n5/face-to-face/burst'],
    },
    {
      type: 'SavingRollResolved',
      order,
      trooper: REACTIVE,
      attacker: ACTIVE,
      weapon: 'combi-rifle',
      ammo: 'N',
      attribute: 'ARM',
      threshold: { kind: 'n5-success-value', sv: 11 },
      mods: [],
      rolls: [{ face: d20(), saved: random() < 0.5, why: 'face 1..11 saves' }],
      automaticWounds: 0,
      wounds: 1,
      citations: ['n5/saving-roll/ps'],
    },
    {
      type: 'WoundsInflicted',
      order,
      trooper: REACTIVE,
      wounds: 1,
      total: 1 + (order % 3),
      citations: ['n5/wounds/vita'],
    },
    { type: 'StateEntered', order, trooper: REACTIVE, state: 'unconscious', citations: ['n5/states/unconscious'] },
    { type: 'OrderConcluded', order, trooper: ACTIVE },
  ];
};

/** `count` events of a game, Order after Order. */
export function* sampleGame(count: number, seed = 1): Generator<ArbiterEvent> {
  const random = rng(seed);
  let emitted = 0;
  for (let order = 1; emitted < count; order++) {
    for (const e of sampleOrder(order, random)) {
      if (emitted++ >= count) return;
      yield e;
    }
  }
}
