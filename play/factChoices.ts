import type { GameCommand } from '../machines/index.ts';
import { commandRefusal } from '../rules/decide/index.ts';
import type { GameState, OrderState } from '../rules/state/index.ts';
import type { SkillDeclaration } from '../rules/orders/index.ts';
import type { TableFact } from '../rules/table/index.ts';
import { command, type Choice } from './question.ts';

type Names = (id: string) => string;

/** Each shot of a template weapon declared so far: who fires it, which weapon, which shot (1, 2…). */
const templateShots = (
  s: GameState,
  o: OrderState,
): readonly { readonly from: string; readonly weapon: string; readonly shot: number }[] => {
  const out: { from: string; weapon: string; shot: number }[] = [];
  const of = (trooper: string, d: SkillDeclaration | null): void => {
    if (d === null) return;
    const weaponId =
      d.skill === 'bs-attack' || d.skill === 'intuitive-attack' || d.skill === 'speculative-fire' ? d.weapon : null;
    const w = weaponId === null ? undefined : s.table.troopers[trooper]?.profile.weapons.find((x) => x.id === weaponId);
    if (w === undefined || w.template === 'none') return;
    const shots = d.skill === 'bs-attack' ? d.targets.reduce((n, t) => n + t.burst, 0) : 1;
    for (let shot = 1; shot <= Math.max(shots, 1); shot++) out.push({ from: trooper, weapon: w.name, shot });
  };
  of(o.trooper, o.first);
  of(o.trooper, o.second);
  for (const a of o.aros) of(a.trooper, a.declaration);
  return out;
};

/** Who attacks whom in the Order's declarations so far (the active trooper's and the AROs'). */
const attacks = (o: OrderState): readonly { readonly from: string; readonly to: string }[] => {
  const of = (trooper: string, d: SkillDeclaration | null): { from: string; to: string }[] => {
    if (d === null) return [];
    switch (d.skill) {
      case 'bs-attack':
      case 'comms-attack':
        return d.targets.map((t) => ({ from: trooper, to: t.target }));
      case 'cc-attack':
      case 'berserk':
      case 'intuitive-attack':
      case 'speculative-fire':
      case 'discover':
        return [{ from: trooper, to: d.target }];
      case 'medikit':
      case 'gizmokit':
        // Used remotely: LoF and range to the patient (rules/combat/remoteSupport.ts).
        return d.use === 'remote' ? [{ from: trooper, to: d.target }] : [];
      case 'doctor':
      case 'engineer':
        return [];
      case 'move':
      case 'dodge':
      case 'reset':
      case 'idle':
      case 'change-facing':
      case 'suppressive-fire':
      case 'cautious-move':
      case 'jump':
      case 'climb':
      case 'camouflage':
      case 'combat-jump':
      case 'parachutist':
      case 'extract':
      case 'pick-up':
      case 'drop':
      case 'hack-console':
        return [];
    }
  };
  return [
    ...of(o.trooper, o.first),
    ...of(o.trooper, o.second),
    ...o.aros.flatMap((a) => of(a.trooper, a.declaration)),
  ];
};

/** Who must be in base contact with whom for the Order's declarations (Close Combat, the support skills). */
const contacts = (o: OrderState): readonly { readonly a: string; readonly b: string }[] => {
  const of = (trooper: string, d: SkillDeclaration | null): { a: string; b: string }[] =>
    d !== null &&
    (d.skill === 'cc-attack' ||
      d.skill === 'berserk' ||
      d.skill === 'doctor' ||
      d.skill === 'engineer' ||
      ((d.skill === 'medikit' || d.skill === 'gizmokit') && d.use !== 'remote'))
      ? [{ a: trooper, b: d.target }]
      : [];
  return [
    ...of(o.trooper, o.first),
    ...of(o.trooper, o.second),
    ...o.aros.flatMap((a) => of(a.trooper, a.declaration)),
  ];
};

const has = (facts: readonly TableFact[], kind: TableFact['fact'], a: string, b: string): boolean =>
  facts.some((f) => {
    switch (f.fact) {
      case 'range':
        // A range is the same both ways.
        return kind === 'range' && f.at === undefined && ((f.from === a && f.to === b) || (f.from === b && f.to === a));
      case 'lof':
      case 'visibility':
      case 'visibility-zone':
        return f.fact === kind && f.from === a && f.to === b && f.at === undefined;
      case 'cover':
        return kind === 'cover' && f.target === b && f.from === a && f.at === undefined;
      case 'zoc':
        return kind === 'zoc' && f.trooper === a && f.of === b && f.at === undefined;
      case 'base-contact':
        return kind === 'base-contact' && ((f.a === a && f.b === b) || (f.a === b && f.b === a));
      case 'template':
      case 'mine':
      case 'friendly-fire':
      case 'dodge-move':
      case 'guts-options':
      case 'hacking-area':
        return false;
    }
  });

const pick = (s: GameState, label: string, prompt: string, options: readonly [string, TableFact][]): Choice | null => {
  const legal = options.filter(([, fact]) => commandRefusal(s, { type: 'measure', fact }) === null);
  return legal.length === 0
    ? null
    : {
        label,
        ask: { kind: 'pick', prompt, options: legal.map(([l, fact]) => command(l, { type: 'measure', fact })) },
      };
};

/**
 * The measurements the Order's declarations call for and the table has not given yet: LoF from
 * each enemy to the active trooper (who may react), then for each attack declared its LoF, range
 * and the target's cover. Each is offered only if the rules take it now; its value is asked next.
 */
export const factChoices = (s: GameState, names: Names): readonly Choice[] => {
  const o = s.order;
  if (o === null) return [];
  const facts = o.facts;
  const out: Choice[] = [];
  const lof = (from: string, to: string): void => {
    if (has(facts, 'lof', from, to)) return;
    const c = pick(s, `LoF from ${names(from)} to ${names(to)}?`, `Does ${names(from)} have LoF to ${names(to)}?`, [
      ['yes', { fact: 'lof', from, to, value: true }],
      ['no', { fact: 'lof', from, to, value: false }],
    ]);
    if (c !== null) out.push(c);
  };
  const range = (from: string, to: string): void => {
    if (has(facts, 'range', from, to)) return;
    if (commandRefusal(s, { type: 'measure', fact: { fact: 'range', from, to, inches: 0 } }) !== null) return;
    out.push({
      label: `range from ${names(from)} to ${names(to)}`,
      ask: {
        kind: 'number',
        prompt: `Range from ${names(from)} to ${names(to)}, in inches`,
        unit: 'inches',
        command: (inches): GameCommand => ({ type: 'measure', fact: { fact: 'range', from, to, inches } }),
      },
    });
  };
  const cover = (from: string, to: string): void => {
    if (has(facts, 'cover', from, to)) return;
    const c = pick(s, `cover of ${names(to)} from ${names(from)}`, `${names(to)}'s cover against ${names(from)}`, [
      ['none', { fact: 'cover', target: to, from, value: 'none' }],
      ['partial', { fact: 'cover', target: to, from, value: 'partial' }],
      ['total', { fact: 'cover', target: to, from, value: 'total' }],
    ]);
    if (c !== null) out.push(c);
  };
  const duel = (from: string, to: string): void => {
    lof(from, to);
    range(from, to);
    cover(from, to);
  };
  for (const { from, to } of attacks(o)) duel(from, to);
  for (const { a, b } of contacts(o))
    if (!has(facts, 'base-contact', a, b)) {
      const c = pick(
        s,
        `base contact of ${names(a)} and ${names(b)}?`,
        `Are ${names(a)} and ${names(b)} in base contact?`,
        [
          ['yes', { fact: 'base-contact', a, b, value: true }],
          ['no', { fact: 'base-contact', a, b, value: false }],
        ],
      );
      if (c !== null) out.push(c);
    }
  // An enemy that sees the active trooper may shoot it, and be shot back: the duel's facts both ways.
  const seen = facts.filter((f) => f.fact === 'lof' && f.to === o.trooper && f.value && f.at === undefined);
  for (const f of seen)
    if (f.fact === 'lof') {
      duel(f.from, o.trooper);
      duel(o.trooper, f.from);
    }
  // Templates: who each shot of a template weapon touches (placed by the players, a fact).
  for (const t of templateShots(s, o)) {
    if (facts.some((f) => f.fact === 'template' && f.from === t.from && f.shot === t.shot)) continue;
    const probe: GameCommand = { type: 'measure', fact: { fact: 'template', from: t.from, shot: t.shot, affects: [] } };
    if (commandRefusal(s, probe) !== null) continue;
    out.push({
      label: `template of ${names(t.from)}'s ${t.weapon}, shot ${t.shot}: who does it touch?`,
      ask: {
        kind: 'multi',
        prompt: `Who does the template of ${names(t.from)}'s ${t.weapon} (shot ${t.shot}) touch?`,
        options: Object.keys(s.table.troopers)
          .filter((id) => id !== t.from)
          .map((id) => ({ label: names(id), value: id })),
        command: (affects): GameCommand => ({
          type: 'measure',
          fact: { fact: 'template', from: t.from, shot: t.shot, affects },
        }),
      },
    });
  }
  // Without LoF an enemy may still react from its Zone of Control.
  for (const f of facts)
    if (
      f.fact === 'lof' &&
      f.to === o.trooper &&
      !f.value &&
      f.at === undefined &&
      !has(facts, 'zoc', f.from, o.trooper)
    ) {
      const c = pick(
        s,
        `is ${names(o.trooper)} in ${names(f.from)}'s ZoC?`,
        `Is ${names(o.trooper)} inside ${names(f.from)}'s Zone of Control?`,
        [
          ['yes', { fact: 'zoc', trooper: f.from, of: o.trooper, value: true }],
          ['no', { fact: 'zoc', trooper: f.from, of: o.trooper, value: false }],
        ],
      );
      if (c !== null) out.push(c);
    }
  // Who may react: an enemy with LoF to the active trooper (or in its ZoC, typed as a fact).
  for (const [id, t] of Object.entries(s.table.troopers))
    if (t.player !== o.player && !t.states.includes('dead')) lof(id, o.trooper);
  out.push({ label: 'another measurement (type it)', ask: { kind: 'typed', form: 'fact', trooper: o.trooper } });
  return out;
};
