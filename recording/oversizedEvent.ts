import type { ArbiterEvent } from '../events/index.ts';
import { MAX_EVENT_BYTES } from './inputLimits.ts';

const MIB = 1024 * 1024;

/**
 * The first event too long for a line the log reader takes back, said as a reason; null when
 * none is. The file's limits keep every field far below it; what they cannot bound alone is
 * the weapons named by catalogue id, which GameStarted writes out in full.
 */
export const oversizedEvent = (events: readonly ArbiterEvent[]): string | null => {
  for (const event of events) {
    const text = JSON.stringify(event);
    // A UTF-16 unit is at most 3 UTF-8 bytes: only a text that long is counted.
    if (text.length * 3 <= MAX_EVENT_BYTES) continue;
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_EVENT_BYTES) {
      const why = event.type === 'GameStarted' ? ' (each weapon named by id is written out in full there)' : '';
      return `the log would hold a ${event.type} line of ${(bytes / MIB).toFixed(1)} MiB${why}; a log line is read back only up to ${(MAX_EVENT_BYTES / MIB).toFixed(1)} MiB`;
    }
  }
  return null;
};
