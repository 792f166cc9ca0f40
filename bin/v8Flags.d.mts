// The types of bin/v8Flags.mjs, for the benches written in TypeScript.

/** The V8 flags the built command runs with. */
export declare const ENGINE_V8_FLAGS: readonly string[];

/** Sets {@link ENGINE_V8_FLAGS} in this process (and so in its worker threads). */
export declare const useEngineV8Flags: () => void;
