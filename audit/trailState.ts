import type { Edition } from '../rules/edition.ts';
import type { Readings } from '../rules/readings.ts';
import type { AuditEntry, AuditOrder, AuditTrail, AuditTurn } from './auditEntry.ts';
import type { Chain } from './chain.ts';

/** The Order still open, but its lines: those are the state's `entries` while it is open. */
export type OpenOrder = Omit<AuditOrder, 'entries'>;

/** The trail while it is being folded: closed Turns, and the Turn and Order still open. */
export interface TrailState {
  readonly title: string;
  readonly edition: Edition | null;
  readonly readings: Readings;
  readonly names: Readonly<Record<string, string>>;
  readonly players?: AuditTrail['players'];
  readonly turns: readonly AuditTurn[];
  readonly tokenBonuses?: AuditTrail['tokenBonuses'];
  readonly deployment?: AuditTrail['deployment'];
  readonly turn: AuditTurn | null;
  readonly order: OpenOrder | null;
  /**
   * The open Order's lines so far, as a chain (appended without copying), made a list when it
   * closes. Beside the Order rather than in it: a line then copies one object, not two.
   */
  readonly entries: Chain<AuditEntry> | null;
  readonly mission?: AuditTrail['mission'];
  readonly scoring?: AuditTrail['scoring'];
  readonly appointed: NonNullable<AuditTurn['ended']>['appointed'];
}
