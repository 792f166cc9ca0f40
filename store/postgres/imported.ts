/** A log copied into the store: where its chain ends (its fingerprint) and what it held. */
export interface Imported {
  readonly records: number;
  readonly lastSeq: number;
  readonly lastHash: string;
  readonly sealed: boolean;
}
