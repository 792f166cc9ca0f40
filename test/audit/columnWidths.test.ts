import { expect, it } from 'vitest';
import { columnWidths } from '../../audit/index.ts';

it('audit/columnWidths: the widest cell of each column, header included, over 2,000,000 rows (more than a call takes as arguments: issue 19)', () => {
  const rows = Array.from({ length: 2_000_000 }, (_, i) => [
    String(i % 1000),
    i === 1_234_567 ? 'the widest cell' : 'x',
  ]);
  expect(columnWidths(['game', 'ok'], rows)).toEqual([4, 15]);
  expect(columnWidths(['a long header', 'b'], [['x', ''], ['yy']])).toEqual([13, 1]);
});
