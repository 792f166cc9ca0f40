// @ts-check
// The viewer page: loads the machines and the timeline, draws the charts, then shows the frame
// of the selected event. Scrubber, ←/→ (one event), Home/End, and #seq=N in the address.
import { fetchFrame, fetchMachines, fetchTimeline } from './api.js';
import { drawDice } from './diceView.js';
import { byId, h, put } from './dom.js';
import { drawEvent } from './eventView.js';
import { drawRuling } from './rulingView.js';
import { drawChart } from './statechart.js';
import { drawTimeline } from './timelineView.js';
import { drawTroopers } from './trooperView.js';

/** @typedef {import('../viewerApi.ts').Frame} Frame */
/** @typedef {import('../viewerApi.ts').ActiveStates} ActiveStates */

/** @param {string} id  `game.turn.order` → `turn › order` */
const stateLabel = (id) => id.split('.').slice(1).join(' › ');

/** @param {ActiveStates} a */
const summary = (a) =>
  [
    a.round === 0 ? 'before the first turn' : `Round ${a.round}${a.player === null ? '' : ` · ${a.player}'s turn`}`,
    a.orderNumber === null ? null : `Order ${a.orderNumber}`,
    `game: ${stateLabel(a.game)}`,
    `order: ${a.order === null ? 'none running' : stateLabel(a.order)}`,
  ]
    .filter((x) => x !== null)
    .join(' · ');

/**
 * The link that saves the current Order as the report `arbiter audit LOG --order N --html FILE`
 * writes (the server names the file); hidden for an event outside any Order.
 * @param {number | null} order
 */
const offerReport = (order) => {
  const link = /** @type {HTMLAnchorElement} */ (byId('save-report'));
  link.hidden = order === null;
  if (order === null) {
    link.removeAttribute('href');
    delete link.dataset['order'];
    return;
  }
  link.href = `/api/order-report?order=${order}`;
  link.dataset['order'] = String(order);
  link.title = `Order ${order} as one HTML page: its account, dice, odds and rules`;
};

/**
 * @param {unknown} e
 * @param {string} [what]
 */
const showError = (e, what = 'This step could not be shown') => {
  put(byId('error'), `${what}: ${e instanceof Error ? e.message : String(e)}`);
  byId('error').hidden = false;
};

const start = async () => {
  const [timeline, machines] = await Promise.all([fetchTimeline(), fetchMachines()]);
  const last = timeline.last;
  document.title = `${timeline.title} — arbiter view`;
  put(byId('title'), timeline.title);
  put(
    byId('meta'),
    `${timeline.edition === null ? '' : `${timeline.edition.toUpperCase()} · `}${timeline.file} · ${last} events`,
  );

  const game = machines['game'];
  const order = machines['order'];
  if (game === undefined || order === undefined) throw new Error('the server sent no game or order machine');
  const [gameChart, orderChart] = await Promise.all([drawChart(game, 'RIGHT'), drawChart(order, 'DOWN')]);
  put(byId('game-chart'), gameChart.svg);
  put(byId('order-chart'), orderChart.svg);

  const range = /** @type {HTMLInputElement} */ (byId('scrubber'));
  range.min = '1';
  range.max = String(last);
  /** @type {Map<number, Promise<Frame>>} */
  const frames = new Map();
  /** @param {number} seq */
  const frameAt = (seq) => {
    const cached = frames.get(seq);
    if (cached !== undefined) return cached;
    const p = fetchFrame(seq);
    frames.set(seq, p);
    p.catch(() => frames.delete(seq));
    return p;
  };

  let wanted = 0;
  /** @type {(seq: number) => void} */
  let mark = () => {};
  // The timeline comes in pages: the list shows the page of the selected event, fetched when needed.
  let page = timeline;
  const pageSize = Math.max(1, timeline.entries.length);
  /** @param {number} seq */
  const pageOf = async (seq) => {
    if (seq >= page.from && seq < page.from + page.entries.length) return;
    const next = await fetchTimeline(Math.floor((seq - 1) / pageSize) * pageSize + 1);
    if (wanted !== seq) return;
    page = next;
    mark = drawTimeline(byId('timeline'), page, (n) => void go(n));
  };
  /** @param {number} seq */
  const select = async (seq) => {
    const n = Math.min(last, Math.max(1, Math.round(seq)));
    wanted = n;
    range.value = String(n);
    mark(n);
    history.replaceState(null, '', `#seq=${n}`);
    const [frame, before] = await Promise.all([frameAt(n), n > 1 ? frameAt(n - 1) : Promise.resolve(null), pageOf(n)]);
    if (wanted !== n) return; // a later step was asked for meanwhile
    mark(n);
    put(byId('position'), h('b', {}, `${n} / ${last}`), ` ${String(frame.event['type'] ?? '')}`);
    put(byId('active'), summary(frame.active));
    gameChart.show(frame.active.game, before === null ? null : before.active.game);
    orderChart.show(frame.active.order, before === null ? null : before.active.order);
    byId('order-chart').classList.toggle('idle', frame.active.order === null);
    drawTroopers(byId('troopers'), frame.troopers);
    drawDice(byId('dice'), frame.rolls, n);
    drawRuling(byId('ruling'), frame.ruling, n);
    drawEvent(byId('event'), frame.event, n);
    offerReport(frame.ruling.order ?? frame.active.orderNumber);
    document.body.dataset['seq'] = String(n);
  };
  /** @param {number} seq */
  const go = (seq) =>
    select(seq).then(() => {
      byId('error').hidden = true;
    }, showError);
  mark = drawTimeline(byId('timeline'), page, (seq) => void go(seq));

  range.addEventListener('input', () => void go(Number(range.value)));
  byId('prev').addEventListener('click', () => void go(wanted - 1));
  byId('next').addEventListener('click', () => void go(wanted + 1));
  document.addEventListener('keydown', (e) => {
    if (e.target === range || e.altKey || e.ctrlKey || e.metaKey) return;
    const step = { ArrowLeft: wanted - 1, ArrowRight: wanted + 1, Home: 1, End: last }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    void go(step);
  });
  const fromHash = /^#seq=(\d+)$/.exec(location.hash);
  await select(fromHash === null ? 1 : Number(fromHash[1]));
  document.body.classList.add('ready');
};

start().catch((e) => showError(e, 'The viewer could not start'));
