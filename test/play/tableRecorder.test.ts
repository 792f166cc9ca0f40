import * as E from 'fp-ts/lib/Either.js';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/index.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { JsonlFileStore, MemoryStore, type EventStore } from '../../kernel/log/index.ts';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { TableRecorder } from '../../play/index.ts';
import { exampleSteps, recordedEvents } from '../support/exampleSteps.ts';
import { main } from '../../cli/main.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const memory = (): EventStore<ArbiterEvent> => new MemoryStore<ArbiterEvent>(arbiterCatalogue);

const started = async (name: string, store = memory()) => {
  const { input, steps } = exampleSteps(name);
  const r = await TableRecorder.start(store, input);
  if (E.isLeft(r)) throw new Error(r.left.reason);
  return { recorder: r.right, steps, store, input };
};

const sendAll = async (recorder: TableRecorder, commands: readonly GameCommand[]): Promise<void> => {
  for (const c of commands) {
    const r = await recorder.send(c);
    if (E.isLeft(r)) throw new Error(`${c.type}: ${r.left.reason}`);
  }
};

const loggedEvents = async (store: EventStore<ArbiterEvent>): Promise<readonly ArbiterEvent[]> => {
  const r = await store.read();
  if (E.isLeft(r)) throw new Error('unreadable');
  return r.right.map((x) => x.event);
};

describe('the table-side recorder (arbiter play), UI-free', () => {
  it('play/choice: every entry a menu offers is accepted by the engine at that moment (the Face to Face seed, step by step)', async () => {
    const { recorder, steps, input } = await started('f2f-1v1.game.yaml');
    let offered = 0;
    for (const [k, step] of steps.entries()) {
      const q = recorder.question();
      const commands = q.choices.flatMap((c) =>
        c.ask.kind === 'command'
          ? [c.ask.command]
          : c.ask.kind === 'pick'
            ? c.ask.options.flatMap((o) => (o.ask.kind === 'command' ? [o.ask.command] : []))
            : [],
      );
      for (const c of commands) {
        // A fresh game at the same point takes it.
        const session = createGameSession(input, { runtime: 'compiled' });
        for (const s of steps.slice(0, k)) expect(E.isRight(session.send(s.command))).toBe(true);
        const r = session.send(c);
        expect(E.isRight(r), `${JSON.stringify(c)} offered at step ${k}`).toBe(true);
        offered++;
      }
      await sendAll(recorder, [step.command]);
    }
    expect(offered).toBeGreaterThan(steps.length);
  });

  it('play/choice: a command the engine refuses is refused with its rule, and nothing is appended', async () => {
    const { recorder, steps, store } = await started('f2f-1v1.game.yaml');
    await sendAll(recorder, [steps[0]!.command]);
    const before = await loggedEvents(store);
    const r = await recorder.send({ type: 'activate', trooper: 'senku' });
    expect(E.isLeft(r) && r.left.reason).toMatch(/senku|yu-jing/i);
    expect(E.isLeft(r) && r.left.rule).toMatch(/^n5\//);
    expect(await loggedEvents(store)).toEqual(before);
  });

  it('play/undo: a step taken back is a StepRetracted in the log; the game stands as before it, and goes on to the same ruling', async () => {
    const { recorder, steps, store } = await started('f2f-1v1.game.yaml');
    const aro = steps.findIndex((s) => s.command.type === 'aro');
    await sendAll(
      recorder,
      steps.slice(0, aro + 1).map((s) => s.command),
    );
    const undone = await recorder.undo();
    expect(E.isRight(undone) && undone.right.command.type).toBe('aro');
    expect(recorder.session.state().order?.aros).toEqual([]);
    const logged = await loggedEvents(store);
    expect(logged[logged.length - 1]).toMatchObject({ type: 'StepRetracted', events: steps[aro]!.events.length });
    await sendAll(
      recorder,
      steps.slice(aro).map((s) => s.command),
    );
    expect(recorder.events).toEqual(recordedEvents('f2f-1v1.game.yaml'));
  });

  it('play/undo: back to the start of the last Order, never into the Order before it', async () => {
    const { recorder, steps } = await started('bs-attack-range-and-cover.game.yaml');
    const second = steps.findIndex((s, i) => i > 1 && s.command.type === 'activate');
    await sendAll(
      recorder,
      steps.slice(0, second + 1).map((s) => s.command),
    );
    expect(E.isRight(await recorder.undo())).toBe(true); // the activation of the second Order
    const again = await recorder.undo();
    expect(E.isLeft(again) && again.left.rule).toBe('play/undo');
    expect(recorder.question().choices.some((c) => c.ask.kind === 'undo')).toBe(false);
  });

  it('play/resume: a game resumes from its file exactly where it stopped (undo included), and the audit lists the retraction', async () => {
    const dir = tempDir('resume');
    try {
      const file = join(dir, 'game.jsonl');
      const open = async () => {
        const o = await JsonlFileStore.open(file, arbiterCatalogue, Date.now);
        if (E.isLeft(o)) throw new Error('cannot open');
        return o.right.store;
      };
      const first = await open();
      const { recorder, steps } = await started('f2f-1v1.game.yaml', first);
      const aro = steps.findIndex((s) => s.command.type === 'aro');
      await sendAll(
        recorder,
        steps.slice(0, aro + 1).map((s) => s.command),
      );
      expect(E.isRight(await recorder.undo())).toBe(true);
      const question = recorder.question().prompt;
      await first.close();
      const second = await open();
      const resumed = await TableRecorder.resume(second);
      if (E.isLeft(resumed)) throw new Error(resumed.left.reason);
      expect(resumed.right.question().prompt).toBe(question);
      expect(resumed.right.events).toEqual(recorder.events);
      await sendAll(
        resumed.right,
        steps.slice(aro).map((s) => s.command),
      );
      expect(E.isRight(await resumed.right.end())).toBe(true);
      await second.close();
      const audit = await auditLog(file);
      if (E.isLeft(audit)) throw new Error(audit.left);
      expect(audit.right.readjudication.agrees).toBe(true);
      expect(audit.right.retractions).toHaveLength(1);
      // arbiter play export writes the game as it stands (the undo left out), and it records to the same events.
      const io = fakeIo();
      const out = join(dir, 'game.game.yaml');
      expect(await main(['play', 'export', file, '-o', out], io)).toBe(0);
      expect(io.outs.join('\n')).toMatch(/1 step taken back while playing/);
      expect(await main(['record', out, '-o', join(dir, 'again.jsonl'), '-q'], fakeIo())).toBe(0);
      const again = await auditLog(join(dir, 'again.jsonl'));
      if (E.isLeft(again)) throw new Error(again.left);
      expect(again.right.records).toBe(audit.right.records - 2); // the StepRetracted and the ARO it voided
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('play/resume: a log edited by hand is refused, and a log written by arbiter record resumes', async () => {
    const dir = tempDir('resume');
    try {
      const file = join(dir, 'game.jsonl');
      const o = await JsonlFileStore.open(file, arbiterCatalogue, Date.now);
      if (E.isLeft(o)) throw new Error('cannot open');
      const events = recordedEvents('f2f-1v1.game.yaml');
      const cut = events.findIndex((e) => e.type === 'AroDeclared') + 1;
      expect(E.isRight(await o.right.store.append(events.slice(0, cut), 0))).toBe(true);
      await o.right.store.close();
      const again = await JsonlFileStore.open(file, arbiterCatalogue, Date.now);
      if (E.isLeft(again)) throw new Error('cannot open');
      const r = await TableRecorder.resume(again.right.store);
      expect(E.isRight(r) && r.right.question().prompt).toMatch(/AROs against/);
      await again.right.store.close();
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('"value":true', '"value":false'));
      const edited = await JsonlFileStore.open(file, arbiterCatalogue, Date.now);
      expect(E.isLeft(edited)).toBe(true); // the hash chain no longer holds: the store refuses it before play does
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('play/new: a new game is written only to an empty log', async () => {
    const { store, input } = await started('f2f-1v1.game.yaml');
    const r = await TableRecorder.start(store, input);
    expect(E.isLeft(r) && r.left.rule).toBe('play/new');
  });

  it('play/ended: the game ends between Turns only; once sealed, it takes no step and cannot be undone', async () => {
    const { recorder, steps, store } = await started('f2f-1v1.game.yaml');
    await sendAll(
      recorder,
      steps.slice(0, 2).map((s) => s.command),
    );
    const early = await recorder.end();
    expect(E.isLeft(early) && early.left.rule).toBe('play/ended');
    await sendAll(
      recorder,
      steps.slice(2).map((s) => s.command),
    );
    expect(E.isRight(await recorder.end())).toBe(true);
    expect(await store.sealed()).not.toBeNull();
    const after = await recorder.send({ type: 'start-turn', player: 'yu-jing' });
    expect(E.isLeft(after) && after.left.rule).toBe('play/ended');
    const undo = await recorder.undo();
    expect(E.isLeft(undo) && undo.left.rule).toBe('play/ended');
  });

  it('the ruling of an Order is printed in the words of arbiter audit when the step that ends it is accepted', async () => {
    const { recorder, steps } = await started('f2f-1v1.game.yaml');
    await sendAll(
      recorder,
      steps.slice(0, -2).map((s) => s.command),
    );
    const last = await recorder.send(steps[steps.length - 2]!.command);
    if (E.isLeft(last)) throw new Error(last.left.reason);
    const text = last.right.ruling.join('\n');
    expect(text).toMatch(/Order 1 · Fennec Fusilier activates/);
    expect(text).toMatch(/fennec#1 +rolled +2 vs SV 12: success → cancelled by senku#1/);
    expect(text).toMatch(/n5\/saving-roll\/ps/);
  });
});
