import { defineCatalogue, type Catalogue } from '../../kernel/index.ts';
import { NECROMUNDA_EVENT_CODECS, NecromundaEventC, type NecromundaEvent } from './necromundaEvent.ts';
import { necromundaV1ToV2 } from './upcasters/v1ToV2.ts';

/** The schema version new Necromunda records carry. */
export const NECROMUNDA_SCHEMA_VERSION = 2;

/**
 * Necromunda's events as the log reads and writes them: version 2 (vehicles, Nerve, the aftermath),
 * v1 logs upcast on read; the seal counts hits.
 */
export const necromundaCatalogue: Catalogue<NecromundaEvent> = defineCatalogue<NecromundaEvent>({
  version: NECROMUNDA_SCHEMA_VERSION,
  codecs: NECROMUNDA_EVENT_CODECS,
  codec: NecromundaEventC,
  upcasters: [necromundaV1ToV2],
  // Every codec returns its input unchanged when it accepts it (custom codecs included): readers may use `is`.
  decodeIsIdentity: true,
  seal: { counts: ['hits'], count: (e) => (e.type === 'HitResolved' ? 'hits' : null) },
});
