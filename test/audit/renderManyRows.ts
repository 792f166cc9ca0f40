// A child process of whatIfRows.test.ts: renders a what-if of `rows` changed rulings with --all on
// a main thread's stack (a test worker thread's is four times as deep) and prints how many lines it made.
import { renderWhatIf, type SideBySide } from '../../audit/index.ts';

const count = Number(process.argv[2]);
const rulings: SideBySide[] = Array.from({ length: count }, (_, i) => ({
  order: 1 + Math.floor(i / 10),
  label: `a${i % 10} hits b${i % 7}`,
  logged: `${i % 4} hits`,
  whatIf: `${(i + 1) % 4} hits`,
  changed: true,
}));
const states: SideBySide[] = Array.from({ length: count }, (_, i) => ({
  order: null,
  label: `trooper ${i}`,
  logged: '0 wounds, normal',
  whatIf: '1 wound, normal',
  changed: true,
}));
const lines = renderWhatIf(
  {
    changes: ['edition N5 → N4'],
    stopped: null,
    stop: null,
    diceNotes: [],
    rulings,
    keptAsAgreed: [],
    states,
    events: [],
  },
  { all: true },
);
process.stdout.write(`${lines.length}\n`);
