import type * as t from 'io-ts';
import type { GameCommand, OrderCommand } from '../machines/index.ts';
import type { OrderKind, SkillDeclaration } from '../rules/orders/index.ts';
import type { TrooperSkill } from '../rules/profiles/index.ts';
import type { TableFact } from '../rules/table/index.ts';
import type { EngineOrder, GutsScriptC, OrderStepC } from './recordedGameCodec.ts';

type Guts = { -readonly [K in keyof t.TypeOf<typeof GutsScriptC>]: t.TypeOf<typeof GutsScriptC>[K] };
type Step = 'first' | 'table' | 'second' | 'table2' | 'dice';

/** An Order ruled by the engine, built from its commands as the recorder reads it back (recordEngineOrder). */
export class OrderDraft {
  private step: Step = 'first';
  private first: SkillDeclaration | undefined;
  private second: SkillDeclaration | undefined;
  private readonly table: TableFact[] = [];
  private readonly table2: TableFact[] = [];
  private readonly aros: Record<string, SkillDeclaration> = {};
  private readonly aros2: Record<string, SkillDeclaration> = {};
  private readonly dice: Record<string, readonly number[]> = {};
  private readonly discard: Record<string, readonly number[]> = {};
  private readonly saves: Record<string, number[]> = {};
  private readonly decline: Record<string, readonly TrooperSkill[]> = {};
  private readonly guts: Record<string, Guts> = {};
  /** Everything after the first skill, in the order entered: the `steps` form, when the other cannot hold it. */
  private readonly steps: t.TypeOf<typeof OrderStepC>[] = [];
  private ordered = false;

  constructor(
    private readonly activation: GameCommand & { readonly type: 'activate' },
    /** The kind of Order the trooper spends when none is named (its own Irregular Order first). */
    private readonly usual: OrderKind,
    private readonly cancelFireteams: readonly string[],
  ) {}

  /** Adds one command of the Order; null, or why the recorded-game format cannot hold it there. */
  add(c: OrderCommand): string | null {
    switch (c.type) {
      case 'declare':
        if (this.step === 'first') [this.first, this.step] = [c.declaration, 'table'];
        else if (this.step === 'second') {
          [this.second, this.step] = [c.declaration, 'table2'];
          this.steps.push({ second: c.declaration });
        } else return 'a skill declared out of its place (a file declares the first skill, then the second)';
        return null;
      case 'measure': {
        const f = c.fact;
        if (f.fact === 'guts-options') {
          this.gutsOf(f.trooper).options = { leaveLof: f.leaveLof, reachCover: f.reachCover };
          return null;
        }
        if (this.step === 'first') return 'a measurement before the first skill (a file gives it after)';
        this.steps.push({ measure: f });
        const [facts, aros] = this.step === 'table' ? [this.table, this.aros] : [this.table2, this.aros2];
        // After an ARO, or once the AROs closed, only the `steps` form keeps the order it was entered in.
        if ((this.step !== 'table' && this.step !== 'table2') || Object.keys(aros).length > 0) this.ordered = true;
        else facts.push(f);
        return null;
      }
      case 'aro': {
        const aros = this.step === 'table' ? this.aros : this.step === 'table2' ? this.aros2 : null;
        if (aros === null || Object.hasOwn(aros, c.trooper)) return `an ARO of ${c.trooper} out of its place`;
        aros[c.trooper] = c.declaration;
        this.steps.push({ aro: { [c.trooper]: c.declaration } });
        return null;
      }
      case 'end-aros':
        this.steps.push({ 'end-aros': true });
        if (this.step === 'table') this.step = 'second';
        else if (this.step === 'table2') this.step = 'dice';
        else return 'the AROs closed out of their place';
        return null;
      case 'roll':
        if (c.purpose === 'guts') {
          if (c.faces.length === 0) this.gutsOf(c.trooper).courage = true;
          else if (c.faces.length !== 1 || c.faces[0] === undefined) return 'a Guts Roll of other than one die';
          else this.gutsOf(c.trooper).roll = c.faces[0];
        } else if (c.purpose === 'saving-roll') {
          this.saves[c.trooper] = [...(this.saves[c.trooper] ?? []), ...c.faces];
          if (c.decline !== undefined) this.decline[c.trooper] = c.decline;
        } else {
          if (Object.hasOwn(this.dice, c.trooper))
            return `${c.trooper} rolls twice in the Order (a file gives each trooper's dice once)`;
          this.dice[c.trooper] = c.faces;
          if (c.discard !== undefined) this.discard[c.trooper] = c.discard.map((d) => d + 1);
        }
        return null;
      case 'fail-guts':
        this.gutsOf(c.trooper).fail = true;
        return null;
      case 'guts-move':
        this.gutsOf(c.trooper).move = c.option;
        return null;
      default: {
        const unhandled: never = c;
        return `no place for ${JSON.stringify(unhandled)}`;
      }
    }
  }

  /** The Order as the file writes it, or why it cannot (its first skill never declared). */
  order(): EngineOrder | string {
    const a = this.activation;
    if (this.first === undefined) return `${a.trooper}'s Order has no first skill`;
    const team = (a.coordinated ?? []).length > 0 || a.fireteam === true;
    const some = <K extends string, V>(
      key: K,
      o: Readonly<Record<string, V>>,
    ): { [k in K]?: Readonly<Record<string, V>> } =>
      (Object.keys(o).length === 0 ? {} : { [key]: o }) as { [k in K]?: Readonly<Record<string, V>> };
    const idle = this.second !== undefined && this.second.skill === 'idle' && Object.keys(this.second).length === 1;
    return {
      trooper: a.trooper,
      ...(this.cancelFireteams.length === 0 ? {} : { cancelFireteams: this.cancelFireteams }),
      ...(a.order === undefined || team || a.order === this.usual ? {} : { order: a.order }),
      ...(a.coordinated === undefined || a.coordinated.length === 0 ? {} : { coordinated: a.coordinated }),
      ...(a.fireteam === true ? { fireteam: true as const } : {}),
      ...(a.outOfCoherency === undefined || a.outOfCoherency.length === 0 ? {} : { outOfCoherency: a.outOfCoherency }),
      first: this.first,
      ...(this.ordered
        ? { steps: this.steps }
        : {
            ...(this.table.length === 0 ? {} : { table: this.table }),
            ...some('aros', this.aros),
            ...(this.second === undefined || idle ? {} : { second: this.second }),
            ...(this.table2.length === 0 ? {} : { table2: this.table2 }),
            ...some('aros2', this.aros2),
          }),
      ...some('dice', this.dice),
      ...some('discard', this.discard),
      ...some('saves', this.saves),
      ...some('decline', this.decline),
      ...some('guts', this.guts),
    };
  }

  private gutsOf(trooper: string): Guts {
    const g = this.guts[trooper] ?? {};
    this.guts[trooper] = g;
    return g;
  }
}
