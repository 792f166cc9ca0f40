import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  readonly engines: { readonly node: string };
};

describe('package.json engines', () => {
  it('claims the Node line these tests run on, from the first release they need (^20.19.0)', () => {
    const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(engines.node);
    expect(m, engines.node).not.toBeNull();
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major).toBe(Number(m?.[1]));
    expect(minor).toBeGreaterThanOrEqual(Number(m?.[2]));
  });
});
