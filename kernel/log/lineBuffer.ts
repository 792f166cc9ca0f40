/**
 * Log lines gathered as UTF-8 bytes, ready to write: one buffer, grown when a line needs more room
 * and reused after each write. The writer puts each line straight into it
 * (sealRecordsInto.ts), so no line is joined into a larger string and encoded again: on a 30k-Order
 * game the joining alone cost 2.8 s (a line with one character beyond Latin-1 makes the joined
 * text two bytes a character), about as much as making the lines.
 */
export class LineBuffer {
  #buffer: Buffer;
  #length = 0;

  constructor(capacity = 64 * 1024) {
    this.#buffer = Buffer.allocUnsafe(capacity);
  }

  /** Bytes gathered since the last {@link clear}. */
  get length(): number {
    return this.#length;
  }

  /** The buffer, with room for `bytes` more after {@link length} (what is gathered is kept). */
  room(bytes: number): Buffer {
    const needed = this.#length + bytes;
    if (needed > this.#buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.#buffer.length * 2));
      this.#buffer.copy(grown, 0, 0, this.#length);
      this.#buffer = grown;
    }
    return this.#buffer;
  }

  /** Marks the bytes up to `end` (from the buffer {@link room} gave) as gathered; an end before {@link length} drops the rest. */
  end(end: number): void {
    if (end < 0 || end > this.#buffer.length) throw new RangeError(`line bytes end at ${end}, outside the buffer`);
    this.#length = end;
  }

  /** Appends a string's UTF-8 bytes. */
  text(text: string): void {
    const buffer = this.room(text.length * 3);
    this.#length += buffer.write(text, this.#length, 'utf8');
  }

  /** The bytes gathered: a view, valid until the next change (write it before gathering more). */
  view(): Uint8Array {
    return this.#buffer.subarray(0, this.#length);
  }

  clear(): void {
    this.#length = 0;
  }
}
