import { Document, isCollection, isPair, isScalar, isSeq, visit } from 'yaml';
import type { RecordedGame } from './recordedGameCodec.ts';

/** Lists whose items stay in block style, one field a line: the structure of the game. */
const BLOCK_ITEMS: ReadonlySet<string> = new Set(['armies', 'groups', 'troopers', 'turns', 'orders']);
/** Maps and lists written one entry a line, each entry on one line: a trooper's dice, its ARO, a table fact. */
const ONE_A_LINE: ReadonlySet<string> = new Set([
  'table',
  'table2',
  'aros',
  'aros2',
  'dice',
  'saves',
  'decline',
  'discard',
  'guts',
  'outcome',
]);
/** A collection goes on one line (flow style) when it fits in this many characters. */
const LINE = 110;

/**
 * A recorded game as YAML text in the style of examples/*.game.yaml: the structure in block
 * style (armies, groups, troopers, Turns, Orders, each field of an Order), and what fits on one
 * line — a declaration, a table fact, a trooper's dice, its attributes — in flow style.
 */
export const gameYaml = (game: RecordedGame): string => {
  const doc = new Document(game);
  doc.commentBefore = ` ${game.title}\n Exported by arbiter from the game's log: recording this file gives the same events.`;
  visit(doc, {
    Collection(_key, node, path) {
      const parent = path[path.length - 1];
      const pair = path[path.length - 2];
      // An item of armies, groups, troopers, turns or orders: its fields go one a line.
      if (isSeq(parent) && isPair(pair) && isScalar(pair.key) && BLOCK_ITEMS.has(String(pair.key.value))) return;
      if (path.length <= 1) return;
      const key = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : '';
      if (ONE_A_LINE.has(key)) return;
      const indent = path.filter((p) => isCollection(p)).length * 2;
      const width = JSON.stringify(node.toJSON()).length;
      if (indent + width > LINE) return;
      node.flow = true;
      return visit.SKIP;
    },
  });
  return doc.toString({ lineWidth: 0 });
};
