import { ArbiterEventCodec, EVENT_CODECS, SCHEMA_VERSION, type ArbiterEvent } from '../catalogue.ts';
import { defineCatalogue, type Catalogue } from './logCatalogue.ts';
import { ARBITER_UPCASTERS } from './upcasters/index.ts';

/** The real event catalogue, as the log reads and writes it. */
export const arbiterCatalogue: Catalogue<ArbiterEvent> = defineCatalogue<ArbiterEvent>({
  version: SCHEMA_VERSION,
  codecs: EVENT_CODECS,
  codec: ArbiterEventCodec,
  upcasters: ARBITER_UPCASTERS,
});
