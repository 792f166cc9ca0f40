import { WHAT_IF_SYNTAX } from '../../audit/index.ts';
import { STORE_ENV } from '../storeConnection.ts';

/** \`arbiter audit --help\`. */
export const AUDIT_HELP = `usage: arbiter audit LOG.jsonl [--order N] [--what-if CHANGE]… [--edition n3|n4|n5] [--all] [--runtime compiled|xstate] [--json] [--quiet]
       arbiter audit LOG.jsonl --order N [--html REPORT.html] [--pdf REPORT.pdf [--browser PATH]] [--force]
       arbiter audit DIR [--jobs N] [--json] [--quiet]
       arbiter audit --game ID [--store URL] [any option of a LOG.jsonl]
       arbiter audit --round R [--tournament T] [--store URL] [--json] [--quiet]

Prints the ruling trail of a log, Order by Order: who activated and which Order was spent,
every declaration and measurement, each ARO (and AROs lost), every roll with its MODs and
their reasons, the Success Values, each die and its fate, the exact odds of the outcome, the
saving rolls, wounds and states. Every line names its rule (edition/section); the rules cited
are listed at the end with their title and source.

Then it re-adjudicates: the declarations, measurements and dice are taken back out of the log
and re-run through a fresh engine, and every ruling is compared with the logged one. A log
whose hash chain is broken (edited by hand) is still read, with a warning, for this purpose.
An Order ruled by the players (a skill the engine does not cover yet) is shown as such, with
its declaration, dice and agreed outcome and no rule cited; it is sent again as agreed, never
re-adjudicated, and listed apart from the Orders the engine re-adjudicated.

Given a folder (a tournament), it verifies and re-adjudicates every *.jsonl log in it and prints
one row per game: the players, its Orders, the rulings re-adjudicated, the differences and the
Orders ruled by the players; it exits 1 if any game differs, does not verify or is open, naming it.

A game of a shared store (arbiter store, docs/store.md) is audited with --game ID as its log
file would be, and --round R audits every game the store files under round R (of tournament T
with --tournament) into the same table as a folder.

With --order N --html FILE, it writes that Order's account as one self-contained HTML page to
send to the other player or the head judge: the log's fingerprint and edition, the statechart
drawn at the step where the Order was decided, every declaration and measurement in words, each
roll's MODs, dice and their fates, the odds of what happened next to the likeliest outcome, the
re-adjudication and the rules cited as links. No script, nothing fetched: it reads offline and
prints as it is. An existing file is never replaced without --force. With --pdf FILE (with or
instead of --html) the same page is printed to PDF by a headless Chromium, if one is present.

With --what-if or --edition, the game is also re-run on a fork (the log is never written) with
that change, reusing the logged dice where they still apply, and the rulings and end states that
change are shown side by side.

options:
  --game ID          audit game ID of the store instead of a file
  --round R          audit every game of round R in the store (one row per game)
  --tournament T     with --round: only the games of tournament T
  --store URL        the store (else $${STORE_ENV}); the password is never printed
  --order N          only Order N
  --html FILE        with --order: write the Order's account as a static HTML page
  --pdf FILE         with --order: the same page printed to PDF by a headless Chromium (with or
                     instead of --html); the browser: --browser PATH, else ARBITER_CHROMIUM or
                     CHROME_PATH, else an installed @sparticuz/chromium; none: exit 1, nothing written
  --browser PATH     with --pdf: the Chromium (or Chrome) that prints it
  --force            with --html or --pdf: replace FILE if it exists
  --what-if CHANGE   change one declaration or measurement (repeatable; see below)
  --edition E        re-run the whole game under edition n3, n4 or n5
  --all              with a what-if, list every ruling side by side, not only those that change
  --injury-faces FW,SI,OOA
                     a Necromunda log: how many of the Injury dice's six faces show Flesh Wound,
                     Serious Injury and Out of Action (the page gives none): then each hit's
                     chance of putting its target Out of Action is shown
  --test-dice 1d6|2d6
                     a Necromunda log: how its Initiative and Cool tests are rolled (the page does
                     not say): then each test's chance of passing is shown
  --hit N            a Necromunda log: hit N alone (its trail, what followed it, its differences)
  --runtime R        what re-runs the machines: compiled (default, the same statecharts
                     compiled for speed) or xstate (its interpreter, the reference; slower)
  --jobs N           with a folder: audit N games at a time on worker threads (default 1)
  --json             the same report as JSON (a whole game's is written as the log is folded, never held)
  -q, --quiet        no progress bar on stderr (none is drawn unless stderr is a terminal)
  -h, --help         this text

what-if changes:
${WHAT_IF_SYNTAX.split('\n')
  .map((l) => `  ${l}`)
  .join('\n')}

A Necromunda log (docs/necromunda.md) takes its own changes: hit:N wound=D, hit:N save=D,
hit:N injuries=R,R…, hit:N strength=S, hit:N ap=A, hit:N damage=D, and ap-reading=bare-numbers
(the whole game under the other reading of AP, docs/rulings.md).

exit codes: 0 every logged ruling agrees with the engine; 1 a ruling differs, the log cannot
be read, or a what-if cannot be run (it says what to give); 2 a usage error

examples:
  arbiter audit game.jsonl
  arbiter audit game.jsonl --order 3 --json
  arbiter audit game.jsonl --order 3 --html order-3.html
  arbiter audit game.jsonl --order 3 --pdf order-3.pdf --browser /usr/bin/chromium
  arbiter audit round-1/
  arbiter audit --store postgres://judge@db.example/league --round 1
  arbiter audit f2f.jsonl --what-if 'order:1 cover senku<-fennec=none'
  arbiter audit f2f.jsonl --what-if 'order:1 aro senku=dodge'
  arbiter audit f2f.jsonl --edition n4`;
