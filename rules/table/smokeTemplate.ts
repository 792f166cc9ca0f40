/**
 * A Smoke or Eclipse template on the table (docs/rulings.md "Smoke and Eclipse"): a Zero
 * Visibility Zone the size of a Circular Template, left by a Smoke or Eclipse hit and removed at
 * the end of the Turn (`nX/smoke/template`). Where it lies is the players' measurement: a
 * `visibility-zone` fact names it (`smoke: id`) on each line of fire it crosses.
 */
export interface SmokeTemplate {
  /** The id the players gave it (the `smoke` of the `template` fact of its throw). */
  readonly id: string;
  /** Eclipse's zone blocks Multispectral Visors of any Level too. */
  readonly ammo: 'Smoke' | 'Eclipse';
  /** The trooper who threw it, and the Order it was placed in. */
  readonly by: string;
  readonly order: number;
}

/** The Smoke and Eclipse templates now on the table. */
export const smokeTemplates = (table: { readonly smoke?: readonly SmokeTemplate[] }): readonly SmokeTemplate[] =>
  table.smoke ?? [];

/** The table with one more template (a template of the same id replaced). */
export const withSmoke = <T extends { readonly smoke?: readonly SmokeTemplate[] }>(
  table: T,
  template: SmokeTemplate,
): T => ({
  ...table,
  smoke: [...smokeTemplates(table).filter((t) => t.id !== template.id), template],
});

/** The table with no template left (the end of the Turn); the same table when there was none. */
export const withoutSmoke = <T extends { readonly smoke?: readonly SmokeTemplate[] }>(table: T): T => {
  if (table.smoke === undefined) return table;
  const { smoke: _removed, ...rest } = table;
  return rest as T;
};
