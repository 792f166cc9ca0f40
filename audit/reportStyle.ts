/**
 * The Order report's stylesheet, inlined in the page (no file, no network). Die fates are told by
 * colour and by their words both; colours keep a contrast of at least 4.5:1 with their text.
 */
export const REPORT_CSS = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a5360; --line: #c9d1db; --soft: #f3f5f8; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
main { max-width: 62rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; border-bottom: 2px solid var(--line); padding-bottom: .2rem; }
h3 { font-size: 1.05rem; margin: 1.5rem 0 .4rem; }
.lede { color: var(--muted); margin: 0 0 1rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; }
code, .fingerprint { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .9em; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: .4rem 0 .8rem; }
caption { text-align: left; font-weight: 600; padding: .2rem 0; }
th, td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
thead th { background: var(--soft); }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.rules { font-size: .85em; }
.step { white-space: pre-wrap; }
.fate { display: inline-block; padding: 0 .45rem; border-radius: .3rem; font-weight: 600; }
.fate-hit, .fate-saved { background: #d7f5df; color: #0b4a1e; }
.fate-critical-hit { background: #fbe7a6; color: #5a3d00; }
.fate-cancelled, .fate-critical-cancelled, .fate-tie { background: #e6e9ee; color: #333b45; }
.fate-failed, .fate-not-saved { background: #fbdada; color: #7a1010; }
.odds { background: var(--soft); border-left: 4px solid #5b7fa6; padding: .4rem .7rem; }
.verdict-agrees { color: #0b4a1e; font-weight: 600; }
.verdict-differs { color: #7a1010; font-weight: 600; }
.players { background: #fff3cd; color: #5a3d00; padding: .4rem .7rem; }
figure { margin: .5rem 0; overflow-x: auto; }
figcaption { color: var(--muted); font-size: .9em; }
svg.chart text { font-family: system-ui, sans-serif; }
svg.chart .state rect { fill: #fff; stroke: #8a96a6; stroke-width: 1.2; }
svg.chart .state.compound > rect { fill: #f7f9fb; }
svg.chart .state-name { font-size: 12px; font-weight: 600; fill: #1b1f24; }
svg.chart .state-note { font-size: 11px; fill: #4a5360; }
svg.chart .state.active > rect { fill: #ffe08a; stroke: #8a5a00; stroke-width: 3; }
svg.chart .state.visited > rect { fill: #e3ecf7; }
svg.chart .transition path { fill: none; stroke: #8a96a6; stroke-width: 1.1; }
svg.chart .arrow-head { fill: #8a96a6; }
svg.chart .initial { fill: #1b1f24; }
svg.chart .edge-label rect { fill: #fff; fill-opacity: .9; }
svg.chart .edge-label text { font-size: 11px; fill: #333b45; }
footer { margin-top: 2.5rem; color: var(--muted); font-size: .9em; }
a { color: #0b4f9c; }
@media print { main { max-width: none; } h2 { break-after: avoid; } table, figure { break-inside: avoid; } }
`;
