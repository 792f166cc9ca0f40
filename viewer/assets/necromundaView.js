// @ts-check
// The page for a Necromunda log: the game statechart with its state at each event, what is owed,
// the fighters and vehicles, the timeline (grouped by hit and what followed each), the event and its
// group's ruling. No Orders, dispute or what-if:
// those panels are Infinity's and are hidden. ←/→, Home/End, the scrubber and the list step.
import { fetchNecromundaFrame } from './api.js';
import { askOnce } from './askOnce.js';
import { h, byId, put } from './dom.js';
import { drawEvent } from './eventView.js';
import { fighterCard } from './fighterView.js';
import { drawRuling } from './rulingView.js';
import { drawChart } from './statechart.js';
import { timelinePages } from './timelinePages.js';
import { vehicleCard } from './vehicleView.js';

/** @typedef {import('../viewerApi.ts').Timeline} Timeline */
/** @typedef {import('../necromundaViewerApi.ts').NecromundaFrame} NecromundaFrame */
/** @typedef {import('../necromundaViewerApi.ts').NecromundaActive} NecromundaActive */
/** @typedef {import('./api.js').Machines} Machines */

/** @param {NecromundaActive} a */
const summary = (a) =>
  [
    a.hit !== null
      ? `Hit ${a.hit}`
      : a.state.endsWith('.battle-over')
        ? 'the battle is over (scrap claimed)'
        : 'no hit in progress',
    a.owed === null ? null : a.hit === null ? `next: ${a.owed}` : `owes ${a.owed}`,
    `hit machine: ${a.state.split('.').slice(1).join(' › ')}`,
    `${a.hitsResolved} ${a.hitsResolved === 1 ? 'hit' : 'hits'} resolved`,
  ]
    .filter((x) => x !== null)
    .join(' · ');

/**
 * The summary line, and every step owed before the next hit when there are some.
 * @param {NecromundaActive} a
 */
const drawActive = (a) =>
  put(
    byId('active'),
    h('div', { class: 'active-line' }, summary(a)),
    a.owedSteps.length === 0
      ? null
      : h(
          'div',
          { class: 'owed' },
          'Owed before the next hit, in order: ',
          h(
            'ol',
            { class: 'owed-steps' },
            a.owedSteps.map((o) => h('li', {}, o)),
          ),
        ),
  );

/**
 * The fighters, then the vehicles (when the game has any).
 * @param {NecromundaFrame} f
 */
const drawModels = (f) =>
  put(
    byId('troopers'),
    f.fighters.map(fighterCard),
    f.vehicles.length === 0 ? null : h('h3', { class: 'models-title' }, 'Vehicles'),
    f.vehicles.map(vehicleCard),
  );

/** Hides what is Infinity's (Orders, dispute, what-if, dice, the order chart) and names the panels for Necromunda. */
const shapePage = () => {
  document.body.classList.add('necromunda');
  for (const id of ['dispute', 'whatif', 'go-form', 'find-form', 'find-status', 'save-report', 'all-troopers'])
    byId(id).hidden = true;
  const dice = byId('dice');
  dice.hidden = true;
  const diceTitle = dice.previousElementSibling;
  if (diceTitle instanceof HTMLElement) diceTitle.hidden = true;
  const orderFigure = byId('order-chart').closest('figure');
  if (orderFigure instanceof HTMLElement) orderFigure.hidden = true;
  const caption = byId('game-chart').closest('figure')?.querySelector('figcaption');
  if (caption) put(caption, 'hit machine (one hit at a time, then what the page calls for after it)');
  const troopersTitle = byId('troopers').previousElementSibling?.previousElementSibling;
  if (troopersTitle instanceof HTMLElement) put(troopersTitle, 'Fighters and vehicles');
};

/**
 * Starts the page for a Necromunda log, whose first timeline page and machines are loaded.
 * @param {Timeline} timeline
 * @param {Machines} machines
 */
export const startNecromunda = async (timeline, machines) => {
  shapePage();
  const last = timeline.last;
  document.title = `${timeline.title} — arbiter view`;
  put(byId('title'), timeline.title);
  put(byId('meta'), `Necromunda · ${timeline.file} · ${last} events`);
  const hit = machines['necromunda-hit'];
  if (hit === undefined) throw new Error('the server sent no hit machine');
  const chart = await drawChart(hit, 'DOWN');
  put(byId('game-chart'), chart.svg);

  const range = /** @type {HTMLInputElement} */ (byId('scrubber'));
  range.min = '1';
  range.max = String(last);
  const frameAt = askOnce(fetchNecromundaFrame).get;
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
    if (wanted !== n) return;
    pages.mark(n);
    put(byId('position'), h('b', {}, `${n} / ${last}`), ` ${String(frame.event['type'] ?? '')}`);
    drawActive(frame.active);
    chart.show(frame.active.state, before === null ? null : before.active.state);
    drawModels(frame);
    drawRuling(byId('ruling'), frame.ruling, n);
    drawEvent(byId('event'), frame.event, n);
    history.replaceState(null, '', `#seq=${n}`);
    document.body.dataset['seq'] = String(n);
  };
  /** @param {number} seq */
  const go = (seq) =>
    select(seq).then(
      () => {
        byId('error').hidden = true;
      },
      (/** @type {unknown} */ e) => {
        put(byId('error'), `This step could not be shown: ${e instanceof Error ? e.message : String(e)}`);
        byId('error').hidden = false;
      },
    );
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
  const asked = /^#seq=(\d+)$/.exec(location.hash);
  await select(asked?.[1] === undefined ? 1 : Number(asked[1]));
  document.body.classList.add('ready');
};
