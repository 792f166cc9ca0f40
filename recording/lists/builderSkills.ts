import type { TrooperSkill } from '../../rules/profiles/index.ts';

/*
 * The skills and equipment the engine reads, by the names the Army builder gives them (the
 * name, then its bracketed value when it has one: "Mimetism (-3)"). Compared with case,
 * spaces and punctuation aside. Any other skill is reported by the importer, not dropped silently.
 */
const NAMES: Readonly<Record<string, TrooperSkill>> = {
  'Twin Weapons': 'twin-weapons',
  Motorcycle: 'motorcycle',
  Impetuous: 'impetuous',
  'Lieutenant (+1 Order)': 'lieutenant-plus-one',
  'Lieutenant (+1 Command Token)': 'lieutenant-plus-one-token',
  'Tactical Awareness': 'tactical-awareness',
  'Chain of Command': 'chain-of-command',
  NCO: 'nco',
  Courage: 'courage',
  'Total Reaction': 'total-reaction',
  'Hacking Device': 'hacker',
  'Immunity (Shock)': 'shock-immunity',
  'Shock Immunity': 'shock-immunity',
  Dogged: 'dogged',
  'V: Dogged': 'dogged',
  'No Wound Incapacitation': 'nwi',
  'V: No Wound Incapacitation': 'nwi',
  'Immunity (Total)': 'total-immunity',
  'Total Immunity': 'total-immunity',
  Stealth: 'stealth',
  'Sixth Sense': 'sixth-sense',
  'Combat Instinct': 'combat-instinct',
  Frenzy: 'frenzy',
  'Limited Cover': 'limited-cover',
  Exrah: 'exrah',
  Bioimmunity: 'bioimmunity',
  Regeneration: 'regeneration',
  Doctor: 'doctor',
  'Doctor (2W)': 'doctor-2w',
  Engineer: 'engineer',
  MediKit: 'medikit',
  GizmoKit: 'gizmokit',
  'Immunity (AP)': 'immunity-ap',
  'Immunity (DA)': 'immunity-da',
  'Immunity (EXP)': 'immunity-exp',
  'Immunity (E/M)': 'immunity-em',
  'Immunity (PARA)': 'immunity-para',
  'Immunity (Isolated)': 'immunity-isolated',
  'Immunity (IMM-A)': 'immunity-imm-a',
  'Immunity (IMM-B)': 'immunity-imm-b',
  'Super-Jump': 'super-jump',
  'Remote Presence': 'remote-presence',
  Shasvastii: 'shasvastii',
  Peripheral: 'peripheral',
  Infiltration: 'infiltration',
  'Airborne Deployment': 'airborne-deployment',
  'Mimetism (-3)': 'mimetism-3',
  'Mimetism (-6)': 'mimetism-6',
  Nanoscreen: 'nanoscreen',
  'Multispectral Visor L1': 'msv-1',
  'Multispectral Visor L2': 'msv-2',
  'Multispectral Visor L3': 'msv-3',
  'Martial Arts L1': 'martial-arts-1',
  'Martial Arts L2': 'martial-arts-2',
  'Martial Arts L3': 'martial-arts-3',
  'Martial Arts L4': 'martial-arts-4',
  'Martial Arts L5': 'martial-arts-5',
  'Natural Born Warrior': 'natural-born-warrior',
  Berserk: 'berserk',
  'Berserk (+3)': 'berserk-3',
  Protheion: 'protheion',
  Camouflage: 'camouflage',
  'Hidden Deployment': 'hidden-deployment',
  Impersonation: 'impersonation',
  'Surprise Attack (-3)': 'surprise-attack-3',
  'Surprise Attack (-6)': 'surprise-attack-6',
  'Firewall (-3)': 'firewall-3',
  'Firewall (-6)': 'firewall-6',
};

/** Names compared with case, spaces and punctuation aside. */
export const nameKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9+-]/g, '');

const BY_KEY: ReadonlyMap<string, TrooperSkill> = new Map(Object.entries(NAMES).map(([n, s]) => [nameKey(n), s]));

/** The engine's skill a builder skill or equipment names, if it reads it. */
export const skillOfName = (name: string): TrooperSkill | undefined => BY_KEY.get(nameKey(name));

/** The Lieutenant skill (any of its forms) makes its trooper the list's Lieutenant. */
export const isLieutenant = (name: string): boolean => nameKey(name).startsWith('lieutenant');
