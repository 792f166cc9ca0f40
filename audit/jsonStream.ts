import type { LineSink } from './trailWriter.ts';

/**
 * Writes one JSON value piece by piece, as `JSON.stringify(value, null, 2)` lays it out: objects
 * and arrays are opened, filled member by member and closed, and a member's value is stringified
 * whole. A line is held until the next one shows whether it needs a comma, so nothing but the
 * member being written is ever held: a long game's audit is written as it is folded.
 */
export interface JsonStream {
  /** Opens an object or an array: a member of the object open (`key`) or an element of the array open (`null`). */
  open(key: string | null, bracket: '{' | '['): void;
  /** A member (or element) stringified whole; an `undefined` member is left out and an `undefined` element is `null`, as `JSON.stringify` does. */
  member(key: string | null, value: unknown): void;
  /** Closes what was opened last (`{}` or `[]` when nothing was put in it). */
  close(): void;
  /** Writes the last line held (once everything is closed). */
  end(): void;
}

interface Open {
  readonly closer: '}' | ']';
  members: number;
}

export const jsonStream = (out: LineSink): JsonStream => {
  const stack: Open[] = [];
  let held: string | null = null;
  const indent = (): string => '  '.repeat(stack.length);
  // The held line goes out, with a comma when another member of the same object or array follows it.
  const next = (key: string | null): string => {
    const top = stack[stack.length - 1];
    if (held !== null) out.push(top !== undefined && top.members > 0 ? `${held},` : held);
    held = null;
    if (top !== undefined) top.members += 1;
    return `${indent()}${key === null ? '' : `${JSON.stringify(key)}: `}`;
  };
  return {
    open: (key, bracket) => {
      held = `${next(key)}${bracket}`;
      stack.push({ closer: bracket === '{' ? '}' : ']', members: 0 });
    },
    member: (key, value) => {
      const text = (JSON.stringify(value, null, 2) as string | undefined) ?? (key === null ? 'null' : undefined);
      if (text === undefined) return;
      const pad = indent();
      held = `${next(key)}${pad === '' ? text : text.replaceAll('\n', `\n${pad}`)}`;
    },
    close: () => {
      const top = stack.pop();
      if (top === undefined) throw new Error('jsonStream: nothing is open');
      if (top.members === 0) held = `${held ?? ''}${top.closer}`;
      else {
        if (held !== null) out.push(held);
        held = `${indent()}${top.closer}`;
      }
    },
    end: () => {
      if (stack.length > 0) throw new Error('jsonStream: ended with something open');
      if (held !== null) out.push(held);
      held = null;
    },
  };
};
