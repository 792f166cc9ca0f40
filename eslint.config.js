// ESLint, run by `npm run lint` over every .ts file of the repository (sources, tests, bench,
// scripts, docs/tools), type-aware through typescript-eslint's project service (tsconfig.json).
// Formatting is Prettier's job: eslint-config-prettier, last, turns off every rule it would fight.
// No --cache: ESLint's cache is per file, so a change in one file (a new event type) would not
// re-check the unchanged files whose type-aware findings it creates (a switch that no longer lists
// every event type). A full run takes some 30 s on two cores.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    // The viewer's page is plain JS type-checked by its own tsconfig (test/viewer/pageSources.test.ts);
    // bin/ and the config files are a few lines of plain JS.
    ignores: ['node_modules/', 'out/', 'dist/', 'test-artifacts/', '.scratch/', '**/*.js', '**/*.cjs', '**/*.mjs'],
  },
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A `default:` does not excuse a switch over a union: every member is listed, so a new event
      // type, log error or skill fails here until each switch decides what it means. A switch over
      // an open type (a string, a number) must say what happens to the rest with a `default:`.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        {
          considerDefaultExhaustiveForUnions: false,
          requireDefaultForNonUnion: true,
          allowDefaultCaseForExhaustiveSwitch: true,
        },
      ],
      // The `_` prefix marks a binding kept on purpose (an omitted field, an ignored callback argument),
      // as tsc's noUnusedLocals / noUnusedParameters already accept it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: noise here. The log stores implement a Promise-returning interface (EventStore); an
      // in-memory store's methods are async with nothing to await, so that a throw still becomes a
      // rejection. no-floating-promises and no-misused-promises catch the real async mistakes.
      '@typescript-eslint/require-await': 'off',
      // Off: matching control characters is the point where it happens (stripping ANSI colour codes,
      // refusing control characters in printed names and recorded text).
      'no-control-regex': 'off',
    },
  },
  {
    // One result convention (issue 20): fp-ts Either, `E.left(refusal)` / `E.right(result)`. No
    // hand-written `{ ok: true, … } | { ok: false, … }` result comes back anywhere in the code. The
    // `ok` fields that remain are printed output, not result types: an object literal given to
    // JSON.stringify (`arbiter record --json`, `arbiter verify --json`) is left alone by the selector,
    // and recording/refusalJson.ts (the refusal `record --json` prints) says so where it disables the
    // rule. Tests are left out: they assert that printed JSON, and the results they read are typed here.
    files: ['**/*.ts'],
    ignores: ['test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='ok'][value.raw=/^(true|false)$/]:not(CallExpression[callee.object.name='JSON'][callee.property.name='stringify'] Property)",
          message: 'Return an fp-ts Either (E.left / E.right), not a hand-written { ok } result (issue 20).',
        },
        {
          selector: "TSPropertySignature[key.name='ok'] TSLiteralType > Literal[raw=/^(true|false)$/]",
          message: 'Type the result as an fp-ts Either, not a hand-written { ok } union (issue 20).',
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Off in tests: vitest types its asymmetric matchers (expect.stringMatching, expect.any, …) as
      // `any`, so every `toMatchObject({ message: expect.stringMatching(…) })` would be reported.
      // no-unsafe-member-access and no-unsafe-call stay on, so an untyped JSON.parse is still caught.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  prettier,
);
