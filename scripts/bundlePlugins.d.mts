// The types of scripts/bundlePlugins.mjs, for the benches written in TypeScript.
import type { Plugin } from 'esbuild';

/** Gives each source that reads `import.meta.url` (or `.dirname`) its own location, seen from `outdir`, instead of the bundle's. */
export declare const ownLocation: (outdir: string, bundleUrl?: string) => Plugin;

/** Bundles fp-ts and io-ts from their ES modules, not their CommonJS. */
export declare const esModules: Plugin;
