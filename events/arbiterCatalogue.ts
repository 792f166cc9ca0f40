import { defineCatalogue, type Catalogue } from './log/logCatalogue.ts';
import { ArbiterEventCodec, EVENT_CODECS, SCHEMA_VERSION, type ArbiterEvent } from './catalogue.ts';

/** The real event catalogue as the log reads and writes it (current version, upcasters). */
export const arbiterCatalogue: Catalogue<ArbiterEvent> = defineCatalogue<ArbiterEvent>({
  version: SCHEMA_VERSION,
  codecs: EVENT_CODECS,
  codec: ArbiterEventCodec,
  upcasters: [],
});
