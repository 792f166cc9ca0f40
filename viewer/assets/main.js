// @ts-check
// The viewer page: loads the machines, the timeline and the Orders, draws the charts, then shows
// the selected event: its Order's dispute panel first, then its frame. Scrubber, ←/→ (one event),
// Home/End, PgUp/PgDn, g and / (navigation.js), and #order=N&seq=M in the address.
import { fetchAccount, fetchFrame, fetchMachines, fetchOrders, fetchTimeline } from './api.js';
import { askOnce } from './askOnce.js';
import { drawDice } from './diceView.js';
import { drawDispute } from './disputeView.js';
import { byId, h, put } from './dom.js';
import { drawEvent } from './eventView.js';
import { followAddress, parseHash, startNavigation } from './navigation.js';
import { startNecromunda } from './necromundaView.js';
import { drawRuling } from './rulingView.js';
import { drawChart } from './statechart.js';
import { timelinePages } from './timelinePages.js';
import { drawTroopers } from './trooperView.js';
import { startWhatIf } from './whatIfView.js';

/** @typedef {import('../viewerApi.ts').Frame} Frame */
/** @typedef {import('../viewerApi.ts').ActiveStates} ActiveStates */
/** @typedef {import('../viewerApi.ts').DisputeAccount} DisputeAccount */

/** @param {string} id  `game.turn.order` → `turn › order` */
const stateLabel = (id) => id.split('.').slice(1).join(' › ');

/** A name's possessive as the audit writes it (audit/possessive.ts): `Nomads'`, `PanOceania's`. @param {string} name */
const possessive = (name) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** @param {ActiveStates} a @param {Readonly<Record<string, string>>} players */
const summary = (a, players) =>
  [
    a.round === 0
      ? 'before the first turn'
      : `Round ${a.round}${a.player === null ? '' : ` · ${possessive(players[a.player] ?? a.player)} turn`}`,
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

/** How often a live game's page asks for new events. */
const LIVE_MS = 2000;

const start = async () => {
  const [timeline, machines, list] = await Promise.all([fetchTimeline(), fetchMachines(), fetchOrders()]);
  // A Necromunda log (docs/necromunda.md) has its own view: the hit statechart, the fighters, no Orders.
  if (timeline.ruleset === 'necromunda-2018') return startNecromunda(timeline, machines);
  let last = timeline.last;
  // A long log is shown while the rest of it is read: said in the header until it is all there.
  let loading = timeline.loading === true;
  document.title = `${timeline.title} — arbiter view`;
  put(byId('title'), timeline.title);
  const meta = () =>
    put(
      byId('meta'),
      `${timeline.edition === null ? '' : `${timeline.edition.toUpperCase()} · `}${timeline.file} · ${last} events${timeline.live === true ? ' (live)' : ''}${loading ? ' so far (reading the rest of the log…)' : ''}`,
    );
  meta();

  const game = machines['game'];
  const order = machines['order'];
  if (game === undefined || order === undefined) throw new Error('the server sent no game or order machine');
  const [gameChart, orderChart] = await Promise.all([drawChart(game, 'RIGHT'), drawChart(order, 'DOWN')]);
  put(byId('game-chart'), gameChart.svg);
  put(byId('order-chart'), orderChart.svg);

  const range = /** @type {HTMLInputElement} */ (byId('scrubber'));
  range.min = '1';
  range.max = String(last);
  const frames = askOnce(fetchFrame);
  const frameAt = frames.get;
  const accounts = askOnce(fetchAccount);
  const accountOf = accounts.get;
  const spans = new Map(list.orders.map((o) => [o.order, o]));
  const whatIf = startWhatIf();
  const allButton = /** @type {HTMLButtonElement} */ (byId('all-troopers'));
  let showAll = false;
  /** @type {Frame | null} */
  let shown = null;
  /** @type {number | null} */
  let shownOrder = null;
  const troopers = () => {
    if (shown === null) return;
    const involved = shownOrder === null ? undefined : spans.get(shownOrder)?.involved;
    const only = involved === undefined || showAll ? null : new Set(involved);
    drawTroopers(byId('troopers'), shown.troopers, only);
    allButton.hidden = involved === undefined;
    allButton.setAttribute('aria-expanded', String(showAll));
    put(
      allButton,
      showAll
        ? `Show only the ${involved?.length ?? 0} troopers of Order ${shownOrder ?? ''}`
        : `Show all ${shown.troopers.length} troopers`,
    );
  };
  allButton.addEventListener('click', () => {
    showAll = !showAll;
    troopers();
  });
  /**
   * @param {number} n
   * @param {number | null} order
   * @param {string | null} step
   */
  const dispute = (n, order, step) => {
    const el = byId('dispute');
    const state = { order, seq: n, step, account: null, error: null };
    drawDispute(el, state);
    whatIf.show(order, order === null ? undefined : spans.get(order), null);
    if (order === null) return;
    accountOf(order).then(
      (account) => {
        if (wanted !== n) return;
        drawDispute(el, { ...state, account });
        whatIf.show(order, spans.get(order), account);
      },
      (/** @type {unknown} */ e) => {
        if (wanted === n) drawDispute(el, { ...state, error: e instanceof Error ? e.message : String(e) });
      },
    );
  };

  let wanted = 0;
  // The timeline comes in pages: the list shows the page of the selected event.
  const pages = timelinePages(
    timeline,
    () => wanted,
    (n) => void go(n),
  );
  /** @param {number} seq */
  const select = async (seq) => {
    const n = Math.min(last, Math.max(1, Math.round(seq)));
    wanted = n;
    range.value = String(n);
    pages.mark(n);
    const [frame, before] = await Promise.all([
      frameAt(n),
      n > 1 ? frameAt(n - 1) : Promise.resolve(null),
      pages.show(n),
    ]);
    if (wanted !== n) return; // a later step was asked for meanwhile
    pages.mark(n);
    put(byId('position'), h('b', {}, `${n} / ${last}`), ` ${String(frame.event['type'] ?? '')}`);
    put(byId('active'), summary(frame.active, frame.players));
    gameChart.show(frame.active.game, before === null ? null : before.active.game);
    orderChart.show(frame.active.order, before === null ? null : before.active.order);
    byId('order-chart').classList.toggle('idle', frame.active.order === null);
    const order = frame.ruling.order ?? frame.active.orderNumber;
    followAddress(n, order);
    dispute(n, order, frame.active.order);
    shown = frame;
    shownOrder = order;
    troopers();
    drawDice(byId('dice'), frame.rolls, n);
    drawRuling(byId('ruling'), frame.ruling, n);
    drawEvent(byId('event'), frame.event, n);
    offerReport(order);
    document.body.dataset['seq'] = String(n);
  };
  /** @param {number} seq */
  const go = (seq) =>
    select(seq).then(() => {
      byId('error').hidden = true;
    }, showError);

  range.addEventListener('input', () => void go(Number(range.value)));
  byId('prev').addEventListener('click', () => void go(wanted - 1));
  byId('next').addEventListener('click', () => void go(wanted + 1));
  document.addEventListener('keydown', (e) => {
    const t = e.target;
    const typing = t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;
    if (typing || e.altKey || e.ctrlKey || e.metaKey) return;
    const step = { ArrowLeft: wanted - 1, ArrowRight: wanted + 1, Home: 1, End: last }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    void go(step);
  });
  const navigation = startNavigation(
    {
      go: (seq) => void go(seq),
      seq: () => wanted,
      order: () => (wanted === shown?.seq ? shownOrder : null),
    },
    list,
  );
  // Where to start: #seq=M, else #order=N, else ?order=N (the address of the page without JavaScript), else event 1.
  const hash = parseHash(location.hash);
  const askedOrder = hash.order ?? Number(new URLSearchParams(location.search).get('order'));
  await select(hash.seq ?? spans.get(askedOrder)?.first ?? 1);
  // A game followed live (a store's game as a table records it): asked again every two seconds; a
  // reader at the last event is taken to the new last one, one elsewhere stays where they are.
  const grow = async () => {
    const now = await fetchTimeline();
    const wasLoading = loading;
    loading = now.loading === true;
    if (wasLoading && !loading && timeline.live !== true) clearInterval(asking);
    if (now.last <= last) {
      if (wasLoading !== loading) meta();
      return;
    }
    // Followed to the new last event only in a live game (a long log read in stages keeps the reader where they are).
    const atEnd = timeline.live === true && wanted === last;
    const grown = await fetchOrders();
    last = now.last;
    range.max = String(last);
    meta();
    for (const o of grown.orders) spans.set(o.order, o);
    accounts.forget();
    navigation.update(grown);
    document.body.dataset['last'] = String(last);
    if (atEnd) await go(last);
  };
  // Also asked while a long log is still being read, until it is all there.
  const asking =
    timeline.live === true || loading
      ? setInterval(() => {
          grow().catch((/** @type {unknown} */ e) => showError(e, 'The new events could not be shown'));
        }, LIVE_MS)
      : undefined;
  document.body.classList.add('ready');
};

start().catch((e) => showError(e, 'The viewer could not start'));
