import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com/en';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
const WIKI = 'https://infinitythewiki.com';

/** Orders, the Order Expenditure Sequence, AROs, Order Pools, Lieutenants. */
export const ORDER_CITATIONS = {
  'n3/orders/expenditure-sequence': { edition: 'n3', title: 'Order Expenditure Sequence: the nine steps of an Order', source: `${N3_WIKI}/Order_Expenditure_Sequence` },
  'n4/orders/expenditure-sequence': { edition: 'n4', title: 'Order Expenditure Sequence: activation, skills, AROs, resolution, effects, conclusion', source: `${WIKI}/index.php?diff=prev&oldid=3679&title=Order_Expenditure_Sequence` },
  'n5/orders/expenditure-sequence': { edition: 'n5', title: 'Order Expenditure Sequence: activation, ARO check and declaration, second skill, resolution, effects, conclusion', source: `${WIKI}/index.php?redirect=no&title=Order_Expenditure_Sequence` },
  'n3/orders/declaration-details': { edition: 'n3', title: 'Every detail of a skill (route, weapon, targets, Burst split, ammunition) is fixed when it is declared', source: `${N3_WIKI}/Order_Expenditure_Sequence` },
  'n3/aro/one-per-order': { edition: 'n3', title: 'Each eligible enemy gets one ARO per Order, however many skills the Order has', source: `${N3_OFFICIAL}/ARO` },
  'n3/aro/target-activated-trooper': { edition: 'n3', title: 'An ARO must target the trooper activated by the Order', source: `${N3_OFFICIAL}/ARO` },
  'n5/aro/eligibility': { edition: 'n5', title: 'ARO eligibility: LoF to the activated trooper, activation in ZoC or Hacking Area, affected by a template, target of a Comms Attack', source: `${WIKI}/ARO` },
} as const satisfies Record<string, CitationEntry>;
