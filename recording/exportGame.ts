import { eventsInForce } from '../events/index.ts';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { PathReporter } from 'io-ts/lib/PathReporter.js';
import type { ArbiterEvent } from '../events/index.ts';
import { STARTING_COMMAND_TOKENS } from '../rules/orders/index.ts';
import { deploymentSetupOf } from '../rules/deployment/index.ts';
import { commandsOf, setupOf } from './commandsOf.ts';
import { armiesOf } from './exportArmies.ts';
import { turnsOf } from './exportTurns.ts';
import { gameYaml } from './gameYaml.ts';
import { RecordedGameC, type RecordedGame } from './recordedGameCodec.ts';
import { recordGame } from './recordGame.ts';
import { sameJson } from './sameJson.ts';

/** Nowhere in particular: the exported game is checked by recording it, not read from a file. */
const NO_MAP = { locate: () => ({ line: 0, column: 0 }) };

/**
 * A played game's events as a recorded game (docs/recorded-game.md, "Exporting a played game"):
 * the armies from GameStarted, every Turn with its Orders, an Order ruled by the players in its
 * `ruledByPlayers` form. Steps the players took back while playing (StepRetracted) are left out:
 * the file is the game as it stands. Recording it gives these events again, event for event: that is
 * checked before it is returned. Left, with the reason, for events no commands give
 * (commandsOf), a game stopped inside a Turn or an Order (a file holds whole Turns), or a game
 * the format cannot hold (Command Tokens other than the usual, commands in an order a file
 * cannot give).
 */
export const exportRecordedGame = (logged: readonly ArbiterEvent[]): E.Either<string, RecordedGame> => {
  // What stands of a played game: the steps the players took back (StepRetracted) are not exported.
  const inForce = eventsInForce(logged, (e) => e);
  if (E.isLeft(inForce)) return E.left(`event ${inForce.left.index}: ${inForce.left.message}`);
  const events = inForce.right.kept;
  const started = events[0];
  if (started?.type !== 'GameStarted') return E.left('the events do not start with GameStarted');
  if (started.commandTokens !== undefined && started.commandTokens !== STARTING_COMMAND_TOKENS)
    return E.left(
      `the game starts with ${started.commandTokens} Command Tokens a side: a recorded game starts with ${STARTING_COMMAND_TOKENS}`,
    );
  return pipe(
    commandsOf(events, { runtime: 'compiled' }),
    E.chain((commands) => turnsOf(setupOf(started), commands)),
    E.chain((turns) =>
      pipe(
        RecordedGameC.decode({
          format: 'arbiter/recorded-game@1',
          title: started.title,
          edition: started.edition,
          ...(started.readings === undefined ? {} : { readings: started.readings }),
          ...(started.mission === undefined
            ? {}
            : {
                mission: {
                  id: started.mission.id,
                  ...(started.mission.classified.length === 0
                    ? {}
                    : {
                        classified: Object.fromEntries(started.mission.classified.map((c) => [c.player, c.objectives])),
                      }),
                },
              }),
          armies: armiesOf(started),
          ...(started.deployment === undefined ? {} : { deployment: deploymentSetupOf(started.deployment) }),
          turns,
        }),
        E.mapLeft(
          (errors) => `the exported game does not fit the format: ${PathReporter.report(E.left(errors)).join('; ')}`,
        ),
      ),
    ),
    E.chain((game) => {
      const again = recordGame('exported game', game, NO_MAP, { runtime: 'compiled' });
      if (E.isLeft(again))
        return E.left(`recording the exported game stops: ${again.left.error.path}: ${again.left.error.message}`);
      const i = events.findIndex((e, k) => !sameJson(e, again.right.events[k]));
      if (i >= 0 || again.right.events.length !== events.length) {
        const at = i >= 0 ? i : Math.min(events.length, again.right.events.length);
        return E.left(
          `recording the exported game gives other events from event ${at} (${events[at]?.type ?? 'none'} logged, ${again.right.events[at]?.type ?? 'none'} recorded): a file cannot give these commands in their order`,
        );
      }
      return E.right(game);
    }),
  );
};

/** The exported game as YAML text, in the style of examples/*.game.yaml. */
export const exportGameYaml = (events: readonly ArbiterEvent[]): E.Either<string, string> =>
  pipe(exportRecordedGame(events), E.map(gameYaml));
