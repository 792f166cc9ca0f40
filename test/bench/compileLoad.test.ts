import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileLoad } from '../../bench/compileLoad.ts';

const completed = (sfi: string, phases: readonly [number, number, number], name = 'f'): string =>
  `[completed compiling 0x2d49d319ab51 <JSFunction ${name} (sfi = ${sfi})> (target TURBOFAN) - took ${phases.map((p) => p.toFixed(3)).join(', ')} ms]`;
const bailout = (sfi: string, reason: string): string =>
  `[bailout (kind: deopt-eager, reason: ${reason}): begin. deoptimizing 0x2d49d31a1961 <JSFunction g (sfi = ${sfi})>, 0x3ce619669569 <Code TURBOFAN>, opt id 70, bytecode offset 0, deopt exit 69, FP to SP delta 144, caller SP 0x7ffe289afef8, pc 0x7fee8818bd69]`;

describe("bench/compileLoad: what V8's optimizing compiler did, read from its trace", () => {
  it('sums the compilations, counts again only what follows a deoptimization, and passes over other lines', () => {
    const trace = [
      completed('0x1a', [0.1, 3.3, 0.1]),
      '[marking 0x2d49d319ffe1 <JSFunction decided (sfi = 0x1b)> for optimization to TURBOFAN, ConcurrencyMode::kConcurrent, reason: small function]',
      '[compiling method 0x2d49d319ffe1 <JSFunction decided (sfi = 0x1b)> (target TURBOFAN), mode: ConcurrencyMode::kConcurrent]',
      completed('0x1b', [0, 1, 0], ''),
      completed('0x1b', [0, 2, 0]),
      bailout('0x1a', 'wrong map'),
      '[completed optimizing 0x2d49d31b0d81 <JSFunction (sfi = 0x1a)> (target TURBOFAN)]',
      'ROUND 1 wall 80',
      completed('0x1a', [0, 5, 0]),
      bailout('0x1c', 'Insufficient type feedback for call'),
    ].join('\n');
    const load = compileLoad(trace);
    expect(load.compilations).toBe(4);
    expect(load.ms).toBeCloseTo(11.5, 6);
    expect(load.recompiledMs).toBeCloseTo(5, 6);
    expect(load.largestMs).toBeCloseTo(5, 6);
    expect(load.deopts).toBe(2);
    expect([...load.deoptReasons]).toEqual([
      ['wrong map', 1],
      ['Insufficient type feedback for call', 1],
    ]);
  });

  it('any trace: the totals are those of its lines, whatever order they come in', () => {
    const sfi = fc.constantFrom('0xa1', '0xb2', '0xc3', '0xd4');
    const phase = fc.integer({ min: 0, max: 200_000 }).map((n) => n / 1000);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('compile' as const), sfi, phases: fc.tuple(phase, phase, phase) }),
      fc.record({ kind: fc.constant('deopt' as const), sfi, reason: fc.constantFrom('wrong map', 'not a Smi') }),
      fc.record({ kind: fc.constant('noise' as const), text: fc.string() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const deoptimized = new Set<string>();
        let ms = 0;
        let again = 0;
        let compilations = 0;
        let deopts = 0;
        const lines = steps.map((s) => {
          switch (s.kind) {
            case 'compile': {
              const took = s.phases.reduce((n, p) => n + p, 0);
              compilations += 1;
              ms += took;
              if (deoptimized.has(s.sfi)) again += took;
              return completed(s.sfi, s.phases);
            }
            case 'deopt':
              deopts += 1;
              deoptimized.add(s.sfi);
              return bailout(s.sfi, s.reason);
            case 'noise':
              return s.text.replaceAll('\n', ' ');
          }
        });
        const load = compileLoad(lines.join('\n'));
        expect(load.compilations).toBe(compilations);
        expect(load.ms).toBeCloseTo(ms, 6);
        expect(load.recompiledMs).toBeCloseTo(again, 6);
        expect(load.deopts).toBe(deopts);
        expect([...load.deoptReasons.values()].reduce((n, c) => n + c, 0)).toBe(deopts);
      }),
    );
  });
});
