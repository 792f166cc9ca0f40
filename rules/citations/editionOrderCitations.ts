import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';

/**
 * The N4 and N5 entries of Order and ARO rules that earlier only had an N3 entry, so that a game
 * cites its own edition. The wiki's ARO page is the N5 text; its N4 revisions said the same on
 * these points (docs/rulings.md "Citations per edition"). The N4 Orders page is the revision
 * the N5 update replaced (oldid 2877); the N4 Lieutenant page is the revision before the N5 one.
 */
const ARO = `${WIKI}/ARO`;
const N4_ORDERS = `${WIKI}/index.php?oldid=2877&title=Orders_and_the_Order_Pool`;
const N5_ORDERS = `${WIKI}/index.php?diff=3589&oldid=2877&title=Orders_and_the_Order_Pool`;
const N4_SEQUENCE = `${WIKI}/index.php?diff=prev&oldid=3679&title=Order_Expenditure_Sequence`;
const N5_SEQUENCE = `${WIKI}/index.php?redirect=no&title=Order_Expenditure_Sequence`;
const N4_LIEUTENANT = `${WIKI}/index.php?direction=prev&oldid=3667&title=Lieutenant`;
const N5_LIEUTENANT = `${WIKI}/index.php?diff=prev&oldid=3667&title=Lieutenant`;

export const EDITION_ORDER_CITATIONS = {
  'n4/aro/declaration-timing': {
    edition: 'n4',
    title:
      'AROs are declared right after the Entire Order or the first Short Skill; an eligible trooper that declares none loses it; after the second skill only newly eligible troopers declare',
    source: ARO,
  },
  'n5/aro/declaration-timing': {
    edition: 'n5',
    title:
      'AROs are declared right after the Long Skill or the first Basic Short Skill; an eligible trooper that declares none loses it; after the second skill only newly eligible troopers declare',
    source: ARO,
  },
  'n4/aro/one-per-order': {
    edition: 'n4',
    title: 'Each eligible enemy gets a single ARO per Order, whatever the Order declares',
    source: ARO,
  },
  'n5/aro/one-per-order': {
    edition: 'n5',
    title: 'Each eligible enemy gets a single ARO per Order, whatever the Order declares',
    source: ARO,
  },
  'n4/aro/target-activated-trooper': {
    edition: 'n4',
    title: 'The target of an ARO is a trooper the Order activated',
    source: ARO,
  },
  'n5/aro/target-activated-trooper': {
    edition: 'n5',
    title: 'The target of an ARO is a trooper the Order activated',
    source: ARO,
  },
  'n4/aro/reactive-only': {
    edition: 'n4',
    title: 'Only the Reactive Player declares AROs; AROs give no AROs',
    source: ARO,
  },
  'n5/aro/reactive-only': {
    edition: 'n5',
    title: 'Only the Reactive Player declares AROs; AROs give no AROs',
    source: ARO,
  },
  'n4/aro/usable-in-aro': { edition: 'n4', title: 'In ARO only skills labelled ARO may be declared', source: ARO },
  'n5/aro/usable-in-aro': { edition: 'n5', title: 'In ARO only skills labelled ARO may be declared', source: ARO },
  'n4/orders/declaration-details': {
    edition: 'n4',
    title:
      'A skill is declared with all it needs (route, weapon, targets, Burst split, ammunition), fixed from then on',
    source: N4_SEQUENCE,
  },
  'n5/orders/declaration-details': {
    edition: 'n5',
    title:
      'A skill is declared with all it needs (route, weapon, targets, Burst split, ammunition), fixed from then on',
    source: N5_SEQUENCE,
  },
  'n4/orders/invalid-declaration': {
    edition: 'n4',
    title: 'A skill whose requirements turn out unmet is void and counts as Idle; its Order and AROs stand',
    source: N4_SEQUENCE,
  },
  'n4/orders/order-pool': {
    edition: 'n4',
    title: 'Regular Orders go to their Combat Group pool and are spent only within that group',
    source: N4_ORDERS,
  },
  'n4/orders/irregular': {
    edition: 'n4',
    title: 'Irregular troopers add no Order to the pool; each keeps its Irregular Order for itself',
    source: N4_ORDERS,
  },
  'n4/orders/null-troopers': {
    edition: 'n4',
    title: 'In the Tactical Phase, troopers in a Null state add no Order to the pool',
    source: N4_ORDERS,
  },
  'n5/orders/null-troopers': {
    edition: 'n5',
    title: 'In the Tactical Phase, troopers in a Null state add no Order to the pool',
    source: N5_ORDERS,
  },
  'n4/orders/no-crossing-groups': {
    edition: 'n4',
    title: 'Regular Orders of one Combat Group never activate a trooper of another',
    source: N4_ORDERS,
  },
  'n5/orders/no-crossing-groups': {
    edition: 'n5',
    title: 'Regular Orders of one Combat Group never activate a trooper of another',
    source: N5_ORDERS,
  },
  'n4/orders/lieutenant-order': {
    edition: 'n4',
    title: 'The Lieutenant has a Special Lieutenant Order that only it may spend',
    source: N4_LIEUTENANT,
  },
  'n4/orders/command-tokens': {
    edition: 'n4',
    title: 'Each player starts with 4 Command Tokens; a Coordinated Order spends one',
    // The wiki's Command Tokens page now holds the N5 text; on these two points N4 read the same.
    source: `${WIKI}/Command_Tokens`,
  },
  'n4/lieutenant/eligible': {
    edition: 'n4',
    title: 'Irregular troopers and REMs cannot be appointed Lieutenant',
    source: N4_LIEUTENANT,
  },
  'n5/lieutenant/eligible': {
    edition: 'n5',
    title: 'Irregular troopers and REMs cannot be appointed Lieutenant',
    source: N5_LIEUTENANT,
  },
} as const satisfies Record<string, CitationEntry>;
