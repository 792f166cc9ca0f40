import { possessive } from './possessive.ts';
import type { SkillDeclaration } from '../rules/orders/index.ts';
import type { TableFact } from '../rules/table/index.ts';

/** A declared route in words, e.g. ` along start → door 3" → crates 1.5" (4.5")`. */
const describeRoute = (route: readonly { readonly point: string; readonly inches: number }[] | undefined): string =>
  route === undefined
    ? ''
    : ` along start → ${route.map((l) => `${l.point} ${l.inches}"`).join(' → ')} (${route.reduce((n, l) => n + l.inches, 0)}")`;

/** The point of the activated trooper's route a fact was measured at, in words. */
const atPoint = (at: string | undefined): string => (at === undefined ? '' : ` [active trooper at ${at}]`);

const MOVEMENT_NAME = { 'cautious-move': 'Cautious Movement', jump: 'Jump', climb: 'Climb' } as const;

/** A change between Normal and Prone declared with a Move, in words. */
const proneText = (prone: 'start' | 'end' | undefined): string =>
  prone === undefined ? '' : `, going Prone or standing up at its ${prone}`;

/** Trooper id → how people call it. */
export type Namer = (id: string) => string;

/** A declared skill in words, e.g. `BS Attack with combi-rifle: Senku ×3`. */
export const describeDeclaration = (d: SkillDeclaration, name: Namer): string => {
  switch (d.skill) {
    case 'bs-attack':
      return (
        `BS Attack with ${d.weapon}${d.ammo === undefined ? '' : ` (${d.ammo} ammunition)`}${d.twin === true ? ' (twin)' : ''}${d.targets.length === 0 ? '' : ': '}${d.targets.map((t) => `${name(t.target)} ×${t.burst}`).join(', ')}` +
        `${d.from === undefined ? '' : `, firing from ${d.from}`}${d.at === undefined ? '' : `, reacting at ${d.at}`}` +
        (d.point === undefined ? '' : ` thrown at the point ${d.point}`)
      );
    case 'cc-attack':
      return `CC Attack with ${d.weapon}: ${name(d.target)}`;
    case 'berserk':
      return `Berserk (Move${describeRoute(d.route)} + CC Attack) with ${d.weapon}: ${name(d.target)}`;
    case 'intuitive-attack':
      return `Intuitive Attack with ${d.weapon}: ${name(d.target)}`;
    case 'speculative-fire':
      return `Speculative Attack with ${d.weapon}: ${name(d.target)}`;
    case 'suppressive-fire':
      return `Suppressive Fire with ${d.weapon}${d.ammo === undefined ? '' : ` (${d.ammo})`}`;
    case 'discover':
      return `Discover ${name(d.target)}`;
    case 'move':
      return `Move${describeRoute(d.route)}${proneText(d.prone)}${d.note === undefined ? '' : ` (${d.note})`}`;
    case 'cautious-move':
    case 'jump':
    case 'climb':
      return `${MOVEMENT_NAME[d.skill]}${describeRoute(d.route)}${d.note === undefined ? '' : ` (${d.note})`}`;
    case 'dodge':
      return `Dodge${d.at === undefined ? '' : ` reacting at ${d.at}`}${d.note === undefined ? '' : ` (${d.note})`}`;
    case 'reset':
      return 'Reset';
    case 'idle':
      return 'Idle';
    case 'change-facing':
      return 'Change Facing';
    case 'camouflage':
      return 'back into Camouflage';
    case 'combat-jump':
      return `Combat Jump${d.note === undefined ? '' : ` (${d.note})`}`;
    case 'parachutist':
      return `Parachutist${d.note === undefined ? '' : ` (${d.note})`}`;
    case 'doctor':
      return `Doctor on ${name(d.target)}`;
    case 'engineer':
      return 'use' in d && d.use === 'states'
        ? `Engineer on ${name(d.target)}, cancelling its States`
        : `Engineer on ${name(d.target)}`;
    case 'medikit':
      return `MediKit on ${name(d.target)}${'use' in d && d.use === 'remote' ? ', used remotely (a BS Attack)' : ''}`;
    case 'gizmokit':
      return `GizmoKit on ${name(d.target)}${'use' in d && d.use === 'remote' ? ', used remotely (a BS Attack)' : ''}`;
    case 'extract':
      return `extract the Supply Box of ${d.objective}`;
    case 'pick-up':
      return `pick up ${d.item}${d.from === undefined ? ' from the ground' : ` from ${name(d.from)}`}`;
    case 'drop':
      return `drop ${d.item}`;
    case 'hack-console':
      return `hack ${d.objective}`;
    case 'comms-attack':
      return `Comms Attack with ${d.program}: ${d.targets.map((t) => `${name(t.target)} ×${t.burst}`).join(', ')}`;
  }
};

const yesNo = (v: boolean): string => (v ? 'yes' : 'no');

/** A table measurement in words, e.g. `range Fennec Fusilier – Senku: 15"`. */
export const describeFact = (f: TableFact, name: Namer): string => {
  switch (f.fact) {
    case 'lof':
      return `LoF ${name(f.from)} → ${name(f.to)}${atPoint(f.at)}: ${yesNo(f.value)}`;
    case 'range':
      return `range ${name(f.from)} – ${name(f.to)}${atPoint(f.at)}: ${f.inches}"`;
    case 'cover':
      return `cover of ${name(f.target)} against ${name(f.from)}${atPoint(f.at)}: ${f.value}`;
    case 'zoc':
      return `${name(f.trooper)} in the ZoC of ${name(f.of)}${atPoint(f.at)}: ${yesNo(f.value)}`;
    case 'base-contact':
      return `base contact ${name(f.a)} – ${name(f.b)}: ${yesNo(f.value)}`;
    case 'visibility':
      return `${name(f.from)} sees ${name(f.to)}${atPoint(f.at)} with ${f.mod >= 0 ? '+' : ''}${f.mod} (${f.reason})`;
    case 'visibility-zone':
      return `the line of fire ${name(f.from)} – ${name(f.to)}${atPoint(f.at)} crosses a ${f.zone} Visibility Zone`;
    case 'template':
      return `${possessive(name(f.from))} template, shot ${f.shot}, touches ${f.affects.length === 0 ? 'nobody' : f.affects.map(name).join(', ')}`;
    case 'mine':
      return `mine ${f.mine} (${f.weapon}) set off by a ${f.trigger}, touching ${f.affects.length === 0 ? 'nobody' : f.affects.map(name).join(', ')}`;
    case 'friendly-fire':
      return `a stray shot of ${name(f.attacker)} would hit the ally ${name(f.ally)}`;
    case 'dodge-move':
      return `if its Dodge succeeds, ${name(f.trooper)} moves ${f.inches}"${f.contacts.length === 0 ? '' : ` into base contact with ${f.contacts.map(name).join(', ')}`}`;
    case 'guts-options':
      return `after its Guts Roll ${name(f.trooper)} could leave LoF: ${yesNo(f.leaveLof)}, reach cover: ${yesNo(f.reachCover)}`;
    case 'hacking-area':
      return `${name(f.trooper)} in the Hacking Area of ${name(f.hacker)}: ${yesNo(f.value)}`;
  }
};
