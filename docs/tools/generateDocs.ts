// Writes the generated docs: docs/events.md and docs/recorded-game.schema.json.
// Run: node bin/run-ts.mjs docs/tools/generateDocs.ts   (tests fail until the committed files match)
// Through the one atomic writer (temporary file, checked writes, fsync): a failure leaves the old docs.
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { formatLogError, writeFileAtomically } from '../../kernel/log/index.ts';
import { eventsMarkdown } from './eventsDoc.ts';
import { recordedGameSchemaText } from './recordedGameSchema.ts';
import { armyListSchemaText, unitLibrarySchemaText } from './armyListSchema.ts';

const docs = join(import.meta.dirname, '..');
for (const [name, text] of [
  ['events.md', eventsMarkdown()],
  ['recorded-game.schema.json', recordedGameSchemaText()],
  ['army-list.schema.json', armyListSchemaText()],
  ['unit-library.schema.json', unitLibrarySchemaText()],
] as const) {
  const written = await writeFileAtomically(join(docs, name), Buffer.from(text, 'utf8'), { force: true });
  if (E.isLeft(written)) {
    process.stderr.write(`generateDocs: ${formatLogError(written.left)}\n`);
    process.exit(1);
  }
}
process.stdout.write(
  'wrote docs/events.md and the schemas docs/recorded-game, army-list and unit-library.schema.json\n',
);
