import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NecromundaFrame } from '../../../viewer/index.ts';
import { recordNecromundaExample } from '../support/necromundaLog.ts';
import { spawnView } from '../../support/spawnView.ts';
import { tempDir } from '../../support/tempDir.ts';

let dir: string;
let file: string;
let events: number;
beforeAll(async () => {
  dir = tempDir('necro-view-cli');
  const recorded = await recordNecromundaExample(dir);
  file = recorded.file;
  events = recorded.log.events.length;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arbiter view NECRO.jsonl', () => {
  it('serves a Necromunda log (no longer refused): its frames carry the hit statechart state, and Ctrl-C stops it', async () => {
    const view = await spawnView([file]);
    const { url } = view;
    expect(view.out()).toContain(`necromunda.jsonl (Necromunda, ${events} events) at http://127.0.0.1:`);
    expect((await fetch(url)).status).toBe(200);
    const machines = (await (await fetch(`${url}api/machines`)).json()) as Record<string, unknown>;
    expect(Object.keys(machines)).toEqual(['necromunda-hit']);
    const frame = (await (await fetch(`${url}api/frame?seq=1`)).json()) as NecromundaFrame;
    expect(frame.active.state).toBe('necromunda-hit.awaiting-hit');
    expect(await view.stop()).toBe(0);
    expect(view.err()).toContain('arbiter view: stopped');
  });
});
