/**
 * A strict TypeScript program using the package as a consumer would (`import … from 'arbiter'`
 * and its subpaths), type-checked against the packed declarations by the consumer test. It is only
 * type-checked, never run (docs/api.md's snippets are what runs).
 */
export const CONSUMER_TS = `import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import {
  createGame,
  foldGame,
  formatRejection,
  troopersOf,
  type ArbiterEvent,
  type GameCommand,
  type GameState,
  type SendResult,
} from 'arbiter';
import { faceToFaceOdds, probability, winCount, type FaceToFaceOdds } from 'arbiter/odds';
import { arbiterCatalogue, JsonlFileStore, verifyLog, type VerifyResult } from 'arbiter/log';
import { auditLog, parseWhatIf, type AuditOutcome } from 'arbiter/audit';
import { machineDefinitions, type MachineDefinition } from 'arbiter/machines';
// @ts-expect-error: only the documented entries are exported, not the sources behind them
import type { Edition as Deep } from 'arbiter/rules/edition.ts';
// @ts-expect-error: no such export (a missing export is an error, not an \`any\`)
import { noSuchExport } from 'arbiter';

const text = (name: string): string => readFileSync(\`node_modules/arbiter/examples/lists/\${name}\`, 'utf8');
const game = createGame({
  edition: 'n5',
  lists: [
    { file: 'a.yaml', text: text('panoceania-fennec.yaml') },
    { file: 'b.yaml', text: text('yu-jing-senku.yaml') },
  ],
});
if (game._tag === 'Left') throw new Error(game.left.message);
const start: GameCommand = { type: 'start-turn', player: 'panoceania' };
const answer: SendResult = game.right.send(start);
const events: readonly ArbiterEvent[] = answer._tag === 'Right' ? answer.right : [];
if (answer._tag === 'Left') console.log(formatRejection(answer.left), answer.left.citation.id);
const state: GameState | null = foldGame(game.right.events);
console.log(events.length, troopersOf(state).round);
const odds: FaceToFaceOdds = faceToFaceOdds({ edition: 'n5', active: { sv: 12, burst: 3 }, reactive: null });
const p: number = probability(winCount(odds.active), odds.total);
const verified: Promise<VerifyResult> = verifyLog('game.jsonl', arbiterCatalogue);
void JsonlFileStore.open('game.jsonl', arbiterCatalogue, Date.now);
const audit: Promise<AuditOutcome> = auditLog('game.jsonl', {});
const change = parseWhatIf('order:1 cover senku<-fennec=none');
const definitions: Readonly<Record<'game' | 'order', MachineDefinition>> = machineDefinitions();
const deep: Deep | undefined = undefined;
console.log(p, verified, audit, change._tag, Object.keys(definitions), deep, noSuchExport);
`;

/**
 * The consumer's tsconfig: strict, NodeNext, and no skipLibCheck, so the package's .d.ts are checked
 * too; the JavaScript files it is given (docs/api.md's snippets) are checked as well (checkJs).
 */
export const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2022'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    allowJs: true,
    checkJs: true,
  },
  files: ['consumer.ts'],
};
