import { readFileSync } from 'node:fs';

/** The ```js code blocks of a Markdown file, in order: each a whole ES module. */
export const jsSnippets = (file: string): readonly string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
