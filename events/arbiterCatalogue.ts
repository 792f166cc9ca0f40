import { defineCatalogue, type Catalogue } from '../kernel/log/logCatalogue.ts';
import { ARBITER_UPCASTERS } from './upcasters/index.ts';
import { ArbiterEventCodec, EVENT_CODECS, SCHEMA_VERSION, type ArbiterEvent } from '../rules/events/catalogue.ts';
import { arbiterSealTally } from './sealTally.ts';

/** The real event catalogue as the log reads and writes it (current version, upcasters). */
export const arbiterCatalogue: Catalogue<ArbiterEvent> = defineCatalogue<ArbiterEvent>({
  version: SCHEMA_VERSION,
  codecs: EVENT_CODECS,
  codec: ArbiterEventCodec,
  upcasters: ARBITER_UPCASTERS,
  // Every codec of the catalogue returns its input unchanged when it accepts it (no
  // transformations, no stripped keys; checked by test/kernel/log), so readers may check
  // records with the faster `is`.
  decodeIsIdentity: true,
  seal: arbiterSealTally,
});
