import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ASSETS = resolve('viewer/assets');
const scripts = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));

describe("arbiter view: the page's sources", () => {
  it('type-check against the DOM (JSDoc types, checkJs, strict) with viewer/assets/tsconfig.json', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(ASSETS, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    if (config === undefined) throw new Error('no viewer/assets/tsconfig.json');
    expect(config.fileNames.length).toBe(scripts.length);
    const program = ts.createProgram(config.fileNames, config.options);
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const at =
        d.file === undefined || d.start === undefined
          ? ''
          : `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}: `;
      return `${at}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  });

  it.each(scripts)(
    '%s never turns strings into markup or code (innerHTML, outerHTML, insertAdjacentHTML, document.write, eval)',
    (file) => {
      const source = readFileSync(join(ASSETS, file), 'utf8');
      expect(source).not.toMatch(
        /\.(innerHTML|outerHTML)\b|insertAdjacentHTML|document\.write|\beval\(|new Function\(|setAttribute\(\s*['"]on/,
      );
    },
  );

  it('loads nothing from outside the server (no CDN, no remote URL in the page)', () => {
    for (const file of readdirSync(ASSETS).filter((f) => /\.(html|css|js)$/.test(f))) {
      const source = readFileSync(join(ASSETS, file), 'utf8');
      expect(source.match(/(src|href)=["']?(https?:)?\/\/[^"' ]*/g) ?? [], file).toEqual([]);
      expect(source.match(/(import|url)\(?\s*["']https?:/g) ?? [], file).toEqual([]);
    }
  });
});
