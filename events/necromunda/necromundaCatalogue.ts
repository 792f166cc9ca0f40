import { defineCatalogue, type Catalogue } from '../../kernel/index.ts';
import { NECROMUNDA_EVENT_CODECS, NecromundaEventC, type NecromundaEvent } from './necromundaEvent.ts';

/** The schema version new Necromunda records carry. */
export const NECROMUNDA_SCHEMA_VERSION = 1;

/** Necromunda's events as the log reads and writes them: version 1, no upcasters yet; the seal counts hits. */
export const necromundaCatalogue: Catalogue<NecromundaEvent> = defineCatalogue<NecromundaEvent>({
  version: NECROMUNDA_SCHEMA_VERSION,
  codecs: NECROMUNDA_EVENT_CODECS,
  codec: NecromundaEventC,
  upcasters: [],
  // Every codec returns its input unchanged when it accepts it (custom codecs included): readers may use `is`.
  decodeIsIdentity: true,
  seal: { counts: ['hits'], count: (e) => (e.type === 'HitResolved' ? 'hits' : null) },
});
