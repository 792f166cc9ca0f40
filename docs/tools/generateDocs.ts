// Writes the generated docs: docs/events.md and docs/recorded-game.schema.json.
// Run: node bin/run-ts.mjs docs/tools/generateDocs.ts   (tests fail until the committed files match)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventsMarkdown } from './eventsDoc.ts';
import { recordedGameSchemaText } from './recordedGameSchema.ts';

const docs = join(import.meta.dirname, '..');
writeFileSync(join(docs, 'events.md'), eventsMarkdown());
writeFileSync(join(docs, 'recorded-game.schema.json'), recordedGameSchemaText());
process.stdout.write('wrote docs/events.md and docs/recorded-game.schema.json\n');
