import type { Upcaster } from '../../kernel/log/upcaster.ts';

/**
 * The upcasters of the real event catalogue, oldest first. The catalogue starts at schema v1, so
 * there are none yet. To introduce schema v2:
 *   1. copy today's codecs, unchanged, into `upcasters/v1Codecs.ts` (frozen from then on);
 *   2. write `upcasters/v1ToV2.ts`: `export const v1ToV2 = defineUpcaster({ from: 1, codecs: V1_CODECS, upcast: (e) => … })`;
 *   3. list it here, change the codecs in `events/` and bump `SCHEMA_VERSION` to 2.
 * Logs written at v1 then keep verifying (their hashes cover what was written) and read as v2.
 */
export const ARBITER_UPCASTERS: readonly Upcaster[] = [];
