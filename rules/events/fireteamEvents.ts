import * as t from 'io-ts';
import { CitationIdC, FireteamKindC, OrderNumberC } from './codecs/index.ts';

/**
 * A Fireteam changed: formed (at deployment or with a Command Token), given a Fireteam Order
 * (its Leader and the members it activated), left by members, or cancelled. It carries the team
 * as it stands after the change (its last members when cancelled), its level and bonuses, and why.
 */
export const FireteamChanged = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('FireteamChanged'),
      change: t.keyof({ formed: null, order: null, left: null, cancelled: null }),
      player: t.string,
      fireteam: t.readonly(
        t.type({ id: t.string, kind: FireteamKindC, leader: t.string, members: t.readonlyArray(t.string) }),
      ),
      level: t.number,
      why: t.string,
      citations: t.readonlyArray(CitationIdC),
    }),
    t.partial({
      /** The Order it happened in (none at deployment or in the Tactical Phase). */
      order: OrderNumberC,
      /** Members who left the team with this change. */
      left: t.readonlyArray(t.string),
      /** The bonuses of its level (n5/fireteams/level), by name. */
      bonuses: t.readonlyArray(t.string),
      /** Command Tokens the player has left, when one was spent to form it. */
      commandTokensLeft: t.number,
    }),
  ]),
  'FireteamChanged',
);
