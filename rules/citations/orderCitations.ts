import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com/en';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
const WIKI = 'https://infinitythewiki.com';

/** Orders, the Order Expenditure Sequence, AROs, Order Pools, Lieutenants. */
export const ORDER_CITATIONS = {
  'n3/orders/expenditure-sequence': {
    edition: 'n3',
    title: 'Order Expenditure Sequence: the nine steps of an Order',
    source: `${N3_WIKI}/Order_Expenditure_Sequence`,
  },
  'n4/orders/expenditure-sequence': {
    edition: 'n4',
    title: 'Order Expenditure Sequence: activation, skills, AROs, resolution, effects, conclusion',
    source: `${WIKI}/index.php?diff=prev&oldid=3679&title=Order_Expenditure_Sequence`,
  },
  'n5/orders/expenditure-sequence': {
    edition: 'n5',
    title:
      'Order Expenditure Sequence: activation, ARO check and declaration, second skill, resolution, effects, conclusion',
    source: `${WIKI}/index.php?redirect=no&title=Order_Expenditure_Sequence`,
  },
  'n3/orders/declaration-details': {
    edition: 'n3',
    title: 'Every detail of a skill (route, weapon, targets, Burst split, ammunition) is fixed when it is declared',
    source: `${N3_WIKI}/Order_Expenditure_Sequence`,
  },
  'n3/orders/invalid-declaration': {
    edition: 'n3',
    title:
      'A skill whose requirements are unmet is null; the trooper still generated AROs as if Idle and Disposable uses are spent',
    source: `${N3_WIKI}/Order_Expenditure_Sequence`,
  },
  'n3/orders/structure': {
    edition: 'n3',
    title:
      'An Order is an Entire Order, or two Short Movement Skills, or a Short Movement Skill and a Short Skill in either order',
    source: `${N3_WIKI}/Structure_of_an_Order`,
  },
  'n4/orders/structure': {
    edition: 'n4',
    title:
      'An Order is an Entire Order, or two Short Movement Skills, or a Short Movement Skill and a Short Skill in either order',
    source: `${N3_WIKI}/Structure_of_an_Order`,
  },
  'n5/orders/structure': {
    edition: 'n5',
    title:
      'An Order is two Basic Short Skills, a Basic Short Skill then a Short Skill, or one Long Skill, declared in that order',
    source: `${WIKI}/index.php?diff=3686&oldid=125&title=Trooper_Activation`,
  },
  'n3/skills/intuitive-attack': {
    edition: 'n3',
    title:
      'Intuitive Attack: an Entire Order attack with a Direct Template weapon at a target out of LoF, after a WIP roll',
    source: `${N3_WIKI}/Intuitive_Attack`,
  },
  'n4/skills/intuitive-attack': {
    edition: 'n4',
    title:
      'Intuitive Attack: an Entire Order attack with a Direct Template weapon at a target out of LoF, after a WIP roll',
    source: `${WIKI}/Intuitive_Attack`,
  },
  'n5/skills/intuitive-attack': {
    edition: 'n5',
    title:
      'Intuitive Attack: a Long Skill attack with a Direct Template weapon at a target out of LoF, after a WIP roll',
    source: `${WIKI}/Intuitive_Attack`,
  },
  'n3/skills/speculative-fire': {
    edition: 'n3',
    title: 'Speculative Fire: an Entire Order BS Attack at -6 with an Impact Template weapon at a point out of LoF',
    source: `${N3_WIKI}/Speculative_Fire`,
  },
  'n4/skills/speculative-fire': {
    edition: 'n4',
    title: 'Speculative Attack: an Entire Order BS Attack at -6 with an Impact Template weapon at a point out of LoF',
    source: `${WIKI}/Speculative_Attack`,
  },
  'n5/skills/speculative-fire': {
    edition: 'n5',
    title: 'Speculative Attack: a Long Skill BS Attack at -6 with an Impact Template weapon at a point out of LoF',
    source: `${WIKI}/Speculative_Attack`,
  },
  'n3/skills/discover': {
    edition: 'n3',
    title: 'Discover: a WIP roll to reveal a Camouflaged, TO or Impersonation marker',
    source: `${N3_WIKI}/Discover`,
  },
  'n4/skills/discover': {
    edition: 'n4',
    title: 'Discover: a WIP roll to reveal an enemy in a marker state (Camouflaged, Impersonation…)',
    source: `${WIKI}/Discover`,
  },
  'n5/skills/discover': {
    edition: 'n5',
    title: 'Discover: a WIP roll to reveal an enemy in a marker state (Camouflaged, Impersonation…)',
    source: `${WIKI}/Discover`,
  },
  'n5/orders/idle': {
    edition: 'n5',
    title: 'An undeclared second Short Skill is Idle; a skill whose requirements fail becomes Idle',
    source: `${WIKI}/Idle`,
  },
  'n3/orders/order-pool': {
    edition: 'n3',
    title: 'Regular Orders go to their Combat Group pool and are spent only within that group',
    source: 'http://infinitythewiki.com/de/Kategorie:Orders_and_Order_Pool',
  },
  'n5/orders/order-pool': {
    edition: 'n5',
    title: 'Regular Orders go to the Combat Group pool; Irregular Orders stay with their trooper',
    source: `${WIKI}/index.php?diff=3589&oldid=2877&title=Orders_and_the_Order_Pool`,
  },
  'n3/aro/eligibility': {
    edition: 'n3',
    title: 'ARO eligibility: LoF to the activated trooper, its activation in ZoC, or a skill that reacts without LoF',
    source: `${N3_OFFICIAL}/ARO`,
  },
  'n4/aro/eligibility': {
    edition: 'n4',
    title: 'ARO eligibility: LoF to the activated trooper or its activation in ZoC',
    source: `${WIKI}/ARO`,
  },
  'n5/aro/eligibility': {
    edition: 'n5',
    title:
      'ARO eligibility: LoF to the activated trooper, activation in ZoC or Hacking Area, affected by a template, target of a Comms Attack',
    source: `${WIKI}/ARO`,
  },
  'n3/aro/declaration-timing': {
    edition: 'n3',
    title:
      'AROs are declared right after the first skill or Entire Order; an eligible trooper that does not declare loses its ARO; after the second skill only newly eligible troopers may declare',
    source: `${N3_OFFICIAL}/ARO`,
  },
  'n3/aro/one-per-order': {
    edition: 'n3',
    title: 'Each eligible enemy gets one ARO per Order, however many skills the Order has',
    source: `${N3_OFFICIAL}/ARO`,
  },
  'n3/aro/target-activated-trooper': {
    edition: 'n3',
    title: 'An ARO must target the trooper activated by the Order',
    source: `${N3_OFFICIAL}/ARO`,
  },
  'n3/aro/reactive-only': {
    edition: 'n3',
    title: 'Only the Reactive Player declares AROs; there are no AROs against AROs',
    source: `${N3_OFFICIAL}/ARO`,
  },
  'n3/aro/usable-in-aro': {
    edition: 'n3',
    title: 'Only skills labelled ARO can be declared as AROs',
    source: `${N3_OFFICIAL}/ARO`,
  },
  'n3/zoc/outside-lof': {
    edition: 'n3',
    title: 'Zone of Control without LoF: only Change Facing or Reset',
    source: `${N3_OFFICIAL}/Zone_of_Control_(ZoC)`,
  },
  'n4/zoc/outside-lof': {
    edition: 'n4',
    title:
      'Zone of Control without LoF: any ARO whose own requirements are met (errata 1.1.1; first published: Dodge or Reset only)',
    source: `${WIKI}/index.php?title=Zone_of_Control&diff=cur&oldid=957`,
  },
  'n4/zoc/outside-lof-first-printing': {
    edition: 'n4',
    title: 'Zone of Control without LoF, as first printed (before errata 1.1.1): only Dodge or Reset',
    source: `${WIKI}/index.php?title=Zone_of_Control&diff=cur&oldid=957`,
  },
  'n5/zoc/outside-lof': {
    edition: 'n5',
    title: 'Zone of Control without LoF: any ARO whose own requirements are met',
    source: `${WIKI}/Zones_of_Control`,
  },
  'n3/orders/irregular': {
    edition: 'n3',
    title: 'Irregular troopers add no Order to the pool; each keeps one Irregular Order for itself',
    source: 'http://infinitythewiki.com/en/Irregular',
  },
  'n5/orders/irregular': {
    edition: 'n5',
    title: 'Irregular Orders stay with their trooper; Irregular troopers may still spend Regular Orders of their pool',
    source: `${WIKI}/index.php?diff=3589&oldid=2877&title=Orders_and_the_Order_Pool`,
  },
  'n3/orders/null-troopers': {
    edition: 'n3',
    title: 'Only troopers that are not Null add their Order in the Tactical Phase',
    source: 'http://infinitythewiki.com/de/Kategorie:Orders_and_Order_Pool',
  },
  'n3/orders/lieutenant-order': {
    edition: 'n3',
    title: 'The Lieutenant has a Special Lieutenant Order of its own, spent only on itself',
    source: `${N3_OFFICIAL}/Special_Lieutenant_Order`,
  },
  'n5/orders/lieutenant-order': {
    edition: 'n5',
    title: 'The Lieutenant Order is an extra Order only the Lieutenant may spend; +1 Order Lieutenants have two',
    source: `${WIKI}/index.php?diff=prev&oldid=3667&title=Lieutenant`,
  },
  'n3/orders/no-crossing-groups': {
    edition: 'n3',
    title: 'Regular Orders of one Combat Group cannot activate troopers of another',
    source: 'http://infinitythewiki.com/de/Kategorie:Orders_and_Order_Pool',
  },
  'n3/lieutenant/loss': {
    edition: 'n3',
    title:
      'Loss of Lieutenant: without a Lieutenant (not deployed, Null or Isolated) in the Tactical Phase every trooper is Irregular',
    source: 'http://infinitythewiki.com/en/Loss_of_Lieutenant',
  },
  'n4/lieutenant/loss': {
    edition: 'n4',
    title: 'Loss of Lieutenant: every trooper is Irregular; a new Lieutenant is appointed at the end of that Turn',
    source: `${WIKI}/index.php?diff=next&oldid=2474&title=Loss_of_Lieutenant`,
  },
  'n5/lieutenant/loss': {
    edition: 'n5',
    title:
      'Loss of Lieutenant: every trooper is Irregular; the player must appoint a new Lieutenant at the end of that Turn',
    source: `${WIKI}/index.php?direction=next&oldid=2474&title=Loss_of_Lieutenant`,
  },
  'n3/lieutenant/eligible': {
    edition: 'n3',
    title: 'Irregular troopers and REMs cannot be appointed Lieutenant',
    source: 'http://infinitythewiki.com/en/Loss_of_Lieutenant',
  },
  'n4/orders/coordinated': {
    edition: 'n4',
    title:
      'Coordinated Order: a Command Token and a Regular Order move up to 4 troopers of one Combat Group with the same skills against one target',
    source: `${WIKI}/index.php?diff=3201&oldid=3200&title=Coordinated_Orders`,
  },
  'n5/orders/coordinated': {
    edition: 'n5',
    title:
      'Coordinated Order: a Command Token and a Regular Order move up to 4 troopers of one Combat Group with the same skills against one target',
    source: `${WIKI}/index.php?diff=3201&oldid=3200&title=Coordinated_Orders`,
  },
  'n3/orders/coordinated': {
    edition: 'n3',
    title:
      'Coordinated Order: a Command Token and a Regular Order move up to 4 troopers of one Combat Group with the same skills, each attacking with Burst 1',
    source: 'http://infinitythewiki.com/en/Coordinated_Order',
  },
  'n3/orders/command-tokens': {
    edition: 'n3',
    title: 'Each player starts with 4 Command Tokens; a Coordinated Order spends one',
    source: 'http://infinitythewiki.com/en/Command_Tokens',
  },
  'n5/orders/command-tokens': {
    edition: 'n5',
    title: 'Each player has Command Tokens (4 unless the mission says otherwise); a Coordinated Order spends one',
    source: `${WIKI}/Command_Tokens`,
  },
} as const satisfies Record<string, CitationEntry>;
