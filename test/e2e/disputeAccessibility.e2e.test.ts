import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio } from '../support/contrastRatio.ts';
import { ready, startDisputeSession, type DisputeSession, type El, type PageWindow } from './support/disputeSession.ts';

/** Issue 21 (item 5): the dispute view's accessibility basics, in a real headless Chromium with axe-core in the page. */
let s: DisputeSession;
beforeAll(async () => {
  s = await startDisputeSession();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('the dispute view in Chromium: accessibility (issue 21)', () => {
  it('meets accessibility basics: landmarks, headings, a name for every control, die-fate colours of contrast ≥ 4.5:1 (axe-core in the page)', async () => {
    // axe-core is put in the page as a script, which the viewer's CSP would refuse: this context bypasses it.
    const { page, problems, close } = await s.open(`${s.viewer.url}#order=${s.chosen}`, { bypassCSP: true });
    await ready(page, s.chosen);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'steps and Orders' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'events' }).count()).toBe(1);
    expect(await page.getByRole('search').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: new RegExp(`^Order ${s.chosen}: `) }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: /^Find a trooper/ }).count()).toBe(1);
    expect(await page.getByRole('spinbutton', { name: /Go to Order/ }).count()).toBe(1);
    expect(await page.getByRole('slider', { name: 'event' }).count()).toBe(1);

    await page.addScriptTag({
      content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
    });
    const violations = await page.evaluate(async () => {
      interface Axe {
        run(context: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      }
      const r = await (globalThis as unknown as { axe: Axe; document: unknown }).axe.run(
        (globalThis as unknown as { document: unknown }).document,
      );
      return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);

    // Each die's fate colour against its background, measured from the computed styles: the
    // dispute panel's chips, and the aside's dice (their faces on the card's white).
    const chips = await page.locator('.ddie').evaluateAll((els) =>
      els.map((e) => {
        const s = (globalThis as unknown as PageWindow).getComputedStyle(e);
        return {
          fate: (e as unknown as { dataset: Record<string, string> }).dataset['fate'] ?? '',
          color: s.color,
          background: s.backgroundColor,
        };
      }),
    );
    expect(chips.length).toBeGreaterThan(0);
    for (const c of chips) expect([c.fate, contrastRatio(c.color, c.background) >= 4.5]).toEqual([c.fate, true]);
    const faces = await page.locator('#dice .die').evaluateAll((els) =>
      els.map((e) => ({
        fate: (e as unknown as El).className,
        color: (globalThis as unknown as PageWindow).getComputedStyle((e as unknown as El).querySelector('.face'))
          .color,
        background: (globalThis as unknown as PageWindow).getComputedStyle(e).backgroundColor,
      })),
    );
    for (const f of faces) expect([f.fate, contrastRatio(f.color, f.background) >= 4.5]).toEqual([f.fate, true]);
    // And every fate's colours, whether or not this Order rolled one (viewer/assets/dispute.css, viewer.css).
    const palette = await page.evaluate(() => {
      const root = (globalThis as unknown as PageWindow).getComputedStyle(
        (globalThis as unknown as { document: { documentElement: unknown } }).document.documentElement,
      ) as unknown as { getPropertyValue(name: string): string };
      const v = (name: string) => root.getPropertyValue(name).trim();
      return [
        ...['hit', 'crit', 'off', 'tie', 'bad'].map((f) => [`chip ${f}`, v(`--fate-${f}-ink`), v(`--fate-${f}-bg`)]),
        ...['hit', 'crit', 'tie', 'bad', 'muted'].map((f) => [`die face ${f}`, v(`--${f}`), '#ffffff']),
      ];
    });
    expect(palette.length).toBe(10);
    for (const [what = '', ink = '', bg = ''] of palette)
      expect([what, contrastRatio(ink, bg) >= 4.5]).toEqual([what, true]);
    expect(problems).toEqual([]);
    await close();
  });
});
