import { describe, expect, it } from 'vitest';
import { main, USAGE } from '../../cli/main.ts';
import { fakeIo } from './fakeIo.ts';

const verbs = USAGE.split('\n').flatMap((l) => {
  const m = /^ {2}([a-z]+) /.exec(l);
  return m === null ? [] : [m[1] ?? ''];
});

describe('arbiter --help', () => {
  it('lists the verbs, audit and verify among them', () => {
    expect(verbs).toEqual(expect.arrayContaining(['record', 'replay', 'audit', 'verify', 'odds', 'machines', 'demo']));
  });

  for (const verb of verbs) {
    it(`arbiter ${verb} --help prints its usage with an example and exits 0`, async () => {
      const io = fakeIo();
      const code = await main([verb, '--help'], io);
      const out = io.outs.join('\n');
      expect(code).toBe(0);
      expect(out).toMatch(/usage/i);
      expect(out).toMatch(/example/i);
      expect(out).toContain(`arbiter ${verb}`);
    });
  }

  it('an unknown verb is a usage error that lists the verbs', async () => {
    const io = fakeIo();
    expect(await main(['adit'], io)).toBe(2);
    expect(io.errs.join('\n')).toMatch(/unknown verb adit[\s\S]*audit/);
  });
});
