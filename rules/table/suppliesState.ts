/** The Supply Boxes and Tech-Coffins of a Supplies mission as the events left them (rules/missions/supplies.ts). */
export interface SuppliesState {
  /** Tech-Coffin id → the id of the Supply Box inside it (the mission data). */
  readonly coffins: Readonly<Record<string, string>>;
  /** The Tech-Coffins whose box was extracted. */
  readonly opened: readonly string[];
  /** Supply Box id → the trooper carrying it (null: on the ground); a box still in its coffin is absent. */
  readonly boxes: Readonly<Record<string, string | null>>;
}
